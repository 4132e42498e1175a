import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rupeeInputMessages } from '@gold/core'
import { DEMO_LOGINS } from '@gold/api/seed'
import { collectPageErrors, launchBrowser, screenshot } from '../support/browser.ts'
import { appErrors, openTab, signInStaff, visible } from '../support/pages.ts'
import { startPlatform, type Platform } from '../support/platform.ts'

let platform: Platform
let browser: Browser
beforeAll(async () => {
  platform = await startPlatform()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await platform?.close()
})

const PHONE = { width: 390, height: 844 }
const text = async (l: Locator) => (await l.innerText()).replace(/\s+/g, ' ').trim()

/** A loan of Asha's (demo tenant) with two ₹25,000 installments, due in 20 and 50 days. */
async function loanWithTwoInstallments() {
  const tenant = await platform.ctx.db.prisma.tenant.findUniqueOrThrow({ where: { slug: DEMO_LOGINS.tenantSlug } })
  const db = platform.ctx.db.forTenant(tenant.id)
  const asha = await db.customer.findFirstOrThrow({ where: { email: DEMO_LOGINS.customerEmail } })
  const valuation = await db.valuation.create({
    data: {
      tenantId: tenant.id,
      customerId: asha.id,
      type: 'loan',
      goldRatePaise: 600_000,
      totalGrossWeightMg: 20_000,
      totalNetWeightMg: 18_320,
      totalValuePaise: 6_666_667,
      estimatedLoanPaise: 5_000_000,
    },
  })
  const day = 86_400_000
  for (const offset of [20, 50]) {
    await db.emiRecord.create({
      data: {
        tenantId: tenant.id,
        customerId: asha.id,
        valuationId: valuation.id,
        amountPaise: 2_500_000,
        dueDate: new Date(Date.now() + offset * day),
        status: 'Upcoming',
      },
    })
  }
  return { db, valuation }
}

async function openPayment(page: Page, row: Locator) {
  await row.getByRole('button', { name: /^Record payment/ }).click()
  const form = page.getByRole('form', { name: 'Record an EMI payment' })
  await visible(form)
  return form
}

async function typeAmount(form: Locator, amount: string) {
  const field = form.getByLabel('Amount received (₹)')
  await field.fill('')
  await field.pressSequentially(amount, { delay: 20 })
  await form.getByRole('button', { name: 'Record payment', exact: true }).click()
}

describe('staff records an EMI payment', () => {
  it('refuses abc and -500 inline, then records ₹20,000 against a ₹25,000 installment after a confirmation, leaving it partly paid', async () => {
    const { db, valuation } = await loanWithTwoInstallments()
    const { page, errors } = await openTab(browser)
    await signInStaff(page, platform, DEMO_LOGINS.employee, `/valuations/${valuation.id}`)
    const schedule = page.getByRole('table', { name: 'EMI schedule' })
    const rows = schedule.locator('tbody tr')
    await expect.poll(() => rows.count()).toBe(2)

    const form = await openPayment(page, rows.first())
    expect(await form.getByLabel('Amount received (₹)').inputValue()).toBe('25,000')
    for (const [typed, problem] of [
      ['abc', 'notANumber'],
      ['-500', 'negative'],
    ] as const) {
      await typeAmount(form, typed)
      await expect.poll(() => text(form.getByRole('alert'))).toBe(rupeeInputMessages[problem])
      expect(await page.getByRole('group', { name: 'Confirm the payment' }).count()).toBe(0)
    }
    const untouched = await db.emiRecord.findMany({ where: { valuationId: valuation.id }, orderBy: { dueDate: 'asc' } })
    expect(untouched.map((e) => [e.status, Number(e.paidAmountPaise)])).toEqual([
      ['Upcoming', 0],
      ['Upcoming', 0],
    ])
    expect(await db.emiReceipt.count({ where: { valuationId: valuation.id } })).toBe(0)
    await screenshot(page, 'staff-emi-payment-refused-1440')

    // 20,000 on the ₹25,000 installment: the confirmation says it stays partly paid, ₹5,000 due.
    await typeAmount(form, '20,000')
    const confirm = page.getByRole('group', { name: 'Confirm the payment' })
    await visible(confirm)
    const settles = confirm.getByRole('table', { name: 'What this payment settles' }).locator('tbody tr')
    expect(await settles.count()).toBe(1)
    expect(await text(settles.first())).toContain('₹20,000.00')
    expect(await text(settles.first())).toContain('Partly paid ₹5,000.00 still due')
    expect(await db.emiReceipt.count({ where: { valuationId: valuation.id } })).toBe(0)
    await screenshot(page, 'staff-emi-payment-confirm-1440')

    await confirm.getByRole('button', { name: 'Confirm payment' }).click()
    await confirm.waitFor({ state: 'detached' })
    const recorded = page.getByRole('status').filter({ hasText: 'recorded' })
    await visible(recorded)
    expect(await text(recorded)).toContain('Payment of ₹20,000.00 recorded (cash)')
    expect(await text(recorded)).toMatch(/Partly paid: installment due \d{1,2} \w{3} \d{4}, ₹5,000\.00 still due\./)
    await expect.poll(() => text(rows.first())).toContain('Partly paid')
    expect(await text(rows.first())).toContain('₹5,000.00 due')
    await visible(page.getByText(/^0 of 2 paid · 1 partly paid · outstanding ₹30,000\.00$/))

    const stored = await db.emiRecord.findMany({ where: { valuationId: valuation.id }, orderBy: { dueDate: 'asc' } })
    expect(stored.map((e) => [e.status, Number(e.amountPaise), Number(e.paidAmountPaise)])).toEqual([
      ['Upcoming', 2_500_000, 2_000_000],
      ['Upcoming', 2_500_000, 0],
    ])
    const receipts = await db.emiReceipt.findMany({ where: { valuationId: valuation.id } })
    expect(receipts).toHaveLength(1)
    expect(receipts[0]).toMatchObject({ emiId: stored[0]!.id, paymentMode: 'Cash' })
    expect([Number(receipts[0]!.amountPaise), Number(receipts[0]!.receivedAmountPaise)]).toEqual([2_000_000, 2_000_000])
    expect(receipts[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/)
    await screenshot(page, 'staff-emi-payment-recorded-1440')
    expect(appErrors(errors)).toEqual([])
    await page.context().close()

    // At phone width: the remaining ₹5,000 plus ₹2,500 of the next installment.
    const phone = await browser.newContext({ viewport: PHONE })
    const small = await phone.newPage()
    const phoneErrors = collectPageErrors(small)
    await signInStaff(small, platform, DEMO_LOGINS.employee, `/valuations/${valuation.id}`)
    const phoneRows = small.getByRole('table', { name: 'EMI schedule' }).locator('tbody tr')
    await expect.poll(() => text(phoneRows.first())).toContain('Partly paid')
    await screenshot(small, 'staff-emi-payment-partly-paid-390')
    const phoneForm = await openPayment(small, phoneRows.first())
    expect(await phoneForm.getByLabel('Amount received (₹)').inputValue()).toBe('5,000')
    await typeAmount(phoneForm, '7,500')
    const phoneConfirm = small.getByRole('group', { name: 'Confirm the payment' })
    await visible(phoneConfirm)
    await screenshot(small, 'staff-emi-payment-confirm-390')
    await phoneConfirm.getByRole('button', { name: 'Confirm payment' }).click()
    await phoneConfirm.waitFor({ state: 'detached' })
    await expect.poll(() => text(phoneRows.first())).toContain('Receipt issued')
    expect(await text(phoneRows.nth(1))).toContain('₹22,500.00 due')
    const after = await db.emiRecord.findMany({ where: { valuationId: valuation.id }, orderBy: { dueDate: 'asc' } })
    expect(after.map((e) => [e.status, Number(e.paidAmountPaise)])).toEqual([
      ['Paid', 2_500_000],
      ['Upcoming', 250_000],
    ])
    await screenshot(small, 'staff-emi-payment-recorded-390')
    expect(appErrors(phoneErrors)).toEqual([])
    await phone.close()
  })
})
