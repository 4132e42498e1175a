import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_LOGINS } from '@gold/api/seed'
import { launchBrowser } from '../support/browser.ts'
import {
  custodyRuleOff,
  addBorrower,
  confirmDisbursement,
  openDisburseForm,
  setPrincipal,
  shooter,
  text,
  valueOrnament,
} from '../support/loan-steps.ts'
import { TINY_PNG, appErrors, openTab, signInStaff, visible, type Tab } from '../support/pages.ts'
import { startPlatform, type Platform } from '../support/platform.ts'

/**
 * Issue 25's journey at the counter and in the books: the clerk opens counter 1 with a float
 * counted note by note, pays out a loan in cash and takes a part payment; the owner records an
 * expense with its bill photo from the counter and deposits cash in the bank; the day cannot close
 * while the counter is open; the clerk closes it ₹10 short with a reason; the owner closes the
 * day and reads the day book, trial balance and balance sheet. Screens at desktop and phone width.
 */

let platform: Platform
let browser: Awaited<ReturnType<typeof launchBrowser>>
let clerk: Tab
let owner: Tab
const shoot = shooter('books-journey')
let loanId = ''

beforeAll(async () => {
  platform = await startPlatform()
  await custodyRuleOff(platform)
  browser = await launchBrowser()
  clerk = await openTab(browser)
  owner = await openTab(browser)
})
afterAll(async () => {
  await browser?.close()
  await platform?.close()
})

async function goTo(page: Page, link: string) {
  await page.getByRole('link', { name: link, exact: true }).first().click()
}

async function postVoucher(page: Page, fill: () => Promise<void>) {
  const form = page.getByRole('form', { name: 'Write a voucher' })
  await visible(form)
  await fill()
  await form.getByRole('button', { name: 'Review voucher' }).click()
  const confirm = page.getByRole('group', { name: 'Confirm the voucher' })
  await visible(confirm)
  return confirm
}

describe('books journey: a counter through a day, and the day closed', () => {
  it('the clerk opens counter 1 with ₹20,000 counted by denomination', async () => {
    const { page } = clerk
    await signInStaff(page, platform, DEMO_LOGINS.employee)
    await goTo(page, 'My counter')
    const form = page.getByRole('form', { name: 'Open a counter' })
    await visible(form)
    await form.getByLabel('₹500 notes').fill('36')
    await form.getByLabel('₹100 notes').fill('15')
    await form.getByLabel('₹50 notes').fill('10')
    expect(await text(form.getByText(/^Total counted/))).toBe('Total counted: ₹20,000.00')
    await shoot(page, '1-open-counter', { phoneToo: true })
    await form.getByRole('button', { name: 'Open counter 1 with ₹20,000.00' }).click()
    const counters = page.getByRole('table', { name: 'Counters' })
    await visible(counters.getByText(/^You since/))
    await visible(page.getByRole('form', { name: 'Close Counter 1' }))
  })

  it('pays out a loan of ₹8,000 in cash and takes ₹1,000 in cash on it', async () => {
    const { page } = clerk
    const borrower = await addBorrower(page, 'Kavita')
    const valuationId = await valueOrnament(page, platform, borrower.id, 'Ear studs', '3')
    const { form } = await openDisburseForm(page, platform, valuationId)
    await setPrincipal(form, '8,000')
    await form.getByLabel('Paid out by').selectOption('Cash')
    await form.getByRole('button', { name: 'Review disbursement' }).click()
    loanId = (await confirmDisbursement(page)).loanId
    await page.getByRole('button', { name: 'Record payment', exact: true }).click()
    const pay = page.getByRole('form', { name: 'Record a loan payment' })
    await pay.getByLabel('Amount received (₹)').fill('1,000')
    await pay.getByLabel('Payment mode').selectOption('Cash')
    await pay.getByRole('button', { name: 'Review payment' }).click()
    await page
      .getByRole('group', { name: 'Confirm the payment' })
      .getByRole('button', { name: 'Confirm payment' })
      .click()
    await visible(page.getByRole('status').filter({ hasText: 'Payment of ₹1,000.00 recorded' }))
    expect(loanId).not.toBe('')
  })

  it('the owner records a ₹450 expense from counter 1 with its bill photo', async () => {
    const { page } = owner
    await signInStaff(page, platform, DEMO_LOGINS.admin)
    await goTo(page, 'Books')
    const confirm = await postVoucher(page, async () => {
      const form = page.getByRole('form', { name: 'Write a voucher' })
      await form.getByLabel('Voucher type').selectOption('payment')
      await form.getByLabel('Amount (₹)').fill('450')
      await form.getByLabel('Paid from').selectOption('1101')
      await form.getByLabel('Paid for (expense)').selectOption('5420')
      await form.getByLabel('Bill photo').setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: TINY_PNG })
      await visible(form.getByText('Uploaded: bill.png'))
      await form.getByLabel('Narration').fill('Electricity bill, November')
    })
    expect(await text(confirm)).toContain('Bill photo: bill.png')
    await shoot(page, '2-expense-confirm', { phoneToo: true })
    await confirm.getByRole('button', { name: 'Post voucher' }).click()
    await visible(page.getByText(/^Voucher PV\/\d{4}-\d{2}\/000001 posted$/))
  })

  it('deposits ₹5,000 from counter 1 in the bank (contra)', async () => {
    const { page } = owner
    await page.getByRole('button', { name: 'Write another voucher' }).click()
    const confirm = await postVoucher(page, async () => {
      const form = page.getByRole('form', { name: 'Write a voucher' })
      await form.getByLabel('Voucher type').selectOption('contra')
      await form.getByLabel('Amount (₹)').fill('5,000')
      await form.getByLabel('Money from').selectOption('1101')
      await form.getByLabel('Money to').selectOption('1200')
      await form.getByLabel('Narration').fill('Cash deposited at the bank')
    })
    await confirm.getByRole('button', { name: 'Post voucher' }).click()
    await visible(page.getByText(/^Voucher CV\/\d{4}-\d{2}\/000001 posted$/))
  })

  it('the day cannot close while counter 1 is open: the API says which', async () => {
    const { page } = owner
    await page.getByRole('form', { name: 'Close the day' }).getByRole('button', { name: 'Review closing' }).click()
    const confirm = page.getByRole('group', { name: 'Confirm closing the day' })
    await confirm.getByRole('button', { name: 'Close the day' }).click()
    await visible(confirm.getByText('Close every counter before closing the day: Counter 1 is still open.'))
    await shoot(page, '3-day-close-refused')
    await confirm.getByRole('button', { name: 'Back' }).click()
  })

  it('the clerk closes counter 1 ₹10 short, with a reason, after a confirmation', async () => {
    const { page } = clerk
    await goTo(page, 'My counter')
    const form = page.getByRole('form', { name: 'Close Counter 1' })
    await visible(form)
    // ₹20,000 − ₹8,000 + ₹1,000 − ₹450 − ₹5,000 = ₹7,550 expected; ₹7,540 counted.
    expect(await text(form.locator('.count-compare'))).toContain('Cash the books expect ₹7,550.00')
    await form.getByLabel('₹500 notes').fill('15')
    await form.getByLabel('₹20 notes').fill('2')
    expect(await text(form.getByText(/^Short by/))).toBe('Short by ₹10.00')
    await form.getByLabel('Why is the cash short?').fill('Gave ₹10 extra change to a customer')
    await shoot(page, '4-close-counter-short', { phoneToo: true })
    await form.getByRole('button', { name: 'Review and close' }).click()
    const confirm = page.getByRole('group', { name: 'Confirm closing Counter 1' })
    await visible(confirm)
    await shoot(page, '5-close-counter-confirm', { phoneToo: true })
    await confirm.getByRole('button', { name: 'Close Counter 1' }).click()
    await visible(page.getByText('Counter 1 is closed'))
    expect(await text(page.locator('main'))).toContain('Short by ₹10.00')
    await shoot(page, '6-counter-closed', { phoneToo: true })
    expect(appErrors(clerk.errors)).toEqual([])
  })

  it('the owner closes the day', async () => {
    const { page } = owner
    await page.reload()
    await page.getByRole('form', { name: 'Close the day' }).getByRole('button', { name: 'Review closing' }).click()
    await page
      .getByRole('group', { name: 'Confirm closing the day' })
      .getByRole('button', { name: 'Close the day' })
      .click()
    await visible(page.getByText('Day closed'))
  })

  it('the day book shows the opening cash, every voucher and the closing cash', async () => {
    const { page } = owner
    await goTo(page, 'Day book')
    const book = page.getByRole('region', { name: 'Day book' })
    await visible(book.getByText('Opening cash'))
    await visible(book.getByText(/PV\/\d{4}-\d{2}\/000001/))
    await visible(book.getByText(/CV\/\d{4}-\d{2}\/000001/))
    await visible(book.getByText('Closing cash'))
    await visible(page.getByText('Cash in hand at the end of each day, last 30 days'))
    await shoot(page, '7-day-book', { phoneToo: true })
  })

  it('the trial balance agrees and the balance sheet balances', async () => {
    const { page } = owner
    await goTo(page, 'Trial balance')
    await visible(page.getByText('Debits equal credits.'))
    expect(await text(page.getByRole('table', { name: 'Trial balance' }))).toContain('5300 Cash over/short')
    await shoot(page, '8-trial-balance', { phoneToo: true })
    await goTo(page, 'Balance sheet')
    await visible(page.getByText(/^Balanced: assets equal liabilities and equity/))
    await shoot(page, '9-balance-sheet', { phoneToo: true })
    // The one 400 is the day close refused while the counter was open.
    expect(appErrors(owner.errors, [400])).toEqual([])
  })
})
