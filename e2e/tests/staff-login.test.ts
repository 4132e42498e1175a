import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_LOGINS } from '@gold/api/seed'
import { collectPageErrors, launchBrowser, screenshot } from '../support/browser.ts'
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

describe('staff sign-in (smoke)', () => {
  for (const width of [375, 1440]) {
    it(`signs in with the demo admin and reaches the dashboard at ${width}px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } })
      const errors = collectPageErrors(page)
      await page.goto(platform.mainUrl)
      await page.getByLabel('Email').fill(DEMO_LOGINS.admin.email)
      await page.getByLabel('Password').fill(DEMO_LOGINS.admin.password)
      await page.getByRole('button', { name: /sign in/i }).click()
      await expect.poll(() => page.getByText('Demo Gold Loans').first().isVisible(), { timeout: 15_000 }).toBe(true)
      await screenshot(page, `staff-dashboard-${width}`)
      expect(errors).toEqual([])
      await page.close()
    })
  }

  it('shows the server message for a wrong password', async () => {
    const page = await browser.newPage()
    await page.goto(platform.mainUrl)
    await page.getByLabel('Email').fill(DEMO_LOGINS.admin.email)
    await page.getByLabel('Password').fill('wrong-password')
    await page.getByRole('button', { name: /sign in/i }).click()
    await expect.poll(() => page.getByText('Invalid email or password.').isVisible(), { timeout: 10_000 }).toBe(true)
    await page.close()
  })
})
