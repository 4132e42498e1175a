import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { collectPageErrors } from './browser.ts'
import type { Platform } from './platform.ts'

/** The journeys run on a desktop screen. */
export const DESKTOP = { width: 1440, height: 900 }

export type Tab = { context: BrowserContext; page: Page; errors: string[] }

/** A fresh browser context (its own cookies) with one page whose errors are collected. */
export async function openTab(browser: Browser, url?: string): Promise<Tab> {
  const context = await browser.newContext({ viewport: DESKTOP })
  const page = await context.newPage()
  const errors = collectPageErrors(page)
  if (url) await page.goto(url)
  return { context, page, errors }
}

/** Playwright-core has no `expect`: wait until the locator's first match is visible, else throw. */
export async function visible(locator: Locator, timeout = 15_000): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout })
  return locator
}

/**
 * Page errors that came from app code. The only thing ever dropped is Chromium's own console line
 * for a response with one of the `deliberate` 4xx statuses (a request the test provokes on purpose).
 */
export function appErrors(errors: readonly string[], deliberate: readonly number[] = []): string[] {
  return errors.filter(
    (e) =>
      !deliberate.some((status) =>
        e.startsWith(`Failed to load resource: the server responded with a status of ${status} `),
      ),
  )
}

export type Login = { email: string; password: string }

/** Sign in to the staff app through its form and wait for the signed-in shell. */
export async function signInStaff(page: Page, platform: Platform, who: Login, path = '/') {
  await page.goto(`${platform.mainUrl}${path}`)
  await page.getByLabel('Email').fill(who.email)
  await page.getByLabel('Password').fill(who.password)
  await page.getByRole('button', { name: /sign in/i }).click()
  await visible(page.getByRole('button', { name: 'Sign out' }))
}

/** Mails the platform sent to `email` so far (the outbox is in send order). */
export async function mailsTo(
  platform: Platform,
  email: string,
): Promise<Array<{ to: string[]; subject: string; text: string }>> {
  return (await platform.outbox()).filter((m: { to: string[] }) => m.to.includes(email))
}

/**
 * The 6-digit code of the first OTP mail to `email` after the first `seen` mails (count them
 * before pressing "Send code"), waiting for it to land in the outbox.
 */
export async function waitForOtp(platform: Platform, email: string, seen: number, timeout = 10_000): Promise<string> {
  const until = Date.now() + timeout
  for (;;) {
    const fresh = (await mailsTo(platform, email)).slice(seen)
    const code = fresh.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean)
    if (code) return code
    if (Date.now() > until) throw new Error(`no OTP mail for ${email}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Type the email, press Send code, read the code from the outbox and submit it (EmailOtpSteps). */
export async function completeEmailOtp(page: Page, platform: Platform, email: string, submitLabel: string) {
  const seen = (await mailsTo(platform, email)).length
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Send code' }).click()
  const code = await waitForOtp(platform, email, seen)
  await page.getByLabel('6-digit code').fill(code)
  await page.getByRole('button', { name: submitLabel }).click()
}

/** POST /api/auth/login: a bearer token for API checks. */
export async function apiToken(platform: Platform, who: Login): Promise<string> {
  const res = await fetch(`${platform.mainUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  })
  if (res.status !== 200) throw new Error(`login failed for ${who.email}: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { accessToken: string }).accessToken
}

/** A JSON API call on the main host with a bearer token. */
export async function api<T = any>(
  platform: Platform,
  token: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
) {
  const res = await fetch(`${platform.mainUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T }
}

/** A unique 10-digit Indian mobile number. */
export const freshPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`

/** A capitalised word of random letters (names may not contain digits), e.g. `Kavomire`. */
export const uniqueWord = () => {
  const letters = Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')
  return letters[0]!.toUpperCase() + letters.slice(1)
}

/** A 1x1 PNG: the smallest file the upload endpoint accepts as an image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
