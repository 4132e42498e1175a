import { generateSync } from 'otplib'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_LOGINS } from '@gold/api/seed'
import { launchBrowser, screenshot } from '../support/browser.ts'
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

/** The code the owner's authenticator app shows `steps` 30-second steps from now. */
const codeAt = (secret: string, steps: number) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 })

async function passwordStep(page: Page) {
  await page.goto(`${platform.mainUrl}/`)
  await page.getByLabel('Email').fill(DEMO_LOGINS.admin.email)
  await page.getByLabel('Password').fill(DEMO_LOGINS.admin.password)
  await page.getByRole('button', { name: /sign in/i }).click()
  await visible(page.getByRole('heading', { name: 'Two-factor sign-in' }))
}

// Issue 26: an owner signs in with TOTP (set up on their account page, the code computed here as the app would).
describe('an owner signs in with TOTP', () => {
  let secret = ''
  let recoveryCode = ''

  it('sets TOTP up on the account page, keeps the recovery codes, and sees the signed-in devices', async () => {
    const { page, errors, context } = await openTab(browser)
    await signInStaff(page, platform, DEMO_LOGINS.admin, '/account')
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
    await visible(page.getByAltText('QR code for your authenticator app'))
    secret = (await page.getByTestId('totp-secret').innerText()).trim()
    await screenshot(page, 'owner-totp-setup-1440')
    const setup = page.getByRole('form', { name: 'Turn on two-factor sign-in' })
    await setup.getByLabel('Authentication code').fill(codeAt(secret, 0))
    await setup.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
    const codes = page.getByRole('list', { name: 'Recovery codes' })
    await visible(codes)
    expect(await codes.locator('li').count()).toBe(10)
    recoveryCode = (await codes.locator('li').first().innerText()).trim()
    await visible(page.getByText('On', { exact: true }))
    await visible(page.getByText('This device'))
    await screenshot(page, 'owner-totp-recovery-codes-1440')
    expect(appErrors(errors)).toEqual([])
    await context.close()
  })

  it('signs in with the code of the authenticator app at desktop width', async () => {
    const { page, errors, context } = await openTab(browser)
    await passwordStep(page)
    await page.getByLabel('Authentication code').fill('000000')
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await visible(page.getByText('That code is not right.', { exact: false }))
    await screenshot(page, 'owner-totp-code-1440')
    await page.getByLabel('Authentication code').fill(codeAt(secret, 1))
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await visible(page.getByRole('button', { name: 'Sign out' }))
    await page.goto(`${platform.mainUrl}/account`)
    await visible(page.getByRole('table', { name: 'Signed-in devices' }))
    await screenshot(page, 'owner-totp-devices-1440')
    expect(appErrors(errors, [401])).toEqual([])
    await context.close()
  })

  it('signs in with a recovery code at phone width, once', async () => {
    const { page, errors, context } = await openTab(browser)
    await page.setViewportSize({ width: 375, height: 800 })
    await passwordStep(page)
    await screenshot(page, 'owner-totp-code-375')
    await page.getByRole('button', { name: 'Use a recovery code' }).click()
    await page.getByLabel('Recovery code').fill(recoveryCode)
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await visible(page.getByRole('button', { name: 'Sign out' }))
    await screenshot(page, 'owner-totp-signed-in-375')
    const used = await platform.ctx.db.prisma.recoveryCode.count({ where: { usedAt: { not: null } } })
    expect(used).toBe(1)
    expect(appErrors(errors)).toEqual([])
    await context.close()
  })
})
