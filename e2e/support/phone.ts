import type { Browser, Page } from 'playwright-core'
import { collectPageErrors } from './browser.ts'
import { visible, type Tab } from './pages.ts'
import type { Platform } from './platform.ts'

/** A cheap Android phone: 360 px wide, touch, the mobile viewport meta honoured. */
export const SMALL_PHONE = { width: 360, height: 740 }

/** A fresh browser context on a small phone, with one page whose errors are collected. */
export async function openPhoneTab(browser: Browser, url?: string): Promise<Tab> {
  const context = await browser.newContext({ viewport: SMALL_PHONE, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  const errors = collectPageErrors(page)
  if (url) await page.goto(url)
  return { context, page, errors }
}

/** SMS texts to a 10-digit mobile number so far (the provider's `to` is 91 and the number). */
export async function smsTo(platform: Platform, phone: string) {
  return (await platform.smsOutbox()).filter((m) => m.to === `91${phone}`)
}

/** The 6-digit code of the first SMS to `phone` after the first `seen` texts, waiting for it. */
export async function waitForSmsOtp(platform: Platform, phone: string, seen: number, timeout = 10_000) {
  const until = Date.now() + timeout
  for (;;) {
    const fresh = (await smsTo(platform, phone)).slice(seen)
    const code = fresh.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean)
    if (code) return code
    if (Date.now() > until) throw new Error(`no sign-in SMS to ${phone}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/**
 * The portal's sign-in by SMS: choose "SMS to my phone", type the number, send, read the code from
 * the message outbox and sign in. `shoot` is called on the two screens the borrower sees.
 */
export async function signInByPhone(
  page: Page,
  platform: Platform,
  phone: string,
  shoot: (name: string) => Promise<void> = async () => {},
) {
  await page.getByRole('button', { name: 'SMS to my phone' }).tap()
  await page.getByLabel('Mobile number').fill(phone)
  await shoot('sign-in-phone')
  const seen = (await smsTo(platform, phone)).length
  await page.getByRole('button', { name: 'Send code' }).tap()
  const code = await waitForSmsOtp(platform, phone, seen)
  await visible(page.getByText(/a 6-digit code is on its way by SMS/))
  await page.getByLabel('6-digit code').fill(code)
  await shoot('sign-in-code')
  await page.getByRole('button', { name: 'Sign in' }).tap()
}
