import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  computeValuation,
  formatPaise,
  mgToGrams,
  paiseToRupees,
  parseOrnament,
  priceOrnament,
  rate24kPaiseFrom22k,
  rupeesToPaise,
} from '@gold/core'
import { DEMO_LOGINS } from '@gold/api/seed'
import { launchBrowser, screenshot } from '../support/browser.ts'
import {
  TINY_PNG,
  api,
  apiToken,
  appErrors,
  freshPhone,
  openTab,
  signInStaff,
  uniqueWord,
  visible,
} from '../support/pages.ts'
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

/** The staff app's gram format (packages/ui formatGrams) of integer milligrams. */
const grams = (mg: number) => `${mgToGrams(mg).toLocaleString('en-IN', { maximumFractionDigits: 2 })} g`
const text = async (l: Locator) => ((await l.textContent()) ?? '').replace(/\s+/g, ' ').trim()

describe('staff valuation journey', () => {
  it('adds a borrower with a KYC document, values two ornaments as a loan with EMIs, records an online EMI payment', async () => {
    const { page, errors } = await openTab(browser)
    await signInStaff(page, platform, DEMO_LOGINS.employee)
    const token = await apiToken(platform, DEMO_LOGINS.employee)
    // GET /api/gold-rates/current answers rupees a gram (platform-spec); the screens price in paise.
    const { body: rate } = await api<{ rate22k: number }>(platform, token, '/api/gold-rates/current')
    const rate22kPaise = rupeesToPaise(rate.rate22k)
    const rate24kPaise = rate24kPaiseFrom22k(rate22kPaise)

    // Borrowers > New borrower, with an Aadhaar document uploaded through the file field.
    await page.getByRole('link', { name: 'Borrowers', exact: true }).click()
    await page.getByRole('link', { name: 'New borrower', exact: true }).click()
    const name = `Lakshmi ${uniqueWord()}`
    const phone = freshPhone()
    await page.getByLabel('Full name').fill(name)
    await page.getByLabel('Mobile number').fill(phone)
    await page.getByLabel('Aadhaar number').fill('234567890123')
    await page
      .getByLabel('Aadhaar document (Aadhaar or PAN required)')
      .setInputFiles({ name: 'aadhaar.png', mimeType: 'image/png', buffer: TINY_PNG })
    await visible(page.getByText('Uploaded: aadhaar.png'))
    await page.getByRole('button', { name: 'Save borrower' }).click()
    await page.waitForURL(/\/borrowers\/(?!new)[^/]+$/)
    const customerId = new URL(page.url()).pathname.split('/').at(-1)!
    await visible(page.getByRole('heading', { name }))

    // New valuation from the borrower's page: the borrower is preselected.
    await page.getByRole('link', { name: 'New valuation', exact: true }).first().click()
    await page.waitForURL(/\/valuations\/new\?customer=/)
    await expect.poll(() => page.getByLabel('Choose borrower').inputValue()).toBe(customerId)
    await visible(page.getByText(/Gold rate: 22K/))

    // Ornament 1, typed key by key: the fine weight and value follow every keystroke.
    const first = page.getByRole('group', { name: 'Ornament 1' })
    const calc = (o: Locator) => ({
      fine: o.locator('.ornament-calc > span').nth(0),
      value: o.locator('.ornament-calc > span').nth(1),
    })
    const expectLine = async (o: Locator, raw: Record<string, unknown>) => {
      const priced = priceOrnament(parseOrnament(raw), rate24kPaise)
      await expect.poll(() => text(calc(o).fine)).toBe(`Fine gold: ${grams(priced.netWeightMg)}`)
      await expect.poll(() => text(calc(o).value)).toBe(`Value: ${formatPaise(priced.estimatedValuePaise)}`)
      return priced
    }
    await first.getByLabel('Description').fill('Necklace')
    await first.getByLabel('Purity').selectOption('22K')
    await first.getByLabel('Gross weight (g)').pressSequentially('25', { delay: 30 })
    await expectLine(first, { purity: '22K', grossWeight: '25' })
    await first.getByLabel('Gross weight (g)').pressSequentially('.5', { delay: 30 })
    await expectLine(first, { purity: '22K', grossWeight: '25.5' })
    await first.getByLabel('Deduction (g)').pressSequentially('1.5', { delay: 30 })
    const necklace = await expectLine(first, { purity: '22K', grossWeight: '25.5', deduction: '1.5' })
    expect(necklace.netWeightMg).toBe(21_980)

    await page.getByRole('button', { name: 'Add ornament' }).click()
    const second = page.getByRole('group', { name: 'Ornament 2' })
    await second.getByLabel('Description').fill('Bangles')
    await second.getByLabel('Purity').selectOption('18K')
    await second.getByLabel('Gross weight (g)').pressSequentially('12', { delay: 30 })
    await second.getByLabel('Quantity').fill('2')
    const bangles = await expectLine(second, { purity: '18K', grossWeight: '12', quantity: '2' })
    expect(bangles.netWeightMg).toBe(18_000)

    // Loan terms: 12% a year over 6 installments; the totals are the server's computation.
    await page.getByLabel('Interest rate (% a year)').fill('12')
    await page.getByLabel('EMI installments (months)').fill('6')
    const expected = computeValuation({
      type: 'loan',
      rate22kPaise,
      valuationFee: '',
      ltvPercentage: '75',
      interestRate: '12',
      requestedLoanAmount: '',
      emiInstallments: '6',
      ornaments: [
        parseOrnament({ purity: '22K', grossWeight: '25.5', deduction: '1.5' }),
        parseOrnament({ purity: '18K', grossWeight: '12', quantity: '2' }),
      ],
    })
    const totals = page.getByRole('region', { name: 'Totals' })
    const stat = (label: string) =>
      text(totals.locator('.stat', { has: page.getByText(label, { exact: true }) }).locator('.stat-value'))
    await expect.poll(() => stat('Fine gold')).toBe(grams(expected.totalNetWeightMg))
    await expect.poll(() => stat('Total value')).toBe(formatPaise(expected.totalValuePaise))
    await expect.poll(() => stat('Estimated loan')).toBe(formatPaise(expected.estimatedLoanPaise))
    await visible(page.getByText(/^6 installments, total repayable/))

    await page.getByRole('button', { name: 'Save valuation' }).click()
    await page.waitForURL(/\/valuations\/(?!new)[^/?]+$/)
    const valuationId = new URL(page.url()).pathname.split('/').at(-1)!
    await visible(page.getByRole('heading', { name: /Loan valuation/ }))
    const summary = page.getByRole('region', { name: 'Summary' })
    await visible(summary.getByText(formatPaise(expected.totalValuePaise)))
    await visible(summary.getByText(formatPaise(expected.estimatedLoanPaise)))

    // The certificate link serves the PDF with the session cookie.
    const certificate = page.getByRole('link', { name: /View certificate/ })
    const href = await certificate.getAttribute('href')
    expect(href).toBe(`/api/valuations/${valuationId}/certificate`)
    const pdf = await page.context().request.get(`${platform.mainUrl}${href}`)
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf'])
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')

    // Record the first EMI as paid online.
    const schedule = page.getByRole('table', { name: 'EMI schedule' })
    await expect.poll(() => schedule.locator('tbody tr').count()).toBe(6)
    const firstRow = schedule.locator('tbody tr').first()
    await firstRow.getByRole('button', { name: /^Record payment/ }).click()
    const form = page.getByRole('form', { name: 'Record an EMI payment' })
    await visible(form)
    await form.getByLabel('Payment mode').selectOption('Online')
    await form.getByLabel('Payment reference').fill('UPI-4471-2209')
    await form.getByRole('button', { name: 'Record payment', exact: true }).click()
    // A payment is confirmed before it is sent (issue 13): the prefilled amount pays the installment.
    const confirm = page.getByRole('group', { name: 'Confirm the payment' })
    await visible(confirm.getByText('Paid', { exact: true }))
    await confirm.getByRole('button', { name: 'Confirm payment' }).click()
    await confirm.waitFor({ state: 'detached' })
    await visible(firstRow.getByText('Paid', { exact: true }))
    await visible(firstRow.getByText('Receipt issued'))
    await visible(page.getByText(/^1 of 6 paid/))

    // The API agrees: exactly one valuation for the borrower, its first EMI Paid.
    const list = await api<{ valuations: Array<{ id: string }> }>(
      platform,
      token,
      `/api/valuations?customerId=${customerId}`,
    )
    expect(list.body.valuations.map((v) => v.id)).toEqual([valuationId])
    const detail = await api(platform, token, `/api/valuations/${valuationId}`)
    expect(detail.status).toBe(200)
    expect(detail.body).toMatchObject({
      customer: { id: customerId, name },
      totalNetWeight: mgToGrams(expected.totalNetWeightMg),
      totalValue: paiseToRupees(expected.totalValuePaise),
      estimatedLoan: paiseToRupees(expected.estimatedLoanPaise),
    })
    expect(detail.body.ornaments).toHaveLength(2)
    expect(detail.body.emiRecords.map((e: { status: string }) => e.status)).toEqual([
      'Paid',
      'Upcoming',
      'Upcoming',
      'Upcoming',
      'Upcoming',
      'Upcoming',
    ])
    const stored = await platform.ctx.db.prisma.emiRecord.findFirst({ where: { id: detail.body.emiRecords[0].id } })
    expect(stored).toMatchObject({ status: 'Paid', paymentMode: 'Online', paymentReference: 'UPI-4471-2209' })

    await screenshot(page, 'staff-valuation-1440')
    expect(appErrors(errors)).toEqual([])
    await page.context().close()
  })

  it('the dashboard lists EMIs due soon and overdue (statuses synced on read), linking to the borrower and valuation', async () => {
    // Stored as Upcoming: only the status sync behind the card can make them Overdue / Due Soon.
    const tenant = await platform.ctx.db.prisma.tenant.findUniqueOrThrow({ where: { slug: DEMO_LOGINS.tenantSlug } })
    const db = platform.ctx.db.forTenant(tenant.id)
    const asha = await db.customer.findFirstOrThrow({ where: { email: DEMO_LOGINS.customerEmail } })
    const valuation = await db.valuation.create({
      data: {
        tenantId: tenant.id,
        customerId: asha.id,
        type: 'loan',
        goldRatePaise: 600_000,
        totalGrossWeightMg: 10_000,
        totalNetWeightMg: 9_160,
        totalValuePaise: 5_994_002,
        estimatedLoanPaise: 4_495_502,
      },
    })
    const day = 86_400_000
    for (const [amountPaise, offset] of [
      [432_150, -2],
      [123_425, 3],
      [99_900, 40],
    ] as const) {
      await db.emiRecord.create({
        data: {
          tenantId: tenant.id,
          customerId: asha.id,
          valuationId: valuation.id,
          amountPaise,
          dueDate: new Date(Date.now() + offset * day),
          status: 'Upcoming',
        },
      })
    }

    const { page, errors } = await openTab(browser)
    await signInStaff(page, platform, DEMO_LOGINS.employee)
    const card = page.getByRole('region', { name: 'EMIs due soon and overdue' })
    const rows = card.getByRole('table', { name: 'EMIs due soon and overdue' }).locator('tbody tr')
    await expect.poll(() => rows.count()).toBe(2)
    const cells = async (i: number) => (await rows.nth(i).locator('td').allInnerTexts()).map((t) => t.trim())
    expect((await cells(0)).filter((_, i) => i !== 1 && i !== 4)).toEqual([
      'Asha Verma',
      formatPaise(432_150),
      'Overdue',
    ])
    expect((await cells(1)).filter((_, i) => i !== 1 && i !== 4)).toEqual([
      'Asha Verma',
      formatPaise(123_425),
      'Due Soon',
    ])
    await visible(card.getByText('1 overdue · 1 due soon'))
    await rows.nth(0).getByRole('link', { name: /^Open/ }).click()
    await page.waitForURL(new RegExp(`/valuations/${valuation.id}$`))
    await visible(page.getByRole('table', { name: 'EMI schedule' }).getByText('Overdue', { exact: true }))
    await page.goBack()
    await visible(card)
    await screenshot(page, 'staff-dashboard-emis-due-1440')
    expect(appErrors(errors)).toEqual([])
    await page.context().close()
  })
})
