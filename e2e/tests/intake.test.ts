import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_LOGINS } from '@gold/api/seed'
import { launchBrowser, screenshot } from '../support/browser.ts'
import {
  api,
  apiToken,
  appErrors,
  completeEmailOtp,
  freshPhone,
  openTab,
  signInStaff,
  uniqueWord,
  visible,
  type Tab,
} from '../support/pages.ts'
import { startPlatform, type Platform } from '../support/platform.ts'

let platform: Platform
let browser: Browser
let staff: Tab
beforeAll(async () => {
  platform = await startPlatform()
  browser = await launchBrowser()
  staff = await openTab(browser)
  await signInStaff(staff.page, platform, DEMO_LOGINS.admin)
})
afterAll(async () => {
  await browser?.close()
  await platform?.close()
})

/** Borrowers > Share intake link: the link shown in the panel (and the dialog, left open). */
async function openIntakePanel(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Borrowers', exact: true }).click()
  await page.getByRole('button', { name: 'Share intake link' }).click()
  const dialog = page.getByRole('dialog', { name: 'Share the intake link' })
  const field = dialog.getByLabel('Intake link')
  await visible(field)
  await expect.poll(() => field.inputValue()).toMatch(/\/intake\/demo\?token=/)
  return { dialog, url: await field.inputValue() }
}

describe('borrower intake journey', () => {
  it('a customer opens the shared link, verifies their email by OTP, fills the form and is confirmed; staff then find them', async () => {
    const { dialog, url } = await openIntakePanel(staff.page)
    expect(url.startsWith(`${platform.mainUrl}/intake/demo?token=`)).toBe(true)
    const token = await apiToken(platform, DEMO_LOGINS.admin)
    expect((await api(platform, token, '/api/intake-link')).body.url).toBe(url)
    await dialog.getByRole('button', { name: 'Done' }).click()

    const customer = await openTab(browser, url)
    const page = customer.page
    await visible(page.getByRole('heading', { name: 'Verify your email' }))
    await visible(page.getByText('Demo Gold Loans').first())
    const word = uniqueWord()
    const email = `${word.toLowerCase()}@example.com`
    await completeEmailOtp(page, platform, email, 'Verify email')

    await visible(page.getByRole('heading', { name: 'Your details' }))
    expect(await page.getByLabel('Email address').inputValue()).toBe(email)
    const name = `Meera ${word}`
    const phone = freshPhone()
    await page.getByLabel('Full name').fill(name)
    await page.getByLabel('Mobile number').fill(phone)
    await page.getByLabel('Address', { exact: true }).fill('12 Temple Street, Mylapore, Chennai')
    await page.getByLabel('PAN', { exact: true }).fill('ABCDE1234F')
    await page.getByRole('button', { name: 'Send my details' }).click()
    await visible(page.getByRole('heading', { name: 'Thank you, your details have been sent' }))
    await visible(page.getByText(`${name}, Demo Gold Loans has received your details.`))
    await screenshot(page, 'intake-submitted-1440')

    const found = await api<Array<{ name: string; phone: string; email: string; pan: string; address: string }>>(
      platform,
      token,
      `/api/customers?search=${encodeURIComponent(phone)}`,
    )
    expect(found.status).toBe(200)
    expect(found.body).toEqual([
      expect.objectContaining({
        name,
        phone,
        email,
        pan: 'ABCDE1234F',
        address: '12 Temple Street, Mylapore, Chennai',
      }),
    ])
    expect(appErrors(customer.errors)).toEqual([])
    expect(appErrors(staff.errors)).toEqual([])
    await customer.context.close()
  })

  it('a revoked link shows the clear "no longer active" page; the new link works', async () => {
    const { dialog, url: oldUrl } = await openIntakePanel(staff.page)
    await dialog.getByRole('button', { name: 'Revoke and create a new link' }).click()
    await dialog.getByRole('button', { name: 'Revoke link' }).click()
    await visible(dialog.getByText('The old link no longer works. This is the new link.'))
    const field = dialog.getByLabel('Intake link')
    await expect.poll(() => field.inputValue()).not.toBe(oldUrl)
    const newUrl = await field.inputValue()
    expect(newUrl).toMatch(/\/intake\/demo\?token=/)

    const fresh = await openTab(browser, newUrl)
    await visible(fresh.page.getByRole('heading', { name: 'Verify your email' }))

    const customer = await openTab(browser, oldUrl)
    const page = customer.page
    await visible(page.getByRole('heading', { name: 'This link is no longer active' }))
    await visible(page.getByText('The branch has withdrawn this link. Ask your branch for the current one.'))
    await visible(page.getByText('Branch: Demo Gold Loans'))
    expect(await page.getByLabel('Email address').count()).toBe(0)

    await screenshot(page, 'intake-revoked-1440')
    expect(appErrors(customer.errors)).toEqual([])
    expect(appErrors(fresh.errors)).toEqual([])
    expect(appErrors(staff.errors)).toEqual([])
    await customer.context.close()
    await fresh.context.close()
  })
})
