import { DEMO_LOGINS } from '@gold/api/seed'
import { expect, it, describe } from 'vitest'
import { screenshot } from '../support/browser.ts'
import { addBorrower, loanJourney, openDisburseForm, setPrincipal, text, valueOrnament } from '../support/loan-steps.ts'
import { api, appErrors, DESKTOP, mailsTo, openTab, signInStaff, visible, type Tab } from '../support/pages.ts'

/**
 * Issue 26's four-eyes journey: the cashier (the demo employee) disburses ₹1,50,000, above the
 * demo shop's ₹1,00,000 rule, and is told it was sent for approval, not done; nothing is lent yet.
 * Someone else (the manager, who holds approvals.decide) approves it from the inbox on
 * a phone, after a confirmation that names the money; the loan then exists and the cashier has a mail.
 */
const journey = loanJourney()
const PHONE_375 = { width: 375, height: 812 }
const asked = { requestId: '', borrowerId: '', valuationId: '' }
let checker: Tab

const shoot = async (page: Tab['page'], name: string) => {
  await screenshot(page, `approvals-journey-${name}-${page.viewportSize()?.width ?? DESKTOP.width}`)
}

describe('approvals journey: a large disbursement waits, another person approves it on a phone', () => {
  it('the cashier disburses ₹1,50,000 and sees "Sent for approval", never "done"', async () => {
    const { page } = journey.staff
    await signInStaff(page, journey.platform, DEMO_LOGINS.employee)
    const borrower = await addBorrower(page, 'Meena')
    asked.borrowerId = borrower.id
    asked.valuationId = await valueOrnament(page, journey.platform, borrower.id, 'Necklace', '40')
    const { form } = await openDisburseForm(page, journey.platform, asked.valuationId)
    await setPrincipal(form, '1,50,000')
    await form.getByLabel('Paid out by').selectOption('BankTransfer')
    await form.getByLabel('Transaction reference').fill('NEFT-APPROVE-1')
    await expect.poll(() => form.getByRole('alert').count()).toBe(0)
    await form.getByRole('button', { name: 'Review disbursement' }).click()
    const confirm = page.getByRole('group', { name: 'Confirm the disbursement' })
    await confirm.getByRole('button', { name: 'Confirm disbursement' }).click()

    await page.waitForURL(/\/approvals\/[^/]+$/)
    asked.requestId = new URL(page.url()).pathname.split('/').at(-1)!
    const sent = page.getByRole('status').filter({ hasText: 'Sent for approval' })
    await visible(sent)
    expect(await text(sent)).toMatch(/Disburse ₹1,50,000 \(\w+ loan, BankTransfer\)/)
    expect(await text(page.locator('main'))).not.toMatch(/disbursed|Loan opened/i)
    await shoot(page, '1-sent-for-approval')
    await page.setViewportSize(PHONE_375)
    await shoot(page, '1-sent-for-approval')
    await page.setViewportSize(DESKTOP)

    const loans = await api(journey.platform, journey.token, `/api/loans?customerId=${borrower.id}`)
    expect(loans.body.loans).toEqual([])
    expect(appErrors(journey.staff.errors)).toEqual([])
  })

  it('another person sees the count on the dashboard and approves from the inbox at phone width', async () => {
    checker = await openTab(journey.browser)
    const { page } = checker
    await page.setViewportSize(PHONE_375)
    await signInStaff(page, journey.platform, DEMO_LOGINS.manager)
    const card = page.locator('.card', { hasText: 'Waiting for approval' })
    await visible(card)
    await shoot(page, '2-dashboard-count')
    await card.getByRole('link', { name: 'Open the inbox' }).click()
    await page.waitForURL(/\/approvals$/)
    const request = page.getByRole('article').filter({ hasText: 'Disburse ₹1,50,000' })
    await visible(request)
    expect(await text(request)).toContain('Karan Staff')
    await visible(request.getByText('Principal on other open loans'))
    // Nothing is wider than the phone: the card's table and buttons fit at 375px.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await shoot(page, '3-inbox')

    await request.getByRole('button', { name: 'Approve' }).click()
    await visible(request.getByText('Approve and post?'))
    expect(await text(request)).toContain('This posts ₹1,50,000.00 now, as Karan Staff asked')
    await shoot(page, '4-confirm')
    await request.getByRole('button', { name: 'Yes, approve and post' }).click()
    await visible(request.getByText('Approved and posted').last())
    await shoot(page, '5-approved')
    await page.setViewportSize(DESKTOP)
    await shoot(page, '5-approved')
    expect(appErrors(checker.errors)).toEqual([])
  })

  it('the loan now exists as the cashier asked, and the cashier was told', async () => {
    const loans = await api(journey.platform, journey.token, `/api/loans?customerId=${asked.borrowerId}`)
    expect(loans.body.loans).toEqual([
      expect.objectContaining({ valuationId: asked.valuationId, principal: 15_000_000, status: 'Active' }),
    ])
    const mails = await mailsTo(journey.platform, DEMO_LOGINS.employee.email)
    expect(mails.map((m) => m.subject)).toContainEqual(
      expect.stringMatching(/^Approved: Disburse ₹1,50,000 \(\w+ loan, BankTransfer\)$/),
    )

    const { page } = journey.staff
    await page.goto(`${journey.platform.mainUrl}/approvals/${asked.requestId}`)
    await visible(page.getByText('Approved and posted').first())
    expect(await page.getByRole('status').filter({ hasText: 'Sent for approval' }).count()).toBe(0)
    await checker.context.close()
  })
})
