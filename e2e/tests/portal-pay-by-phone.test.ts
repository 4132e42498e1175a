import type { Browser, Page } from 'playwright-core'
import type { Sandbox } from '@gold/gateway-sandbox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatIsoDate, formatPaise } from '@gold/core'
import { DEMO_LOGINS } from '@gold/api/seed'
import { launchBrowser, screenshot } from '../support/browser.ts'
import { custodyRuleOff, text } from '../support/loan-steps.ts'
import { api, apiToken, appErrors, openTab, signInStaff, visible, type Tab } from '../support/pages.ts'
import { openPhoneTab, signInByPhone, smsTo } from '../support/phone.ts'
import type { Platform } from '../support/platform.ts'
import { startPlatformWithSandbox } from '../support/shop-gateway.ts'

/**
 * Issue 27, "Done when", third bullet: on a 360 px phone the demo borrower signs in by a code
 * texted to her registered phone, pays the next due of her loan on the gateway sandbox's checkout
 * and is back on the portal with the receipt and the new amount to close; staff then find the
 * payment on the loan, in the day book and in the books (1300 Gateway/UPI clearing). Every
 * borrower screen is kept at phone width in test-output/screenshots/pay-by-phone-*-360.png.
 */

const ASHA_PHONE = DEMO_LOGINS.customerPhone
let platform: Platform
let sandbox: Sandbox
let closeAll: () => Promise<void>
let browser: Browser
let admin: string
let borrower: Tab
let loan: { id: string; loanNumber: string }

const shoot = (page: Page) => (name: string) => screenshot(page, `pay-by-phone-${name}-360`)
const portalUrl = (path = '/') => `${platform.tenantUrl(DEMO_LOGINS.tenantSlug)}${path}`

/** Asha's ₹30,000 EMI loan over 12 months, paid out today by bank transfer (so 1300 holds only the online payment). */
async function ashasLoan() {
  const tenant = await platform.ctx.db.prisma.tenant.findUniqueOrThrow({ where: { slug: DEMO_LOGINS.tenantSlug } })
  const db = platform.ctx.db.forTenant(tenant.id)
  const asha = await db.customer.findFirstOrThrow({ where: { phone: ASHA_PHONE } })
  const valuation = await db.valuation.create({
    data: {
      tenantId: tenant.id,
      customerId: asha.id,
      type: 'loan',
      goldRatePaise: 600_000,
      totalGrossWeightMg: 10_000,
      totalNetWeightMg: 9160,
      totalValuePaise: 6_000_000,
      estimatedLoanPaise: 4_500_000,
    },
  })
  const res = await api(platform, admin, '/api/loans', {
    method: 'POST',
    body: {
      valuationId: valuation.id,
      principal: 3_000_000,
      scheme: 'EMI',
      annualRate: 12,
      tenureMonths: 12,
      penalRate: 2,
      graceDays: 0,
      disbursementMode: 'BankTransfer',
      disbursementReference: 'NEFT-E2E-0001',
    },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body as { id: string; loanNumber: string }
}

beforeAll(async () => {
  ;({ platform, sandbox, close: closeAll } = await startPlatformWithSandbox())
  await custodyRuleOff(platform)
  browser = await launchBrowser()
  admin = await apiToken(platform, DEMO_LOGINS.admin)
  loan = await ashasLoan()
})
afterAll(async () => {
  await browser?.close()
  await closeAll?.()
})

describe('a borrower pays from a phone', () => {
  it('signs in by a code sent by SMS to her registered phone and opens her loan', async () => {
    borrower = await openPhoneTab(browser, portalUrl())
    const { page } = borrower
    await visible(page.getByRole('heading', { name: 'Sign in to your loans' }))
    await signInByPhone(page, platform, ASHA_PHONE, shoot(page))
    await visible(page.getByRole('heading', { name: 'My loans' }))
    await shoot(page)('home')
    // The code went by SMS to the number the branch has, and only there.
    expect((await smsTo(platform, ASHA_PHONE)).map((m) => m.text)).toEqual([
      expect.stringMatching(/^\d{6} is your Demo Gold Loans sign-in code\. It expires in 10 minutes\./),
    ])

    await page.getByRole('link', { name: `Loan ${loan.loanNumber}` }).tap()
    await visible(page.getByRole('heading', { name: `Loan ${loan.loanNumber}` }))
    await visible(page.getByRole('heading', { name: 'To close the loan today' }))
    // The demo shop's seeded UPI ID: its QR for the amount to close, and the same link for a phone's UPI app.
    const upi = page.getByRole('region', { name: 'Pay by UPI' })
    await visible(upi.getByRole('img', { name: 'UPI QR code to pay Demo Gold Loans' }))
    expect(await upi.getByRole('link', { name: 'Open in a UPI app' }).getAttribute('href')).toMatch(
      /^upi:\/\/pay\?pa=demogoldloans@example&pn=Demo%20Gold%20Loans&am=30000\.00&/,
    )
    await shoot(page)('loan')
  })

  it('pays the next due on the sandbox checkout and comes back to the receipt and the new amount to close', async () => {
    const { page } = borrower
    const before = (await api(platform, admin, `/api/loans/${loan.id}`)).body
    const toCloseBefore: number = before.outstanding.total
    await page.getByRole('link', { name: 'Pay', exact: true }).tap()
    await visible(page.getByRole('heading', { name: 'Pay online' }))
    const nextDue = page.getByRole('radio', { name: /^The next due:/ })
    expect(await nextDue.isChecked()).toBe(true)
    const dueText = /₹[\d,]+\.\d\d/.exec(await text(page.locator('label', { has: nextDue })))![0]
    await shoot(page)('pay-choose')
    await page.getByRole('button', { name: 'Continue' }).tap()
    await visible(page.getByRole('heading', { name: 'Confirm your payment' }))
    await shoot(page)('pay-confirm')
    await page.getByRole('button', { name: `Pay ${dueText}` }).tap()

    // The sandbox's hosted checkout (the shop's own account), then back to the portal.
    await page.waitForURL((url) => url.pathname === '/checkout')
    await visible(page.getByText(dueText))
    await shoot(page)('checkout')
    await page.getByRole('button', { name: 'Pay', exact: true }).tap()
    await page.waitForURL((url) => url.href.startsWith(portalUrl(`/loans/${loan.id}/pay?order=`)))
    const received = page.getByRole('region', { name: 'Payment received' })
    await visible(received)
    await shoot(page)('pay-return')

    // Posted once, through the loan payment service: UPI, the gateway payment id as its reference.
    const after = (await api(platform, admin, `/api/loans/${loan.id}`)).body
    expect(after.payments).toHaveLength(1)
    const payment = after.payments[0]
    expect(payment).toMatchObject({ mode: 'UPI', reference: expect.stringMatching(/^pay_/) })
    expect(formatPaise(payment.amount)).toBe(dueText)
    expect(after.outstanding.total).toBeLessThan(toCloseBefore)
    const shown = await text(received)
    expect(shown).toContain(`Receipt ${payment.receiptNumber}`)
    expect(shown).toContain(`To close the loan now ${formatPaise(after.outstanding.total)}`)
    await visible(received.getByRole('link', { name: /^Download the receipt/ }))
    await sandbox.flush()
    const captured = sandbox.state.payments
    expect([...captured.values()].filter((p) => p.status === 'captured')).toHaveLength(1)

    // Back on the loan: the receipt in the payments, the new amount to close.
    await received.getByRole('link', { name: 'Back to the loan' }).tap()
    await visible(page.getByRole('heading', { name: 'To close the loan today' }))
    expect(await text(page.locator('.loan-close-amount').first())).toBe(formatPaise(after.outstanding.total))
    await visible(page.getByRole('table', { name: 'Payments' }).getByText(payment.receiptNumber))
    await shoot(page)('loan-after')
    expect(appErrors(borrower.errors)).toEqual([])
  })

  it('staff see the payment on the loan, in the day book and in the gateway clearing account', async () => {
    const loanNow = (await api(platform, admin, `/api/loans/${loan.id}`)).body
    const payment = loanNow.payments[0]
    const staff = await openTab(browser)
    const { page } = staff
    await signInStaff(page, platform, DEMO_LOGINS.admin, `/loans/${loan.id}`)
    const row = page.getByRole('table', { name: 'Payments' }).locator('tbody tr', { hasText: payment.receiptNumber })
    await visible(row)
    expect(await text(row)).toContain(formatPaise(payment.amount))
    expect(await text(row)).toContain(payment.reference)
    await screenshot(page, 'pay-by-phone-staff-loan-1440')

    await page.goto(`${platform.mainUrl}/books/day-book`)
    const entry = page.locator('.day-book-entry', { hasText: `Payment on loan ${loan.loanNumber} by UPI` })
    await visible(entry)
    expect(await text(entry)).toContain(`Dr Gateway/UPI clearing ${formatPaise(payment.amount)}`)
    await screenshot(page, 'pay-by-phone-staff-day-book-1440')

    await page.goto(`${platform.mainUrl}/books/trial-balance`)
    await visible(page.getByText('Debits equal credits.'))
    const clearing = page
      .getByRole('table', { name: 'Trial balance' })
      .locator('tr', { hasText: '1300 Gateway/UPI clearing' })
    expect(await text(clearing)).toContain(formatPaise(payment.amount))
    await screenshot(page, 'pay-by-phone-staff-trial-balance-1440')
    expect(appErrors(staff.errors)).toEqual([])
    await staff.context.close()
  })

  it('closes the loan from a payment link sent by SMS and sees when the gold will be ready', async () => {
    const toClose: number = (await api(platform, admin, `/api/loans/${loan.id}`)).body.outstanding.total
    const seen = (await smsTo(platform, ASHA_PHONE)).length
    const sent = await api(platform, admin, '/trpc/paymentLinks.send', {
      method: 'POST',
      body: { json: { loanId: loan.id, body: { amount: toClose, channel: 'sms', expiresInDays: 3 } } },
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const sms = (await smsTo(platform, ASHA_PHONE)).slice(seen)
    const href = /https?:\/\/\S+\/pay-link\/[\w-]+/.exec(sms.map((m) => m.text).join(' '))?.[0]
    expect(href, JSON.stringify(sms)).toBeDefined()

    // A fresh phone (not signed in): the link says what it is for, and signing in stays on it.
    const fresh = await openPhoneTab(browser, href)
    const { page } = fresh
    await visible(page.getByText('Payment link from the branch'))
    expect(await text(page.locator('.alert', { hasText: 'Payment link from the branch' }))).toContain(
      `Pay ${formatPaise(toClose)} on loan ${loan.loanNumber}`,
    )
    await shoot(page)('link-landing')
    await signInByPhone(page, platform, ASHA_PHONE)
    await page.waitForURL((url) => url.pathname === `/loans/${loan.id}/pay`)
    expect(await page.getByLabel('Amount in rupees').inputValue()).toBe((toClose / 100).toFixed(2).replace(/\.00$/, ''))
    await shoot(page)('link-pay')
    await page.getByRole('button', { name: 'Continue' }).tap()
    await page.getByRole('button', { name: `Pay ${formatPaise(toClose)}` }).tap()
    await page.waitForURL((url) => url.pathname === '/checkout')
    await page.getByRole('button', { name: 'Pay', exact: true }).tap()

    // Closed online: the receipt, and the release clock (the gold back within 7 working days).
    await page.waitForURL((url) => url.href.startsWith(portalUrl(`/loans/${loan.id}/pay?order=`)))
    await visible(page.getByText('Loan closed'))
    const closed = (await api(platform, admin, `/api/loans/${loan.id}`)).body
    expect(closed.status).toBe('Closed')
    expect(closed.releaseDueBy).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const due = formatIsoDate(closed.releaseDueBy)
    expect(await text(page.getByRole('region', { name: 'Payment received' }))).toContain(
      `The shop returns your gold within 7 working days of closing: by ${due}.`,
    )
    await shoot(page)('close-return')
    await page.getByRole('link', { name: 'Back to the loan' }).first().tap()
    await visible(page.getByText('Closed · gold to be returned'))
    expect(await text(page.locator('main'))).toContain(`by ${due}`)
    await shoot(page)('loan-closed')
    expect(appErrors(fresh.errors)).toEqual([])
    await fresh.context.close()
  })
})
