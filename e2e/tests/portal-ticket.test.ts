import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_LOGINS } from '@gold/api/seed'
import { launchBrowser, screenshot } from '../support/browser.ts'
import {
  api,
  apiToken,
  appErrors,
  completeEmailOtp,
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

describe('borrower support ticket journey', () => {
  it('the borrower signs in by email OTP and raises a ticket, staff reply in the thread, the borrower reads the reply', async () => {
    // Borrower: the portal on the demo shop's subdomain, signed in with the code from the outbox.
    const borrower = await openTab(browser, `${platform.tenantUrl(DEMO_LOGINS.tenantSlug)}/`)
    const portal = borrower.page
    await visible(portal.getByRole('heading', { name: 'Sign in to your loans' }))
    await completeEmailOtp(portal, platform, DEMO_LOGINS.customerEmail, 'Sign in')
    await visible(portal.getByRole('heading', { name: 'My loans' }))
    await visible(portal.getByText('Asha Verma'))

    await portal.getByRole('link', { name: 'Support', exact: true }).click()
    await portal.getByRole('button', { name: 'Raise a ticket' }).first().click()
    const subject = `Gold receipt copy ${uniqueWord()}`
    const question = 'Could you send me a copy of my gold receipt? I misplaced the paper one.'
    const newTicket = portal.getByRole('form', { name: 'New ticket' })
    await newTicket.getByLabel('Subject').fill(subject)
    await newTicket.getByLabel('Message').fill(question)
    await newTicket.getByRole('button', { name: 'Submit ticket' }).click()
    await portal.waitForURL(/\/support\/[^/]+$/)
    const ticketId = new URL(portal.url()).pathname.split('/').at(-1)!
    await visible(portal.getByRole('heading', { name: subject }))
    await visible(portal.getByRole('list', { name: 'Conversation' }).getByText(question))

    // Staff: the ticket is in the staff app's list; the employee answers it in the thread.
    const staff = await openTab(browser)
    await signInStaff(staff.page, platform, DEMO_LOGINS.employee)
    await staff.page
      .getByRole('navigation')
      .getByRole('link', { name: /^Tickets/ })
      .click()
    await staff.page.getByRole('link', { name: subject }).click()
    await staff.page.waitForURL(new RegExp(`/tickets/${ticketId}$`))
    const staffThread = staff.page.getByRole('list', { name: 'Conversation' })
    await visible(staffThread.getByText(question))
    await visible(staffThread.getByText('Asha Verma'))
    const answer = 'Hello Asha, a copy of your gold receipt is ready at the counter, and we have emailed it to you too.'
    const reply = staff.page.getByRole('form', { name: 'Reply' })
    await reply.getByLabel('Your reply').fill(answer)
    await reply.getByRole('button', { name: 'Send reply' }).click()
    await visible(staffThread.getByText(answer))
    await expect.poll(() => reply.getByLabel('Your reply').inputValue()).toBe('')

    // The API holds the reply as a public message of the employee.
    const token = await apiToken(platform, DEMO_LOGINS.employee)
    const messages = await api(platform, token, `/api/tickets/${ticketId}/messages`)
    expect(messages.status).toBe(200)
    expect(JSON.stringify(messages.body)).toContain(answer)

    // Borrower: back on the ticket, the shop's reply is in the conversation.
    await portal.reload()
    const portalThread = portal.getByRole('list', { name: 'Conversation' })
    await visible(portalThread.getByText(answer))
    await visible(portalThread.locator('.message', { hasText: answer }).getByText('Karan Staff'))
    await visible(portalThread.locator('.message', { hasText: question }).getByText('You', { exact: true }))

    await screenshot(portal, 'portal-ticket-1440')
    expect(appErrors(borrower.errors)).toEqual([])
    expect(appErrors(staff.errors)).toEqual([])
    await borrower.context.close()
    await staff.context.close()
  })
})
