import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_LOGINS } from '@gold/api/seed'
import { launchBrowser, screenshot } from '../support/browser.ts'
import { appErrors, freshPhone, openTab, signInStaff, visible } from '../support/pages.ts'
import { startPlatform, type Platform } from '../support/platform.ts'

let platform: Platform
let browser: Browser
let borrowerId: string

beforeAll(async () => {
  platform = await startPlatform()
  browser = await launchBrowser()
  const tenant = await platform.ctx.db.prisma.tenant.findFirstOrThrow({ where: { slug: 'demo' }, select: { id: true } })
  const ravi = await platform.ctx.db
    .forTenant(tenant.id)
    .customer.findFirstOrThrow({ where: { name: 'Ravi Kumar' }, select: { id: true } })
  borrowerId = ravi.id
})
afterAll(async () => {
  await browser?.close()
  await platform?.close()
})

// Issue 26: a borrower's phone number corrected, the old one kept in the history with the reason.
describe("a borrower's phone number corrected", () => {
  for (const width of [1440, 375]) {
    it(`corrects the mobile number with a reason and shows it corrected, with its history, at ${width}px`, async () => {
      const { page, errors, context } = await openTab(browser)
      await page.setViewportSize({ width, height: 900 })
      await signInStaff(page, platform, DEMO_LOGINS.admin, `/borrowers/${borrowerId}`)
      await visible(page.getByRole('heading', { name: /Ravi Kumar/ }))
      const oldPhone = await page
        .locator('dd')
        .filter({ hasText: /^\d{10}$/ })
        .first()
        .innerText()
      expect(oldPhone).toMatch(/^\d{10}$/)

      await page.getByRole('button', { name: 'Correct details' }).click()
      const dialog = page.getByRole('dialog')
      await visible(dialog.getByLabel('Mobile'))
      const phone = freshPhone()
      await dialog.getByLabel('Mobile').fill(phone)
      await dialog.getByLabel(/Reason for the correction/).fill('Borrower changed SIM, confirmed at the counter')
      await dialog.getByRole('button', { name: 'Review correction' }).click()
      await visible(dialog.getByText('These details of Ravi Kumar will change:'))
      expect(await dialog.locator('li').first().innerText()).toContain(phone)
      await screenshot(page, `borrower-correction-confirm-${width}`)

      await dialog.getByRole('button', { name: 'Confirm correction' }).click()
      await visible(page.getByText('Details corrected.'))
      await visible(page.getByText('Corrected', { exact: true }))
      await visible(page.locator('dd', { hasText: phone }))
      const history = page.getByRole('list', { name: 'Correction history' })
      await visible(history.getByText(oldPhone).first())
      await visible(history.getByText('Reason: Borrower changed SIM, confirmed at the counter').first())
      await screenshot(page, `borrower-correction-history-${width}`)

      const stored = await platform.ctx.db.prisma.customer.findUniqueOrThrow({ where: { id: borrowerId } })
      expect(stored.phone).toBe(phone)
      expect(appErrors(errors)).toEqual([])
      await context.close()
    })
  }
})
