import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { addDays, formatPaise } from '@gold/core'
import { DEMO_LOGINS } from '@gold/api/seed'
import {
  CASH_REFUSAL,
  addBorrower,
  confirmDisbursement,
  loanJourney,
  openDisburseForm,
  pdfBehind,
  setPrincipal,
  shooter,
  text,
  today,
  valueOrnament,
} from '../support/loan-steps.ts'
import { api, appErrors, completeEmailOtp, openTab, signInStaff, visible } from '../support/pages.ts'

/**
 * Issue 15's journey, at the counter and then in the borrower's portal: a borrower, two loan
 * valuations, one loan paid out by UPI (after cash over ₹20,000 is refused inline) and one in cash,
 * a partial payment and its split, the closure quote paid to the paisa, the gold released and its
 * receipt, and the borrower reading it all. The steps share one staff tab, so they run in order.
 */

const journey = loanJourney()
const { loanDetail } = journey
const shoot = shooter('loans-journey')

let borrower = { name: '', email: '', phone: '', id: '' }
const first = { valuationId: '', loanId: '', loanNumber: '' }
const second = { valuationId: '', loanId: '', loanNumber: '' }

/** Record payment on the loan page up to the confirmation step; returns the confirmation group. */
async function reviewPayment(page: Page, amount: string, mode: 'Cash' | 'UPI', reference?: string) {
  await page.getByRole('button', { name: 'Record payment', exact: true }).click()
  const form = page.getByRole('form', { name: 'Record a loan payment' })
  await visible(form)
  await form.getByLabel('Amount received (₹)').fill(amount)
  await form.getByLabel('Payment mode').selectOption(mode)
  if (reference) await form.getByLabel('Transaction reference').fill(reference)
  await form.getByRole('button', { name: 'Review payment' }).click()
  const confirm = page.getByRole('group', { name: 'Confirm the payment' })
  await visible(confirm)
  return confirm
}

/** The confirmation's "How this payment is applied" table: what goes to each part. */
async function appliedSplit(confirm: Locator) {
  const rows = confirm.getByRole('table', { name: 'How this payment is applied' }).locator('tbody tr')
  expect(await rows.count()).toBe(3)
  const applied = async (i: number) => text(rows.nth(i).locator('td').nth(2))
  expect((await rows.locator('td.cell-primary').allInnerTexts()).map((t) => t.trim())).toEqual([
    'Penal charges',
    'Interest',
    'Principal',
  ])
  return { penalCharges: await applied(0), interest: await applied(1), principal: await applied(2) }
}

describe('loan journey: disburse, collect, close, release, and the borrower sees it', () => {
  it('staff add a borrower and value two lots of ornaments as loan valuations', async () => {
    const { page } = journey.staff
    await signInStaff(page, journey.platform, DEMO_LOGINS.employee)
    borrower = await addBorrower(page, 'Meena')

    first.valuationId = await valueOrnament(page, journey.platform, borrower.id, 'Necklace', '40')
    await visible(page.getByRole('table', { name: 'EMI schedule' }))
    await shoot(page, '1-valuation')
    second.valuationId = await valueOrnament(page, journey.platform, borrower.id, 'Ear studs', '3')
    expect(appErrors(journey.staff.errors)).toEqual([])
  })

  it('disburses the first loan by UPI after cash over ₹20,000 is refused inline, the LTV headroom shown before submit', async () => {
    const { page } = journey.staff
    const { form, headroom } = await openDisburseForm(page, journey.platform, first.valuationId)
    // Cash at ₹1,00,000: refused at the mode field before anything is sent.
    await setPrincipal(form, '1,00,000')
    await form.getByLabel('Paid out by').selectOption('Cash')
    await expect.poll(() => text(form.getByRole('alert'))).toBe(CASH_REFUSAL)
    await form.getByRole('button', { name: 'Review disbursement' }).click()
    expect(await page.getByRole('group', { name: 'Confirm the disbursement' }).count()).toBe(0)
    expect(await text(headroom)).toMatch(/This principal\s?\d+(\.\d+)?% of the gold value/)
    await shoot(page, '2-disburse-cash-refused', { phoneToo: true })

    // Paid out by UPI, dated 45 days back (a loan taken before today's visit): by now its first
    // installment is a fortnight overdue, so the payment below has penal charges, interest and principal to split.
    await form.getByLabel('Paid out by').selectOption('UPI')
    await form.getByLabel('Transaction reference').fill('UPI-882104477123')
    await form.getByLabel('Penal rate (% a year)').fill('24')
    await form.getByLabel('Grace days').fill('3')
    await form.getByLabel('Disbursed on').fill(addDays(today(), -45))
    await expect.poll(() => form.getByRole('alert').count()).toBe(0)
    const allowed = await text(
      headroom.locator('.stat', { hasText: 'Largest principal allowed' }).locator('.stat-value'),
    )
    expect(allowed).toMatch(/^₹[\d,]+\.00$/)
    await shoot(page, '2-disburse-upi')
    await form.getByRole('button', { name: 'Review disbursement' }).click()
    const confirm = page.getByRole('group', { name: 'Confirm the disbursement' })
    await visible(confirm)
    expect(await text(confirm)).toContain('₹1,00,000.00 by UPI · UPI-882104477123')
    await shoot(page, '2-disburse-confirm', { phoneToo: true })
    Object.assign(first, await confirmDisbursement(page))

    const loan = await loanDetail(first.loanId)
    expect(loan).toMatchObject({
      loanNumber: first.loanNumber,
      valuationId: first.valuationId,
      customerId: borrower.id,
      principal: 10000000,
      scheme: 'EMI',
      disbursementMode: 'UPI',
      disbursementReference: 'UPI-882104477123',
      disbursedOn: addDays(today(), -45),
      status: 'Active',
    })
    expect(loan.daysPastDue).toBeGreaterThan(0)
    const summary = page.getByRole('group', { name: 'Outstanding today' })
    await expect.poll(() => text(summary)).toContain(formatPaise(loan.outstanding.total))
    await visible(page.getByText(`${loan.daysPastDue} days past due`))
    await shoot(page, '2-loan-page', { phoneToo: true })
    expect(appErrors(journey.staff.errors)).toEqual([])
  })

  it('disburses a second, small loan in cash', async () => {
    const { page } = journey.staff
    const { form } = await openDisburseForm(page, journey.platform, second.valuationId)
    await setPrincipal(form, '8,000')
    await form.getByLabel('Paid out by').selectOption('Cash')
    await expect.poll(() => form.getByRole('alert').count()).toBe(0)
    expect(await form.getByLabel('Transaction reference').count()).toBe(0)
    await form.getByRole('button', { name: 'Review disbursement' }).click()
    const confirm = page.getByRole('group', { name: 'Confirm the disbursement' })
    await visible(confirm)
    expect(await text(confirm)).toContain('₹8,000.00 in cash')
    Object.assign(second, await confirmDisbursement(page))
    expect(second.loanNumber).not.toBe(first.loanNumber)
    expect(await loanDetail(second.loanId)).toMatchObject({
      principal: 800000,
      disbursementMode: 'Cash',
      disbursementReference: null,
      status: 'Active',
    })

    // Both loans are in the Loans list, found by the borrower's phone.
    await page.getByRole('navigation').getByRole('link', { name: 'Loans', exact: true }).click()
    await page.waitForURL(/\/loans$/)
    await page.getByLabel('Search loans').fill(borrower.phone)
    const rows = page.locator('table tbody tr')
    await expect.poll(() => rows.count()).toBe(2)
    await visible(page.getByRole('link', { name: first.loanNumber }))
    await visible(page.getByRole('link', { name: second.loanNumber }))
    await shoot(page, '3-loans-list', { phoneToo: true })
    expect(appErrors(journey.staff.errors)).toEqual([])
  })

  it('records a partial payment: the confirmation shows the split, then the payment and its receipt and the ledger show it', async () => {
    const { page } = journey.staff
    await page.goto(`${journey.platform.mainUrl}/loans/${first.loanId}`)
    await visible(page.getByRole('heading', { name: new RegExp(`^Loan ${first.loanNumber}`) }))
    const confirm = await reviewPayment(page, '10,000', 'Cash')
    const split = await appliedSplit(confirm)
    // A fortnight overdue: some of the money goes to each part.
    for (const part of Object.values(split)) {
      expect(part).toMatch(/^₹[\d,]+\.\d\d$/)
      expect(part).not.toBe('₹0.00')
    }
    await shoot(page, '4-payment-confirm', { phoneToo: true, modal: true })
    await confirm.getByRole('button', { name: 'Confirm payment' }).click()
    await confirm.waitFor({ state: 'detached' })

    const loan = await loanDetail(first.loanId)
    expect(loan.payments).toHaveLength(1)
    const payment = loan.payments[0]
    expect(payment).toMatchObject({ amount: 1000000, mode: 'Cash', paidOn: today() })
    expect(payment.receiptNumber).toMatch(/^PR\/\d{4}-\d{2}\/\d{6}$/)
    // What the clerk confirmed is what was recorded, to the paisa.
    expect(split).toEqual({
      penalCharges: formatPaise(payment.penalCharges),
      interest: formatPaise(payment.interest),
      principal: formatPaise(payment.principal),
    })
    expect(payment.penalCharges + payment.interest + payment.principal).toBe(1000000)

    const recorded = page.getByRole('status').filter({ hasText: 'recorded' })
    await visible(recorded)
    expect(await text(recorded)).toContain(`Payment of ₹10,000.00 recorded · receipt ${payment.receiptNumber}`)
    const payments = page.getByRole('table', { name: 'Payments' }).locator('tbody tr')
    await expect.poll(() => payments.count()).toBe(1)
    expect(await text(payments.first())).toContain(payment.receiptNumber)
    const receipt = await pdfBehind(page, payments.first().getByRole('link', { name: /^Receipt/ }))
    expect(receipt).toContain(payment.receiptNumber)
    expect(receipt).toContain(first.loanNumber)

    const ledger = page.getByRole('table', { name: 'Ledger' }).locator('tbody tr')
    await expect.poll(() => ledger.count()).toBe(4)
    const entries = await ledger.locator('td.cell-primary').allInnerTexts()
    expect(entries.map((t) => t.trim())).toEqual(['Disbursement', 'Interest posted', 'Penal charge posted', 'Payment'])
    const paymentRow = await text(ledger.nth(3))
    for (const [label, paise] of [
      ['penal', payment.penalCharges],
      ['interest', payment.interest],
      ['principal', payment.principal],
    ] as const)
      expect(paymentRow).toContain(`${label} ${formatPaise(paise)}`)
    await shoot(page, '4-payment-recorded', { phoneToo: true })
    expect(appErrors(journey.staff.errors)).toEqual([])
  })

  it('takes the closure quote for today, pays exactly that, and the loan is Closed with its release deadline', async () => {
    const { page } = journey.staff
    const card = page.locator('dl[aria-label="Closure quote"]')
    await visible(card)
    const total = await text(card.locator('.summary-total dd'))
    const { body: dueToday } = await api(
      journey.platform,
      journey.token,
      `/api/loans/${first.loanId}/closure-quote?asOf=${today()}`,
    )
    expect(total).toBe(formatPaise(dueToday.total))
    expect(await text(card.locator('.summary-total dt'))).toContain('To close on')
    await shoot(page, '5-closure-quote')

    const confirm = await reviewPayment(page, total.replace('₹', ''), 'UPI', 'UPI-CLOSE-5521')
    await visible(confirm.getByText('This payment closes the loan'))
    await shoot(page, '5-closing-payment-confirm', { modal: true })
    await confirm.getByRole('button', { name: 'Confirm payment' }).click()
    await confirm.waitFor({ state: 'detached' })

    const heading = page.getByRole('heading', { name: new RegExp(`^Loan ${first.loanNumber}`) })
    await expect.poll(() => text(heading)).toContain('Closed')
    const loan = await loanDetail(first.loanId)
    expect(loan).toMatchObject({
      status: 'Closed',
      closedOn: today(),
      outstanding: { principal: 0, interest: 0, penalCharges: 0, total: 0 },
    })
    expect(loan.payments.map((p: { amount: number }) => p.amount)).toContain(dueToday.total)
    expect(loan.releaseDueBy > today()).toBe(true)
    const closing = page.getByRole('status').filter({ hasText: 'recorded' })
    expect(await text(closing)).toContain(`Payment of ${total} recorded`)
    expect(await text(closing)).toMatch(/This payment closed the loan\. Hand the gold back by \d{1,2} \w{3} \d{4}\./)
    const release = page.getByRole('region', { name: 'Release of the gold' })
    await visible(release.getByText(/^\d+ days? left to release$/))
    expect(await text(release)).toContain('7 working days after closure')
    expect(await page.getByRole('button', { name: 'Record payment', exact: true }).count()).toBe(0)
    await shoot(page, '5-loan-closed', { phoneToo: true })
    expect(appErrors(journey.staff.errors)).toEqual([])
  })

  it('releases the gold (handed to the borrower, no packet recorded) and opens the release receipt', async () => {
    const { page } = journey.staff
    await page.getByRole('button', { name: 'Release the gold' }).click()
    const form = page.getByRole('form', { name: 'Release the gold' })
    await visible(form)
    expect(await form.getByLabel('Handed to').inputValue()).toBe(borrower.name)
    // No packet or seal was recorded on this valuation: there is no seal to vouch for.
    await visible(form.getByText('No pledge packet or seal was recorded for this gold.'))
    await form.getByRole('button', { name: 'Review release' }).click()
    const confirm = page.getByRole('group', { name: 'Confirm the release' })
    await visible(confirm)
    expect(await text(confirm)).toContain(`Handed to ${borrower.name}`)
    expect(await text(confirm)).toContain('Packet seal No packet recorded')
    await shoot(page, '6-release-confirm', { modal: true })
    await confirm.getByRole('button', { name: 'Confirm release' }).click()
    await confirm.waitFor({ state: 'detached' })

    const heading = page.getByRole('heading', { name: new RegExp(`^Loan ${first.loanNumber}`) })
    await expect.poll(() => text(heading)).toContain('Released')
    expect(await loanDetail(first.loanId)).toMatchObject({
      status: 'Released',
      releasedOn: today(),
      releasedTo: borrower.name,
      sealIntact: false,
      releaseDelayDays: 0,
    })
    // The payment's message gives way to the release's, which links the receipt to print.
    const released = page.getByRole('status').filter({ hasText: 'Gold released to' })
    await visible(released)
    expect(await text(released)).toContain(`Gold released to ${borrower.name}`)
    expect(await page.getByRole('status').filter({ hasText: 'recorded' }).count()).toBe(0)
    const receipt = await pdfBehind(page, released.getByRole('link', { name: /^release receipt/ }))
    expect(receipt).toMatch(/RR\/\d{4}-\d{2}\/\d{6}/)
    expect(receipt).toContain(first.loanNumber)
    expect(receipt).toContain(borrower.name)
    await shoot(page, '6-released', { phoneToo: true })
    expect(appErrors(journey.staff.errors)).toEqual([])
  })

  it('the borrower signs in to the portal and sees both loans, the schedule, every payment with its receipt and the documents', async () => {
    const portal = await openTab(journey.browser, `${journey.platform.tenantUrl(DEMO_LOGINS.tenantSlug)}/`)
    const { page } = portal
    await visible(page.getByRole('heading', { name: 'Sign in to your loans' }))
    await completeEmailOtp(page, journey.platform, borrower.email, 'Sign in')
    await visible(page.getByRole('heading', { name: 'My loans' }))
    const loans = page.getByRole('region', { name: 'Loan accounts' })
    await visible(loans.getByRole('link', { name: `Loan ${first.loanNumber}` }))
    await visible(loans.getByRole('link', { name: `Loan ${second.loanNumber}` }))
    // The valuations below the loans say what they are: the gold valued and the loan it could carry.
    const valuationCards = page.getByRole('article').filter({ hasText: 'Loan valuation' })
    await expect.poll(() => valuationCards.count()).toBe(2)
    expect(await text(valuationCards.first())).toContain('Estimated loan')
    await shoot(page, '7-portal-home', { phoneToo: true })

    // The released loan: nothing to close, closed and the gold returned, every payment's receipt.
    await loans.getByRole('link', { name: `Loan ${first.loanNumber}` }).click()
    await page.waitForURL(new RegExp(`/loans/${first.loanId}$`))
    await visible(page.getByText('Loan closed and gold returned'))
    expect(await page.getByText('To close the loan today').count()).toBe(0)
    const staffView = await loanDetail(first.loanId)
    const schedule = page.getByRole('table', { name: 'Repayment schedule' }).locator('tbody tr')
    await expect.poll(() => schedule.count()).toBe(staffView.schedule.length)
    // Closed early: each due was paid, or settled by the closing payment (less interest than scheduled).
    const ended = schedule.filter({ hasText: /^.*(Paid|Settled at closure)$/ })
    expect(await ended.count()).toBe(staffView.schedule.length)
    const payments = page.getByRole('table', { name: 'Payments' }).locator('tbody tr')
    await expect.poll(() => payments.count()).toBe(2)
    for (const p of staffView.payments as Array<{ receiptNumber: string; amount: number }>) {
      const row = payments.filter({ hasText: p.receiptNumber })
      expect(await text(row)).toContain(formatPaise(p.amount))
      const receipt = await pdfBehind(page, row.getByRole('link', { name: new RegExp(p.receiptNumber) }))
      expect(receipt).toContain(p.receiptNumber)
    }
    const certificate = await pdfBehind(page, page.getByRole('link', { name: /^Valuation certificate/ }))
    expect(certificate.length).toBeGreaterThan(0)
    expect(await pdfBehind(page, page.getByRole('link', { name: /^Release receipt/ }))).toMatch(/RR\//)
    await shoot(page, '7-portal-loan-released', { phoneToo: true })

    // The cash loan still open: the amount to close today is the staff figure, to the paisa.
    await page.getByRole('link', { name: 'My loans' }).first().click()
    await loans.getByRole('link', { name: `Loan ${second.loanNumber}` }).click()
    await page.waitForURL(new RegExp(`/loans/${second.loanId}$`))
    const open = await loanDetail(second.loanId)
    const toClose = page.getByRole('region', { name: 'To close the loan today' })
    await visible(toClose)
    expect(await text(toClose.locator('.loan-close-amount'))).toBe(formatPaise(open.outstanding.total))
    await expect
      .poll(() => page.getByRole('table', { name: 'Repayment schedule' }).locator('tbody tr').count())
      .toBe(12)
    await visible(page.getByText('No payments yet'))
    await shoot(page, '7-portal-loan-open', { phoneToo: true })
    expect(appErrors(portal.errors)).toEqual([])
    await portal.context.close()
  })
})
