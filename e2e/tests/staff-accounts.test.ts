import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_LOGINS } from '@gold/api/seed'
import { launchBrowser, screenshot } from '../support/browser.ts'
import { appErrors, mailsTo, openTab, signInStaff, uniqueWord, visible } from '../support/pages.ts'
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

/** Screenshot at desktop width, then at phone width, and back. */
async function shootBoth(page: Page, name: string) {
  await screenshot(page, `${name}-1440`)
  const size = page.viewportSize()!
  await page.setViewportSize(PHONE)
  await screenshot(page, `${name}-390`)
  await page.setViewportSize(size)
}

/** The reset link of the newest mail to `email` after the first `seen`, waiting for it to land. */
async function waitForResetLink(email: string, seen: number): Promise<string> {
  const until = Date.now() + 10_000
  for (;;) {
    const fresh = (await mailsTo(platform, email)).slice(seen)
    const link = fresh.map((m) => /(http\S+\/reset-password\?token=[\w-]+)/.exec(m.text)?.[1]).find(Boolean)
    if (link) return link
    if (Date.now() > until) throw new Error(`no reset mail for ${email}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('staff accounts', () => {
  it('an admin adds an employee who signs in; disabling signs them out', async () => {
    const admin = await openTab(browser)
    await signInStaff(admin.page, platform, DEMO_LOGINS.admin)
    await admin.page.getByRole('link', { name: 'Staff', exact: true }).click()
    await visible(admin.page.getByRole('heading', { name: 'Staff accounts' }))
    await visible(admin.page.getByText(/staff accounts? (used|active)/))
    await shootBoth(admin.page, 'staff-accounts-list')

    const name = `${uniqueWord()} Kumar`
    const email = `${name.split(' ')[0]!.toLowerCase()}@demo.gold`
    await admin.page.getByRole('button', { name: 'Add staff member' }).click()
    const form = admin.page.getByRole('dialog', { name: 'Add a staff member' })
    await form.getByRole('button', { name: 'Review' }).click()
    await visible(form.getByText('A password must be at least 8 characters.'))
    await form.getByLabel('Full name').fill(name)
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('First password').fill('Welcome@2026')
    await form.getByRole('button', { name: 'Review' }).click()
    const confirm = admin.page.getByRole('group', { name: 'Confirm the new account' })
    await visible(confirm.getByText('Employee', { exact: true }))
    await shootBoth(admin.page, 'staff-accounts-confirm')
    await confirm.getByRole('button', { name: 'Add employee' }).click()
    await visible(admin.page.getByText(`${name} can now sign in as ${email} with the password you set.`))
    await visible(admin.page.getByRole('cell', { name: new RegExp(name) }))

    const employee = await openTab(browser)
    await signInStaff(employee.page, platform, { email, password: 'Welcome@2026' })
    await visible(employee.page.getByText(`${name} · Employee`))
    expect(await employee.page.getByRole('link', { name: 'Staff', exact: true }).count()).toBe(0)
    await screenshot(employee.page, 'staff-accounts-employee-signed-in-1440')

    await admin.page.getByRole('button', { name: `Disable ${name}` }).click()
    const dialog = admin.page.getByRole('dialog', { name: `Disable ${name}?` })
    await shootBoth(admin.page, 'staff-accounts-disable')
    await dialog.getByRole('button', { name: 'Disable account' }).click()
    await visible(admin.page.getByText(`${name} is disabled and was signed out everywhere.`))
    await shootBoth(admin.page, 'staff-accounts-disabled')

    await employee.page.reload()
    await visible(employee.page.getByRole('heading', { name: 'Sign in' }))
    await employee.page.getByLabel('Email').fill(email)
    await employee.page.getByLabel('Password').fill('Welcome@2026')
    await employee.page.getByRole('button', { name: /sign in/i }).click()
    await visible(employee.page.getByText('Invalid email or password.'))

    expect(appErrors(admin.errors)).toEqual([])
    expect(appErrors(employee.errors, [401])).toEqual([])
    await admin.context.close()
    await employee.context.close()
  })

  it('a password reset by email link: the link works once, the new password signs in', async () => {
    const who = DEMO_LOGINS.employee
    const tab = await openTab(browser, `${platform.mainUrl}/`)
    await tab.page.getByRole('link', { name: 'Forgot password?' }).click()
    await visible(tab.page.getByRole('heading', { name: 'Forgot your password?' }))
    await shootBoth(tab.page, 'password-forgot')
    const seen = (await mailsTo(platform, who.email)).length
    await tab.page.getByLabel('Email').fill(who.email)
    await tab.page.getByRole('button', { name: 'Email me a reset link' }).click()
    await visible(tab.page.getByText(`If ${who.email} belongs to a staff or platform account`))
    await shootBoth(tab.page, 'password-forgot-sent')

    const link = await waitForResetLink(who.email, seen)
    expect(link.startsWith(`${platform.mainUrl}/reset-password?token=`)).toBe(true)
    await tab.page.goto(link)
    await visible(tab.page.getByRole('heading', { name: 'Choose a new password' }))
    await shootBoth(tab.page, 'password-reset-form')
    await tab.page.getByLabel(/^New password( \*)?$/).fill('Fresh@2026')
    await tab.page.getByLabel('New password again').fill('Fresh@2026')
    await tab.page.getByRole('button', { name: 'Set new password' }).click()
    await visible(tab.page.getByText('Your new password is set.', { exact: false }))
    await tab.page.getByRole('link', { name: 'Sign in' }).click()
    await tab.page.getByLabel('Email').fill(who.email)
    await tab.page.getByLabel('Password').fill(who.password)
    await tab.page.getByRole('button', { name: /sign in/i }).click()
    await visible(tab.page.getByText('Invalid email or password.'))
    await tab.page.getByLabel('Password').fill('Fresh@2026')
    await tab.page.getByRole('button', { name: /sign in/i }).click()
    await visible(tab.page.getByRole('button', { name: 'Sign out' }))

    // The account page: change the password back while signed in.
    await tab.page.getByRole('link', { name: /· Cashier, Appraiser/ }).click()
    await visible(tab.page.getByRole('heading', { name: 'Your account' }))
    await tab.page.getByLabel('Current password').fill('Fresh@2026')
    await tab.page.getByLabel(/^New password( \*)?$/).fill(who.password)
    await tab.page.getByLabel('New password again').fill(who.password)
    await tab.page.getByRole('button', { name: 'Change password' }).click()
    await visible(tab.page.getByText('Password changed.', { exact: false }))
    await shootBoth(tab.page, 'password-account-changed')

    const again = await openTab(browser, link)
    await again.page.getByLabel(/^New password( \*)?$/).fill('Again@2026')
    await again.page.getByLabel('New password again').fill('Again@2026')
    await again.page.getByRole('button', { name: 'Set new password' }).click()
    await visible(again.page.getByText('This reset link is invalid or has expired. Ask for a new one.'))
    await shootBoth(again.page, 'password-reset-used-link')

    expect(appErrors(tab.errors, [401])).toEqual([])
    expect(appErrors(again.errors, [400])).toEqual([])
    await tab.context.close()
    await again.context.close()
  })
})
