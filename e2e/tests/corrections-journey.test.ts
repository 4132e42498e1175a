import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_LOGINS } from '@gold/api/seed'
import { SCREENSHOT_DIR, screenshot } from '../support/browser.ts'
import { loanJourney, pdfBytesBehind, text, today } from '../support/loan-steps.ts'
import { pdfRenderer } from '../support/pdf-render.ts'
import { pdfText } from '../../apps/api/test/support/pdf-text.ts'
import { DESKTOP, api, appErrors, openTab, signInStaff, visible, type Tab } from '../support/pages.ts'

/**
 * Issue 26's correction journey: the cashier (the demo employee) records a UPI payment on the
 * wrong one of Ravi's two loans. The manager (who holds loans.reverse) reverses it from the
 * payment's row on a phone, giving a reason; the payment shows "Reversed" with its cancellation
 * note, the loan owes what it owed before, and the cashier records the money on the right loan.
 */
const journey = loanJourney()
const { loanDetail } = journey
const PHONE_375 = { width: 375, height: 812 }
const REFERENCE = 'UPI-RAVI-7731'
const wrong = { id: '', loanNumber: '', outstandingBefore: 0, receiptNumber: '' }
const right = { id: '', loanNumber: '', outstandingBefore: 0 }
let manager: Tab

/** Full page, or as the screen shows it for a modal (a full-page shot draws its backdrop over the first screen only). */
const shoot = async (page: Page, name: string, { modal = false } = {}) => {
  const file = `corrections-journey-${name}-${page.viewportSize()?.width ?? DESKTOP.width}`
  if (modal) return page.screenshot({ path: path.join(SCREENSHOT_DIR, `${file}.png`) })
  await screenshot(page, file)
}

/** A loan of ₹30,000 on a 20 g 22K chain of Ravi's, opened at the counter's API. */
async function openLoan(customerId: string, utr: string) {
  const { platform, token } = journey
  const valuation = await api(platform, token, '/api/valuations', {
    method: 'POST',
    body: { customerId, type: 'loan', ornaments: [{ type: 'Chain', purity: '22K', grossWeight: 20 }] },
  })
  expect(valuation.status, JSON.stringify(valuation.body)).toBe(201)
  const loan = await api(platform, token, '/api/loans', {
    method: 'POST',
    body: {
      valuationId: valuation.body.id,
      principal: 3_000_000,
      scheme: 'EMI',
      annualRate: 12,
      tenureMonths: 12,
      penalRate: 2,
      graceDays: 7,
      disbursementMode: 'UPI',
      // The demo shop applies RBI's 2025 gold-lending rules (issue 28): a loan says what it is for.
      purpose: 'consumption',
      disbursementReference: utr,
    },
  })
  expect(loan.status, JSON.stringify(loan.body)).toBe(201)
  const detail = await loanDetail(loan.body.id)
  return {
    id: detail.id as string,
    loanNumber: detail.loanNumber as string,
    outstandingBefore: detail.outstanding.total,
  }
}

async function openLoanPage(page: Page, loan: { id: string; loanNumber: string }) {
  await page.goto(`${journey.platform.mainUrl}/loans/${loan.id}`)
  await visible(page.getByRole('heading', { name: new RegExp(`^Loan ${loan.loanNumber}`) }))
}

/** Record ₹5,000 by UPI from the loan page, through its confirmation. */
async function recordPayment(page: Page) {
  await page.getByRole('button', { name: 'Record payment', exact: true }).click()
  const form = page.getByRole('form', { name: 'Record a loan payment' })
  await visible(form)
  await form.getByLabel('Amount received (₹)').fill('5,000')
  await form.getByLabel('Payment mode').selectOption('UPI')
  await form.getByLabel('Transaction reference').fill(REFERENCE)
  await form.getByRole('button', { name: 'Review payment' }).click()
  const confirm = page.getByRole('group', { name: 'Confirm the payment' })
  await visible(confirm)
  await confirm.getByRole('button', { name: 'Confirm payment' }).click()
  await confirm.waitFor({ state: 'detached' })
  await visible(page.getByRole('status').filter({ hasText: 'Payment of ₹5,000.00 recorded' }))
}

const paymentRows = (page: Page) => page.getByRole('table', { name: 'Payments' }).locator('tbody tr')

describe('corrections journey: a payment entered on the wrong loan is reversed and re-entered on the right one', () => {
  it('the cashier records ₹5,000 on the wrong one of two loans', async () => {
    const customers = await api(journey.platform, journey.token, '/api/customers')
    const ravi = customers.body.find((c: { name: string }) => c.name === 'Ravi Kumar')
    Object.assign(wrong, await openLoan(ravi.id, 'UTR-CORRECT-A'))
    Object.assign(right, await openLoan(ravi.id, 'UTR-CORRECT-B'))

    const { page } = journey.staff
    await signInStaff(page, journey.platform, DEMO_LOGINS.employee, `/loans/${wrong.id}`)
    await openLoanPage(page, wrong)
    await recordPayment(page)
    const loan = await loanDetail(wrong.id)
    expect(loan.payments).toEqual([expect.objectContaining({ amount: 500_000, mode: 'UPI', paidOn: today() })])
    expect(loan.outstanding.total).toBe(wrong.outstandingBefore - 500_000)
    wrong.receiptNumber = loan.payments[0].receiptNumber
    await expect.poll(() => paymentRows(page).count()).toBe(1)
    await shoot(page, '1-wrong-loan-paid')
    expect(appErrors(journey.staff.errors)).toEqual([])
  })

  it('the manager reverses it on a phone with a reason; the row shows "Reversed" and the cancellation note', async () => {
    manager = await openTab(journey.browser)
    const { page } = manager
    await page.setViewportSize(PHONE_375)
    await signInStaff(page, journey.platform, DEMO_LOGINS.manager, `/loans/${wrong.id}`)
    await openLoanPage(page, wrong)
    const row = paymentRows(page).filter({ hasText: wrong.receiptNumber })
    await visible(row)
    await shoot(page, '2-before-reversal')
    await row.getByRole('button', { name: 'Reverse payment' }).click()

    const modal = page.getByRole('form', { name: 'Reverse payment' })
    await visible(modal)
    expect(await text(modal)).toContain(`Receipt ${wrong.receiptNumber}`)
    expect(await text(modal)).toContain('Hand back ₹5,000.00 (paid by UPI)')
    // No reason, nothing sent: the reason is asked for first. Cancelled, and opened afresh.
    await modal.getByRole('button', { name: 'Reverse payment' }).click()
    await visible(modal.getByText('Give a reason for the correction'))
    expect((await loanDetail(wrong.id)).payments).toHaveLength(1)
    await modal.getByRole('button', { name: 'Cancel' }).click()
    await modal.waitFor({ state: 'detached' })
    await row.getByRole('button', { name: 'Reverse payment' }).click()
    await visible(modal)
    await modal.getByLabel('Reason').fill(`Entered on the wrong loan; meant for ${right.loanNumber}`)
    await shoot(page, '3-reverse-confirm', { modal: true })
    await modal.getByRole('button', { name: 'Reverse payment' }).click()
    await modal.waitFor({ state: 'detached' })

    await visible(page.getByText(`Payment reversed: receipt ${wrong.receiptNumber} cancelled`))
    await visible(row.getByText('Reversed', { exact: true }))
    const note = await pdfBytesBehind(page, row.getByRole('link', { name: /^Cancellation note/ }))
    expect((await pdfText(note)).join(' ')).toContain(wrong.receiptNumber)
    const receipt = await pdfBytesBehind(page, row.getByRole('link', { name: /^Receipt/ }))
    expect((await pdfText(receipt)).join(' ')).toContain('CANCELLED')
    // Rendered to PNG in test-output/documents, to be looked at as the borrower would.
    const renderer = await pdfRenderer(journey.browser)
    await renderer.render(note, 'corrections-cancellation-note')
    await renderer.render(receipt, 'corrections-cancelled-receipt')
    await renderer.close()
    expect(await row.getByRole('button', { name: 'Reverse payment' }).count()).toBe(0)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await shoot(page, '4-reversed')
    await page.setViewportSize(DESKTOP)
    await shoot(page, '4-reversed')
    expect(appErrors(manager.errors)).toEqual([])
    await manager.context.close()
  })

  it('the wrong loan owes what it did before; the cashier records the money on the right loan', async () => {
    const wrongNow = await loanDetail(wrong.id)
    expect(wrongNow.outstanding.total).toBe(wrong.outstandingBefore)
    // The REST contract lists the payments that stand: the reversed one is gone.
    expect(wrongNow.payments).toEqual([])

    const { page } = journey.staff
    await openLoanPage(page, right)
    await recordPayment(page)
    await expect.poll(() => paymentRows(page).count()).toBe(1)
    await shoot(page, '5-right-loan-paid')

    const rightNow = await loanDetail(right.id)
    expect(rightNow.payments).toEqual([
      expect.objectContaining({ amount: 500_000, mode: 'UPI', reference: REFERENCE, paidOn: today() }),
    ])
    expect(rightNow.outstanding.total).toBe(right.outstandingBefore - 500_000)
    expect((await loanDetail(wrong.id)).outstanding.total).toBe(wrong.outstandingBefore)
    expect(appErrors(journey.staff.errors)).toEqual([])
  })
})
