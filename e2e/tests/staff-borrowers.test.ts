import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRPC_MAX_BATCH_SIZE, pageLimits } from '@gold/core'
import { DEMO_LOGINS } from '@gold/api/seed'
import { SCREENSHOT_DIR, launchBrowser, screenshot } from '../support/browser.ts'
import { api, apiToken, appErrors, openTab, signInStaff, uniqueWord, visible } from '../support/pages.ts'
import { startPlatform, type Platform } from '../support/platform.ts'

let platform: Platform
let browser: Browser
let total: number
const oldest = `Oldest ${uniqueWord()}`
const OLDEST_AADHAAR = '987650001234'

/** A shop with far more borrowers than one page: the demo's own plus 130 older ones. */
beforeAll(async () => {
  platform = await startPlatform()
  browser = await launchBrowser()
  const tenant = await platform.ctx.db.prisma.tenant.findFirstOrThrow({ where: { slug: 'demo' }, select: { id: true } })
  const db = platform.ctx.db.forTenant(tenant.id)
  const base = Date.parse('2024-01-01T00:00:00Z')
  // The oldest comes through the API: its Aadhaar goes into the shop's vault (issue 28), where the
  // search by digits finds it; then it is dated before the rest.
  const token = await apiToken(platform, DEMO_LOGINS.employee)
  const created = await api(platform, token, '/api/customers', {
    method: 'POST',
    body: { name: oldest, phone: '7099999999', aadhaar: OLDEST_AADHAAR, aadhaarDocUrl: '/kyc/a.pdf' },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  await db.customer.updateMany({ where: { id: created.body.id }, data: { createdAt: new Date(base - 60_000) } })
  await db.customer.createMany({
    data: Array.from({ length: 129 }, (_, i) => ({
      tenantId: tenant.id,
      name: `Paged ${uniqueWord()}`,
      phone: `7${String(100_000_000 + i)}`,
      email: null,
      status: 'Active',
      createdAt: new Date(base + i * 60_000),
    })),
  })
  total = await db.customer.count()
})
afterAll(async () => {
  await browser?.close()
  await platform?.close()
})

const bodyRows = (page: Page) => page.locator('table.table tbody tr')

/** Every tRPC request the page makes, to check what the server is asked for. */
function trpcRequests(page: Page): URL[] {
  const seen: URL[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/trpc/')) seen.push(new URL(r.url()))
  })
  return seen
}

describe('staff borrower list: paged and searched on the server', () => {
  for (const width of [1440, 375]) {
    it(`pages with Show more and finds a borrower beyond the loaded pages by search at ${width}px`, async () => {
      const { page, errors, context } = await openTab(browser)
      await page.setViewportSize({ width, height: 900 })
      const requests = trpcRequests(page)
      await signInStaff(page, platform, DEMO_LOGINS.employee, '/borrowers')

      // One page first, not the whole list.
      await visible(page.getByText(`Showing the first ${pageLimits.default} borrowers`))
      await expect.poll(() => bodyRows(page).count()).toBe(pageLimits.default)
      expect(await page.getByText(oldest).count()).toBe(0)
      await screenshot(page, `staff-borrowers-paged-${width}`)
      // The whole page is long: the foot of the list as the user sees it too.
      await page.getByRole('button', { name: 'Show more' }).scrollIntoViewIfNeeded()
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `staff-borrowers-paged-foot-${width}.png`) })

      await page.getByRole('button', { name: 'Show more' }).click()
      await expect.poll(() => bodyRows(page).count()).toBe(2 * pageLimits.default)
      await page.getByRole('button', { name: 'Show more' }).click()
      await visible(page.getByText(`All ${total} borrowers shown`))
      expect(await bodyRows(page).count()).toBe(total)
      await expect.poll(() => page.getByRole('button', { name: 'Show more' }).count()).toBe(0)

      // A fresh visit loads one page again; the search goes to the server (Aadhaar digits match there only).
      await page.goto(`${platform.mainUrl}/borrowers`)
      await visible(page.getByText(`Showing the first ${pageLimits.default} borrowers`))
      const searchesBefore = requests.filter(
        (u) => u.pathname.includes('customers.list') && u.search.includes(OLDEST_AADHAAR),
      ).length
      await page.getByLabel('Search borrowers').fill(OLDEST_AADHAAR)
      await visible(page.getByRole('link', { name: oldest }))
      await visible(page.getByText('1 borrower', { exact: true }))
      expect(await bodyRows(page).count()).toBe(1)
      expect(
        requests.filter((u) => u.pathname.includes('customers.list') && u.search.includes(OLDEST_AADHAAR)).length,
      ).toBeGreaterThan(searchesBefore)
      await screenshot(page, `staff-borrowers-search-${width}`)

      await page.getByLabel('Search borrowers').fill(`nobody ${uniqueWord()}`)
      await visible(page.getByText('No borrowers match your search'))

      // The batch link never asks for more calls in one request than the API takes.
      for (const url of requests)
        expect(decodeURIComponent(url.pathname).split(',').length).toBeLessThanOrEqual(TRPC_MAX_BATCH_SIZE)
      expect(appErrors(errors)).toEqual([])
      await context.close()
    })
  }
})
