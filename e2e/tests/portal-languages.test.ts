import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_LOGINS } from '@gold/api/seed'
import { screenshot } from '../support/browser.ts'
import { launchBrowserWithIndicFonts } from '../support/indic-fonts.ts'
import { custodyRuleOff } from '../support/loan-steps.ts'
import { api, apiToken, appErrors, freshPhone, mailsTo, visible, waitForOtp, type Tab } from '../support/pages.ts'
import { openPhoneTab, waitForSmsOtp, smsTo } from '../support/phone.ts'
import { startPlatform, type Platform } from '../support/platform.ts'

/**
 * Issue 28: the borrower portal and the intake form read in Hindi and Tamil on a 360 px phone. The
 * demo borrower switches the sign-in page to Tamil, signs in by SMS, reads her loan in Tamil, then
 * switches to Hindi in the header (saved as her language); a new borrower fills the intake form in
 * Hindi and Tamil. Every screen is kept in test-output/screenshots/languages-*-360.png.
 */

const ASHA_PHONE = DEMO_LOGINS.customerPhone
let platform: Platform
let browser: Browser
let admin: string
let loan: { id: string; loanNumber: string }
const tabs: Tab[] = []

const shoot = (page: Page, name: string) => screenshot(page, `languages-${name}-360`)
/** Nothing wider than the phone: a long Tamil word must wrap, not push the page sideways. */
const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

async function phone(url: string) {
  const tab = await openPhoneTab(browser, url)
  tabs.push(tab)
  return tab.page
}

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
      disbursementReference: 'NEFT-E2E-0028',
      purpose: 'consumption',
    },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body as { id: string; loanNumber: string }
}

const ashasLanguage = async () => {
  const tenant = await platform.ctx.db.prisma.tenant.findUniqueOrThrow({ where: { slug: DEMO_LOGINS.tenantSlug } })
  const asha = await platform.ctx.db.forTenant(tenant.id).customer.findFirstOrThrow({ where: { phone: ASHA_PHONE } })
  return asha.preferredLanguage
}

beforeAll(async () => {
  platform = await startPlatform()
  browser = await launchBrowserWithIndicFonts()
  admin = await apiToken(platform, DEMO_LOGINS.admin)
  await custodyRuleOff(platform)
  loan = await ashasLoan()
})
afterAll(async () => {
  await browser?.close()
  await platform?.close()
})

describe('the borrower portal in Hindi and Tamil, on a phone', () => {
  it('the sign-in page switches language, signs in by SMS in Tamil and shows the loan in Tamil', async () => {
    const page = await phone(`${platform.tenantUrl(DEMO_LOGINS.tenantSlug)}/`)
    await visible(page.getByRole('heading', { name: 'Sign in to your loans' }))
    await page.getByRole('button', { name: 'हिन्दी' }).tap()
    await visible(page.getByRole('heading', { name: 'अपने लोन देखने के लिए साइन इन करें' }))
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi')
    await shoot(page, 'portal-sign-in-hi')
    await page.getByRole('button', { name: 'தமிழ்' }).tap()
    await visible(page.getByRole('heading', { name: 'உங்கள் கடன்களைப் பார்க்க உள்நுழையவும்' }))
    await shoot(page, 'portal-sign-in-ta')
    expect(await fitsThePhone(page)).toBeLessThanOrEqual(360)

    await page.getByRole('button', { name: 'என் கைபேசிக்கு SMS' }).tap()
    await page.getByLabel('கைபேசி எண்').fill(ASHA_PHONE)
    const seen = (await smsTo(platform, ASHA_PHONE)).length
    await page.getByRole('button', { name: 'குறியீட்டை அனுப்பு' }).tap()
    const code = await waitForSmsOtp(platform, ASHA_PHONE, seen)
    await page.getByLabel('6 இலக்கக் குறியீடு').fill(code)
    await shoot(page, 'portal-sign-in-code-ta')
    await page.getByRole('button', { name: 'உள்நுழைக' }).tap()

    await visible(page.getByRole('heading', { name: 'என் கடன்கள்' }))
    await shoot(page, 'portal-home-ta')
    expect(await fitsThePhone(page)).toBeLessThanOrEqual(360)
    // Chosen on the sign-in page, kept as her language: her next SMS comes in Tamil too.
    await expect.poll(ashasLanguage).toBe('ta')

    await page.getByRole('link', { name: `கடன் ${loan.loanNumber}` }).tap()
    await visible(page.getByRole('heading', { name: 'இன்று கடனை முடிக்க' }))
    await visible(page.getByRole('heading', { name: 'கடன் விவரங்கள்' }))
    await shoot(page, 'portal-loan-ta')
    expect(await fitsThePhone(page)).toBeLessThanOrEqual(360)
    await page.getByRole('heading', { name: 'தவணை அட்டவணை' }).scrollIntoViewIfNeeded()
    await shoot(page, 'portal-loan-schedule-ta')
  })

  it("the header's switcher turns the loan to Hindi and saves it as her language", async () => {
    const page = tabs[0]!.page
    await page.getByRole('combobox', { name: 'மொழி' }).selectOption('hi')
    await visible(page.getByRole('heading', { name: 'आज लोन बंद करने के लिए' }))
    await page.evaluate(() => window.scrollTo(0, 0))
    await shoot(page, 'portal-loan-hi')
    await expect.poll(ashasLanguage).toBe('hi')
    // The monthly installment as the schedule shows it: rupee sign and Indian grouping.
    expect(await page.getByRole('table', { name: 'भुगतान की सूची' }).innerText()).toMatch(/₹2,\d{3}\.\d{2}/)
    await page.getByRole('heading', { name: 'किस्तों की सूची' }).scrollIntoViewIfNeeded()
    await shoot(page, 'portal-loan-schedule-hi')
    expect(appErrors(tabs[0]!.errors)).toEqual([])
  })
})

describe('the intake form in Hindi and Tamil, on a phone', () => {
  it('a new borrower reads the form in Hindi, switches to Tamil, and is kept in Tamil', async () => {
    const link = (await api(platform, admin, '/api/intake-link')).body as { url: string }
    const page = await phone(link.url)
    await visible(page.getByRole('heading', { name: 'Verify your email' }))
    await page.getByRole('button', { name: 'हिन्दी' }).tap()
    await visible(page.getByRole('heading', { name: 'अपने ईमेल की पुष्टि करें' }))
    await shoot(page, 'intake-verify-hi')
    expect(await fitsThePhone(page)).toBeLessThanOrEqual(360)

    const email = `meena-${Date.now()}@example.com`
    const mobile = freshPhone()
    const seen = (await mailsTo(platform, email)).length
    await page.getByLabel('ईमेल पता').fill(email)
    await page.getByRole('button', { name: 'कोड भेजें' }).tap()
    const code = await waitForOtp(platform, email, seen)
    await page.getByLabel('6 अंकों का कोड').fill(code)
    await page.getByRole('button', { name: 'ईमेल की पुष्टि करें' }).tap()
    await visible(page.getByRole('heading', { name: 'आपकी जानकारी' }))
    await page.getByRole('button', { name: 'मेरी जानकारी भेजें' }).tap()
    await visible(page.getByText('नाम लिखना ज़रूरी है।'))
    await shoot(page, 'intake-details-hi')

    await page.getByRole('button', { name: 'தமிழ்' }).tap()
    await visible(page.getByRole('heading', { name: 'உங்கள் விவரங்கள்' }))
    await page.getByLabel('முழுப் பெயர்').fill('மீனா சுந்தரம்')
    await page.getByLabel('கைபேசி எண்').fill(mobile)
    await page.getByLabel('நியமனதாரர் பெயர்').fill('சுந்தரம் கிருஷ்ணன்')
    await page.getByLabel('நியமனதாரருடன் உறவு').fill('கணவர்')
    await page.evaluate(() => window.scrollTo(0, 0))
    await shoot(page, 'intake-details-ta')
    expect(await fitsThePhone(page)).toBeLessThanOrEqual(360)
    await page.getByRole('button', { name: 'என் விவரங்களை அனுப்பு' }).tap()
    await visible(page.getByRole('heading', { name: 'நன்றி, உங்கள் விவரங்கள் அனுப்பப்பட்டன' }))
    await shoot(page, 'intake-done-ta')

    const tenant = await platform.ctx.db.prisma.tenant.findUniqueOrThrow({ where: { slug: DEMO_LOGINS.tenantSlug } })
    const meena = await platform.ctx.db.forTenant(tenant.id).customer.findFirstOrThrow({ where: { phone: mobile } })
    expect([meena.name, meena.nomineeName, meena.preferredLanguage]).toEqual(['மீனா சுந்தரம்', 'சுந்தரம் கிருஷ்ணன்', 'ta'])
    expect(appErrors(tabs[1]!.errors)).toEqual([])
  })
})
