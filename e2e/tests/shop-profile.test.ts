import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { computeValuation, formatPaise, paiseToRupees, parseOrnament, rupeesToPaise } from '@gold/core'
import { DEMO_LOGINS } from '@gold/api/seed'
import { launchBrowser, screenshot } from '../support/browser.ts'
import { PHONE, shooter, text } from '../support/loan-steps.ts'
import { DESKTOP, api, apiToken, appErrors, openTab, signInStaff, visible } from '../support/pages.ts'
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

const shoot = shooter('shop-profile')

/** A 240×96 PNG logo drawn by the page itself (a real image, so the preview and the PDFs show something). */
async function drawLogo(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 240
    canvas.height = 96
    const g = canvas.getContext('2d')!
    g.fillStyle = '#8a5a00'
    g.fillRect(0, 0, 240, 96)
    g.fillStyle = '#fff5d6'
    g.font = 'bold 40px sans-serif'
    g.fillText('LGF', 70, 62)
    return canvas.toDataURL('image/png')
  })
  return Buffer.from(dataUrl.split(',')[1]!, 'base64')
}

describe('shop profile and gold rate journey', () => {
  it('the admin fills the profile with a logo; a rate entered by hand prices the next valuation', async () => {
    const { page, errors } = await openTab(browser)
    await signInStaff(page, platform, DEMO_LOGINS.admin)

    // Shop profile, from the navigation.
    await page.getByRole('link', { name: 'Shop', exact: true }).click()
    await page.waitForURL(/\/settings\/shop$/)
    const form = page.getByRole('form', { name: 'Shop profile' })
    await visible(form)
    // A mistyped GSTIN is refused inline, with what is wrong.
    await form.getByLabel('GSTIN').fill('27AAPFU0939F1ZW')
    await form.getByLabel('GSTIN').blur()
    await visible(form.getByText('GSTIN check character does not match; look for a mistyped character.'))
    await form.getByLabel('GSTIN').fill('27AAPFU0939F1ZV')
    await form.getByLabel('Legal name').fill('Lakshmi Gold Finance Pvt Ltd')
    await form.getByLabel('Address').fill('12 Anna Salai, Mount Road\nChennai 600002, Tamil Nadu')
    await form.getByLabel('Phone').fill('044 2434 5678')
    await form.getByLabel('Email').fill('accounts@lakshmigold.in')
    await form.getByLabel('Licence or registration number').fill('TN/MLA/2024/118')
    await form
      .getByLabel('Logo')
      .setInputFiles({ name: 'lakshmi-logo.png', mimeType: 'image/png', buffer: await drawLogo(page) })
    await visible(form.getByText('Uploaded: lakshmi-logo.png'))
    await visible(form.getByRole('img', { name: 'Logo preview' }))
    await form.getByRole('button', { name: 'Save profile' }).click()
    await visible(form.getByText('Profile saved. New documents print it.'))
    await shoot(page, 'profile', { phoneToo: true })

    // What was saved is what every screen and document reads.
    const token = await apiToken(platform, DEMO_LOGINS.admin)
    await page.reload()
    await expect.poll(() => page.getByLabel('Legal name').inputValue()).toBe('Lakshmi Gold Finance Pvt Ltd')
    await visible(page.getByRole('img', { name: 'Logo preview' }))
    const logoLoaded = await page
      .getByRole('img', { name: 'Logo preview' })
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 240)
    expect(logoLoaded).toBe(true)

    // Gold rate: today's platform rate, with its source; the admin enters the shop's own.
    await page.getByRole('link', { name: 'Gold rate', exact: true }).click()
    await page.waitForURL(/\/gold-rate$/)
    await visible(page.getByText(/^From demo feed/))
    const { body: before } = await api<{ rate22k: number; source: string }>(platform, token, '/api/gold-rates/current')
    expect(before.source).toBe('demo')
    // The clerk types rupees a gram (and the REST API answers them); the screens show and price paise.
    // 4% above: inside the demo shop's 5% gold-rate approval rule, so it is saved at once.
    const entered = Math.round(before.rate22k * 1.04 * 100) / 100
    const enteredPaise = rupeesToPaise(entered)
    const rateForm = page.getByRole('form', { name: 'Enter today’s rate' })
    await rateForm.getByLabel('22K rate a gram (₹)').fill(String(entered))
    await rateForm.getByRole('button', { name: 'Review rate' }).click()
    const confirm = page.getByRole('group', { name: 'Confirm today’s rate' })
    await visible(confirm.getByText(formatPaise(enteredPaise)))
    await shoot(page, 'rate-confirm')
    await confirm.getByRole('button', { name: 'Confirm rate' }).click()
    await visible(page.getByText('Today’s rate saved. New valuations use it.'))
    await visible(page.getByText(/^Entered by hand by .+ at \d\d:\d\d$/))
    await visible(page.locator('.report-chart-area svg'))
    await shoot(page, 'gold-rate')
    // At phone width the chart follows the card once it has measured it: nothing runs off the screen.
    await page.setViewportSize(PHONE)
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await screenshot(page, 'shop-profile-gold-rate-390')
    await page.setViewportSize(DESKTOP)

    // The next valuation is priced at the entered rate, and says where the rate comes from.
    await page.getByRole('link', { name: 'Valuations', exact: true }).click()
    await page.getByRole('link', { name: 'New valuation', exact: true }).first().click()
    await page.waitForURL(/\/valuations\/new/)
    await visible(page.getByText(new RegExp(`Gold rate: 22K ${formatPaise(enteredPaise).replace(/[.₹]/g, '\\$&')}`)))
    await visible(page.getByText(/^Entered by hand by .+ at \d\d:\d\d$/))
    await page.getByLabel(/^Choose borrower/).selectOption({ label: 'Asha Verma · 9876543210' })
    const ornament = page.getByRole('group', { name: 'Ornament 1' })
    await ornament.getByLabel('Description').fill('Bangles')
    await ornament.getByLabel('Purity').selectOption('22K')
    await ornament.getByLabel('Gross weight (g)').fill('20')
    await page.getByLabel('Interest rate (% a year)').fill('12')
    await page.getByLabel('EMI installments (months)').fill('6')
    await shoot(page, 'valuation-form')
    await page.getByRole('button', { name: 'Save valuation' }).click()
    await page.waitForURL(/\/valuations\/(?!new)[^/?]+$/)
    const valuationId = new URL(page.url()).pathname.split('/').at(-1)!

    const expected = computeValuation({
      type: 'loan',
      ornaments: [parseOrnament({ type: 'Bangles', purity: '22K', grossWeight: 20 })],
      rate22kPaise: enteredPaise,
      interestRate: 12,
      emiInstallments: 6,
    })
    const { body: valuation } = await api<{ goldRate: number; totalValue: number }>(
      platform,
      token,
      `/api/valuations/${valuationId}`,
    )
    expect(valuation).toMatchObject({ goldRate: entered, totalValue: paiseToRupees(expected.totalValuePaise) })
    await expect.poll(() => text(page.locator('main'))).toContain(formatPaise(expected.totalValuePaise))
    expect(appErrors(errors)).toEqual([])
  })
})
