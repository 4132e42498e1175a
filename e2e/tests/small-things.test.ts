import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_LOGINS } from '@gold/api/seed'
import { launchBrowser, screenshot } from '../support/browser.ts'
import { PHONE, custodyRuleOff } from '../support/loan-steps.ts'
import {
  DESKTOP,
  api,
  apiToken,
  appErrors,
  completeEmailOtp,
  openTab,
  signInStaff,
  uniqueWord,
  visible,
} from '../support/pages.ts'
import { startPlatform, type Platform } from '../support/platform.ts'

/** Issue 17's "small things staff noticed", as a clerk meets them in the browser. */

let platform: Platform
let browser: Browser
let token: string
let tenantId: string
let ravi: { id: string; name: string }
const subject = `Interest certificate for my income tax return ${uniqueWord()}`

beforeAll(async () => {
  platform = await startPlatform()
  await custodyRuleOff(platform)
  browser = await launchBrowser()
  token = await apiToken(platform, DEMO_LOGINS.employee)
  const tenant = await platform.ctx.db.prisma.tenant.findFirstOrThrow({ where: { slug: DEMO_LOGINS.tenantSlug } })
  tenantId = tenant.id
  const customers = await api(platform, token, '/api/customers')
  ravi = customers.body.find((c: { name: string }) => c.name === 'Ravi Kumar')
  // Ravi's loan, opened at the counter's API: a 20 g 22K chain valued for a loan, then disbursed.
  const valuation = await api(platform, token, '/api/valuations', {
    method: 'POST',
    body: { customerId: ravi.id, type: 'loan', ornaments: [{ type: 'Chain', purity: '22K', grossWeight: 20 }] },
  })
  expect(valuation.status, JSON.stringify(valuation.body)).toBe(201)
  const loan = await api(platform, token, '/api/loans', {
    method: 'POST',
    body: {
      valuationId: valuation.body.id,
      principal: 3000000,
      scheme: 'EMI',
      annualRate: 12,
      tenureMonths: 12,
      penalRate: 2,
      graceDays: 7,
      disbursementMode: 'UPI',
      disbursementReference: 'UTR-SMALL-1',
    },
  })
  expect(loan.status, JSON.stringify(loan.body)).toBe(201)
  // Tickets as the borrowers and a colleague raised them (the portal journey covers raising one).
  const db = platform.ctx.db.forTenant(tenantId)
  const raise = (data: { scope: string; requesterType: string; requesterId: string; requesterName: string }) =>
    db.ticket.create({
      data: {
        tenantId,
        category: 'SUPPORT',
        subject: data.requesterName === 'Ravi Kumar' ? subject : `Counter printer keeps jamming ${uniqueWord()}`,
        ...data,
        messages: {
          create: {
            tenantId,
            authorType: data.requesterType,
            authorId: data.requesterId,
            authorName: data.requesterName,
            body: 'Please help.',
          },
        },
      },
    })
  await raise({
    scope: 'CUSTOMER_TO_TENANT',
    requesterType: 'customer',
    requesterId: ravi.id,
    requesterName: ravi.name,
  })
  const colleague = await platform.ctx.db.prisma.user.findFirstOrThrow({ where: { email: DEMO_LOGINS.admin.email } })
  await raise({
    scope: 'STAFF_TO_TENANT',
    requesterType: 'staff',
    requesterId: colleague.id,
    requesterName: colleague.name,
  })
})
afterAll(async () => {
  await browser?.close()
  await platform?.close()
})

/**
 * Words of the ticket table's cells that the browser laid out over two lines (a word cut in the
 * middle): each word's glyphs are measured, and a word whose boxes sit on two lines is broken.
 */
const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = []
    for (const cell of Array.from(document.querySelectorAll('table.table td'))) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        for (const word of text.matchAll(/[^\s-]+/g)) {
          const range = document.createRange()
          range.setStart(node, word.index)
          range.setEnd(node, word.index + word[0].length)
          const lines = new Set(
            Array.from(range.getClientRects())
              .filter((r) => r.width > 0)
              .map((r) => Math.round(r.top)),
          )
          if (lines.size > 1) broken.push(word[0])
        }
      }
    }
    return broken
  })

describe('small things staff noticed', () => {
  it('the ticket inbox: whole words in its table at every width, and a search', async () => {
    const { page, errors } = await openTab(browser)
    await signInStaff(page, platform, DEMO_LOGINS.admin, '/tickets')
    await visible(page.getByRole('link', { name: subject }))
    await visible(page.getByRole('link', { name: /Counter printer keeps jamming/ }))
    for (const viewport of [{ width: 1024, height: 768 }, { width: 800, height: 900 }, DESKTOP, PHONE]) {
      await page.setViewportSize(viewport)
      await visible(page.getByRole('link', { name: subject }))
      expect(await brokenWords(page), `at ${viewport.width}px`).toEqual([])
      await screenshot(page, `small-things-tickets-${viewport.width}`)
    }
    await page.setViewportSize(DESKTOP)
    await page.getByLabel('Search tickets').fill('income TAX')
    await visible(page.getByRole('link', { name: subject }))
    await page.getByRole('link', { name: /Counter printer keeps jamming/ }).waitFor({ state: 'detached' })
    await screenshot(page, 'small-things-tickets-search')
    await page.getByLabel('Search tickets').fill('no ticket says this')
    await visible(page.getByText('No tickets match these filters'))
    expect(appErrors(errors)).toEqual([])
  })

  it("the agent's ticket view links to the borrower and the borrower's loans", async () => {
    const { page, errors } = await openTab(browser)
    await signInStaff(page, platform, DEMO_LOGINS.employee, '/tickets')
    await page.getByRole('link', { name: subject }).click()
    const card = page.getByRole('region', { name: 'Borrower' })
    await visible(card.getByRole('link', { name: 'Ravi Kumar' }))
    const loans = card.getByRole('list', { name: 'Loans of Ravi Kumar' })
    await visible(loans.getByText('Active'))
    await screenshot(page, 'small-things-ticket-borrower')
    await loans.getByRole('link', { name: /^Loan / }).click()
    await page.waitForURL(/\/loans\/[^/]+$/)
    await visible(page.getByRole('heading', { name: /^Loan / }))
    await page.goBack()
    await card.getByRole('link', { name: 'Ravi Kumar' }).click()
    await page.waitForURL(new RegExp(`/borrowers/${ravi.id}$`))
    await visible(page.getByRole('heading', { name: /Ravi Kumar/ }))
    expect(appErrors(errors)).toEqual([])
  })

  it('every staff page has its own browser title', async () => {
    const { page } = await openTab(browser)
    await signInStaff(page, platform, DEMO_LOGINS.admin)
    const titles: string[] = []
    for (const [path, heading] of [
      ['/', /^Good (morning|afternoon|evening)/],
      ['/borrowers', 'Borrowers'],
      ['/valuations', 'Valuations'],
      ['/loans', 'Loans'],
      ['/tickets', 'Tickets'],
      ['/billing', 'Billing'],
      [`/borrowers/${ravi.id}`, /Ravi Kumar/],
    ] as const) {
      await page.goto(`${platform.mainUrl}${path}`)
      await visible(page.getByRole('heading', { level: 1, name: heading }))
      await expect.poll(() => page.title()).not.toBe('Gold Desk')
      titles.push(await page.title())
    }
    expect(titles).toEqual([
      'Dashboard · Gold Desk',
      'Borrowers · Gold Desk',
      'Valuations · Gold Desk',
      'Loans · Gold Desk',
      'Tickets · Gold Desk',
      'Billing · Gold Desk',
      'Ravi Kumar · Gold Desk',
    ])
  })

  it('the new valuation form says inline what it would not keep as typed', async () => {
    const { page } = await openTab(browser)
    await signInStaff(page, platform, DEMO_LOGINS.employee, `/valuations/new?customer=${ravi.id}`)
    const ornament = page.getByRole('group', { name: 'Ornament 1' })
    await ornament.getByLabel('Description').fill('Bangle')
    await ornament.getByLabel('Gross weight (g)').fill('10')
    await ornament.getByLabel('Deduction (g)').fill('12')
    await page.getByLabel('Loan to value (%)').fill('150')
    await page.getByLabel('EMI installments (months)').fill('72')
    await visible(page.getByText('More than the gross weight (10 g): the fine gold would be 0 g.'))
    await visible(page.getByText('Loan to value must be from 0 to 100%: 150 would be saved as 100%.'))
    await visible(page.getByText('At most 60 installments: 72 would be cut to 60.'))
    await screenshot(page, 'small-things-valuation-refusals')
    await ornament.getByLabel('Deduction (g)').fill('0.5')
    await page.getByLabel('Loan to value (%)').fill('75')
    await page.getByLabel('EMI installments (months)').fill('12')
    await page.getByLabel('Requested loan amount (₹)').fill('5,00,000')
    await visible(
      page.getByText(/^More than the LTV limit allows: the loan will be ₹[\d,]+\.\d\d, not ₹5,00,000\.00\.$/),
    )
    await screenshot(page, 'small-things-valuation-requested')
    await page.setViewportSize(PHONE)
    await screenshot(page, 'small-things-valuation-requested-390')
  })

  it("the portal shows a pledged valuation with its loan's state, not a green Completed", async () => {
    const { page, errors } = await openTab(browser, `${platform.tenantUrl(DEMO_LOGINS.tenantSlug)}/`)
    await visible(page.getByRole('heading', { name: 'Sign in to your loans' }))
    expect(await page.title()).toBe('Sign in · Demo Gold Loans')
    await completeEmailOtp(page, platform, 'ravi@example.com', 'Sign in')
    await visible(page.getByRole('heading', { name: 'My loans' }))
    const card = page.getByRole('article', { name: 'Loan valuation' })
    await visible(card.getByText('Active', { exact: true }))
    expect(await card.getByText('Completed').count()).toBe(0)
    expect(await page.title()).toBe('My loans · Demo Gold Loans')
    await screenshot(page, 'small-things-portal-home')
    await page.setViewportSize(PHONE)
    await screenshot(page, 'small-things-portal-home-390')
    expect(appErrors(errors)).toEqual([])
  })
})
