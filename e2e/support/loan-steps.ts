import path from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { isoDateOf } from '@gold/core'
import { DEMO_LOGINS } from '@gold/api/seed'
// The API tests' reader (pdfjs-dist is their dev dependency): what a document really says.
import { pdfText } from '../../apps/api/test/support/pdf-text.ts'
import { SCREENSHOT_DIR, launchBrowser, screenshot } from './browser.ts'
import { DESKTOP, TINY_PNG, api, apiToken, freshPhone, openTab, uniqueWord, visible, type Tab } from './pages.ts'
import { startPlatform, type Platform } from './platform.ts'

/** The loan journeys' steps at the counter, shared by the journeys of issues 15 and 16. */

export const PHONE = { width: 390, height: 844 }

/** The spec's refusal of a cash payout at or over the limit, as the form shows it inline. */
export const CASH_REFUSAL = 'Cash disbursement must be below ₹20,000. Pay the rest by bank transfer or UPI.'

export const today = () => isoDateOf(new Date())

export const text = async (l: Locator) => (await l.innerText()).replace(/\s+/g, ' ').trim()

/**
 * Take the page at desktop width and, for the key pages, again at phone width. A modal is taken
 * as the screen shows it: a full-page shot would draw its fixed backdrop over the first screen only.
 */
export function shooter(prefix: string) {
  return async (page: Page, name: string, { phoneToo = false, modal = false } = {}) => {
    const take = (width: number) =>
      modal
        ? page.screenshot({ path: path.join(SCREENSHOT_DIR, `${prefix}-${name}-${width}.png`) })
        : screenshot(page, `${prefix}-${name}-${width}`)
    await take(DESKTOP.width)
    if (!phoneToo) return
    await page.setViewportSize(PHONE)
    await take(PHONE.width)
    await page.setViewportSize(DESKTOP)
  }
}

/**
 * A PDF behind a link, fetched by the page itself (its session cookie, and the tenant subdomain
 * only the browser resolves): its status, type and text.
 */
/** The PDF a link on the page points at, fetched in the page's session. */
export async function pdfBytesBehind(page: Page, link: Locator) {
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^\/api\//)
  const res = await page.evaluate(async (url) => {
    const r = await fetch(url)
    return { status: r.status, type: r.headers.get('content-type'), bytes: [...new Uint8Array(await r.arrayBuffer())] }
  }, href!)
  expect([res.status, res.type]).toEqual([200, 'application/pdf'])
  return new Uint8Array(res.bytes)
}

export async function pdfBehind(page: Page, link: Locator) {
  return (await pdfText(await pdfBytesBehind(page, link))).join(' ')
}

/** The loan as the API has it (the figures the pages must show). */
export async function fetchLoan(platform: Platform, token: string, id: string) {
  const res = await api(platform, token, `/api/loans/${id}`)
  expect(res.status).toBe(200)
  return res.body
}

export type LoanJourney = {
  platform: Platform
  browser: Browser
  /** The one staff tab (not yet signed in) the journey's steps share, in order. */
  staff: Tab
  /** The demo employee's API token, for reading the figures the pages must show. */
  token: string
  loanDetail: (id: string) => ReturnType<typeof fetchLoan>
}

/**
 * A loan journey's set-up, for the whole test file: the platform, a browser, one staff tab and the
 * employee's API token, opened before the first step and closed after the last. Read the fields
 * inside the steps (they are set in beforeAll).
 */
export function loanJourney(): LoanJourney {
  const journey = {
    loanDetail: (id: string) => fetchLoan(journey.platform, journey.token, id),
  } as LoanJourney
  beforeAll(async () => {
    journey.platform = await startPlatform()
    journey.browser = await launchBrowser()
    journey.staff = await openTab(journey.browser)
    journey.token = await apiToken(journey.platform, DEMO_LOGINS.employee)
    await openCounterFor(journey.platform, journey.token)
    await approvalRulesOff(journey.platform, ['release', 'auctionSale', 'surplusPayout', 'backDatedEntry'])
    await custodyRuleOff(journey.platform)
  })
  afterAll(async () => {
    await journey.browser?.close()
    await journey.platform?.close()
  })
  return journey
}

/**
 * The demo shop takes cash only through an open counter (issue 25's shop setting, on in the demo):
 * the employee opens counter 1, empty, before the journey's cash steps. Already open is fine.
 */
async function openCounterFor(platform: Platform, token: string) {
  const res = await api(platform, token, '/trpc/books.openCounter', {
    method: 'POST',
    body: { json: { counterNumber: 1, count: { notes: {}, coinsPaise: 0 } } },
  })
  if (res.status !== 200 && res.status !== 409) throw new Error(`opening a counter failed: ${res.status}`)
}

/**
 * The demo shop holds every release, auction sale and payout, and any entry dated more than 3 days
 * back, for a second person (issue 26's approval rules, on in the demo). The loan journeys are
 * about those actions themselves (and back-date a disbursement to make a loan overdue), so they
 * turn these rules off; the approvals journey walks a request through the inbox.
 */
export async function approvalRulesOff(platform: Platform, actions: string[]) {
  const admin = await apiToken(platform, DEMO_LOGINS.admin)
  // A rule with a threshold keeps one (the demo's) while off; an `always` rule has none.
  const thresholds: Record<string, number> = { backDatedEntry: 3 }
  const rules = actions.map((action) => ({ action, enabled: false, threshold: thresholds[action] ?? null }))
  const res = await api(platform, admin, '/trpc/approvals.rules.update', { method: 'POST', body: { json: { rules } } })
  if (res.status !== 200) throw new Error(`turning approval rules off failed: ${res.status}`)
}

/**
 * The demo shop disburses only after the gold receipt and a sealed, photographed packet (issue 28's
 * custody rule, on in the demo). The journeys that are not about custody turn it off in set-up, as
 * they do the approval rules; the custody journey keeps it on and seals the packet.
 */
export async function custodyRuleOff(platform: Platform) {
  const admin = await apiToken(platform, DEMO_LOGINS.admin)
  const res = await api(platform, admin, '/trpc/custody.updateSettings', {
    method: 'POST',
    body: { json: { requirePacketBeforeDisbursement: false } },
  })
  if (res.status !== 200) throw new Error(`turning the custody rule off failed: ${res.status}`)
}

/** A new borrower with an email and Aadhaar, through the staff form; returns who it is. */
export async function addBorrower(page: Page, firstName: string) {
  await page.getByRole('link', { name: 'Borrowers', exact: true }).click()
  await page.getByRole('link', { name: 'New borrower', exact: true }).click()
  const borrower = {
    name: `${firstName} ${uniqueWord()}`,
    phone: freshPhone(),
    email: `${firstName.toLowerCase()}.${uniqueWord().toLowerCase()}@example.com`,
    id: '',
  }
  await page.getByLabel('Full name').fill(borrower.name)
  await page.getByLabel('Mobile number').fill(borrower.phone)
  await page.getByLabel('Email address').fill(borrower.email)
  await page.getByLabel('Aadhaar number').fill('234567890123')
  await page
    .getByLabel('Aadhaar document (Aadhaar or PAN required)')
    .setInputFiles({ name: 'aadhaar.png', mimeType: 'image/png', buffer: TINY_PNG })
  await visible(page.getByText('Uploaded: aadhaar.png'))
  await page.getByRole('button', { name: 'Save borrower' }).click()
  await page.waitForURL(/\/borrowers\/(?!new)[^/]+$/)
  borrower.id = new URL(page.url()).pathname.split('/').at(-1)!
  await visible(page.getByRole('heading', { name: borrower.name }))
  return borrower
}

/** New valuation from the borrower's page: one 22K ornament, valued as a loan of 12 monthly EMIs. */
export async function valueOrnament(
  page: Page,
  platform: Platform,
  borrowerId: string,
  description: string,
  grams: string,
) {
  await page.goto(`${platform.mainUrl}/borrowers/${borrowerId}`)
  await page.getByRole('link', { name: 'New valuation', exact: true }).first().click()
  await page.waitForURL(/\/valuations\/new\?customer=/)
  await expect.poll(() => page.getByLabel('Choose borrower').inputValue()).toBe(borrowerId)
  await visible(page.getByText(/Gold rate: 22K/))
  const ornament = page.getByRole('group', { name: 'Ornament 1' })
  await ornament.getByLabel('Description').fill(description)
  await ornament.getByLabel('Purity').selectOption('22K')
  await ornament.getByLabel('Gross weight (g)').fill(grams)
  await page.getByLabel('Interest rate (% a year)').fill('12')
  await page.getByLabel('EMI installments (months)').fill('12')
  await page.getByRole('button', { name: 'Save valuation' }).click()
  await page.waitForURL(/\/valuations\/(?!new)[^/?]+$/)
  await visible(page.getByRole('heading', { name: /Loan valuation/ }))
  return new URL(page.url()).pathname.split('/').at(-1)!
}

/** The valuation page's "Disburse loan" leads to the form, with the LTV headroom already shown. */
export async function openDisburseForm(page: Page, platform: Platform, valuationId: string) {
  await page.goto(`${platform.mainUrl}/valuations/${valuationId}`)
  await page.getByRole('link', { name: 'Disburse loan' }).click()
  await page.waitForURL(new RegExp(`/valuations/${valuationId}/disburse$`))
  const form = page.getByRole('form', { name: 'Disburse the loan' })
  await visible(form)
  const headroom = form.getByRole('region', { name: 'Loan-to-value headroom' })
  await visible(headroom.getByText('Largest principal allowed'))
  // The demo shop applies RBI's 2025 gold-lending rules (issue 28): a loan says what it is for.
  await form.getByLabel('Purpose').selectOption('consumption')
  return { form, headroom }
}

export async function setPrincipal(form: Locator, amount: string) {
  const field = form.getByLabel('Principal (₹)')
  await field.fill(amount)
  await field.blur()
}

/** Confirm the disbursement and land on the new loan's page; its number is GL/<FY>/<6 digits>. */
export async function confirmDisbursement(page: Page) {
  const confirm = page.getByRole('group', { name: 'Confirm the disbursement' })
  // A back-dated loan (issue 23) waits for the clerk to say the money was handed over on that date.
  const handedOver = confirm.getByRole('checkbox', { name: /^The money was handed over on / })
  if ((await handedOver.count()) > 0) {
    expect(await confirm.getByRole('button', { name: 'Confirm disbursement' }).isDisabled()).toBe(true)
    await handedOver.check()
  }
  await confirm.getByRole('button', { name: 'Confirm disbursement' }).click()
  await page.waitForURL(/\/loans\/[^/]+$/)
  const loanId = new URL(page.url()).pathname.split('/').at(-1)!
  const heading = page.getByRole('heading', { name: /^Loan GL\/\d{4}-\d{2}\/\d{6}/ })
  await visible(heading)
  return { loanId, loanNumber: /GL\/\S+/.exec(await text(heading))![0] }
}
