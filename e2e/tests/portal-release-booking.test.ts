import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatIsoDate } from '@gold/core'
import { DEMO_LOGINS } from '@gold/api/seed'
import { screenshot } from '../support/browser.ts'
import { launchBrowserWithIndicFonts } from '../support/indic-fonts.ts'
import { text } from '../support/loan-steps.ts'
import { api, apiToken, appErrors, openTab, signInStaff, visible, type Tab } from '../support/pages.ts'
import { openPhoneTab, signInByPhone, smsTo } from '../support/phone.ts'
import { startPlatform, type Platform } from '../support/platform.ts'
import { closedLoanWithPacket } from '../support/release-steps.ts'
import { trpcCall } from '../support/vault-steps.ts'

/**
 * Issue 28 on a 360 px phone: Asha's loan in the demo shop (the packet rule on) is paid off; the
 * "collect your gold" SMS carries a booking link, which she opens with no sign-in and books a slot
 * through (the desk sees it "via link"); then she signs in and moves the slot from her loan page.
 * Screens kept in test-output/screenshots/release-booking-*-360.png.
 */
const ASHA_PHONE = DEMO_LOGINS.customerPhone
let platform: Platform
let browser: Browser
let admin: string
const loan = { id: '', number: '', dueBy: '' }
let firstSlot: { date: string; time: string }

const shoot = (page: Page, name: string) => screenshot(page, `release-booking-${name}-360`)
const noOverflow = (page: Page) =>
  page
    .evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    .then((o) => expect(o).toBeLessThanOrEqual(0))

type DeskLoan = {
  loanId: string
  booking: { date: string; time: string; bookedVia: string } | null
  bookings: Array<{ date: string; time: string; status: string; bookedVia: string }>
}
const deskRow = async () =>
  (await trpcCall<{ loans: DeskLoan[] }>(platform, admin, 'releaseDesk.list', {}, false)).loans.find(
    (l) => l.loanId === loan.id,
  )

/** The second open day, then its first time: what the picker offers, read off the page. */
async function chooseSlot(page: Page, dayIndex: number) {
  const day = page.getByRole('group', { name: 'Choose a day' }).getByRole('button').nth(dayIndex)
  await day.tap()
  const date = (await text(day.locator('.release-choice-sub'))).trim()
  const time = page
    .getByRole('group', { name: /^Choose a time/ })
    .getByRole('button')
    .first()
  const hhmm = (await text(time.locator('span').first())).trim()
  await time.tap()
  return { dateText: date, time: hhmm }
}

beforeAll(async () => {
  platform = await startPlatform()
  admin = await apiToken(platform, DEMO_LOGINS.admin)
  const staff = await apiToken(platform, DEMO_LOGINS.employee)
  const manager = await apiToken(platform, DEMO_LOGINS.manager)
  const places = await trpcCall<Array<{ id: string }>>(platform, admin, 'custody.places', {}, false)
  const asha = (await api(platform, staff, '/api/customers')).body.find(
    (c: { phone: string }) => c.phone === ASHA_PHONE,
  )
  expect(asha).toBeDefined()
  const pledged = await closedLoanWithPacket(
    platform,
    { asker: staff, confirmer: manager },
    asha.id,
    places[0]!.id,
    '2801',
  )
  Object.assign(loan, pledged.loan)
  // A phone's Tamil font, so the Tamil screen is measured (and seen) as a phone shows it.
  browser = await launchBrowserWithIndicFonts()
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await platform?.close()
})

describe('a borrower books the time to collect her gold from a phone', () => {
  it('opens the SMS link with no sign-in and books a slot; the desk sees it booked via link', async () => {
    const seen = (await smsTo(platform, ASHA_PHONE)).length
    await trpcCall(platform, admin, 'releaseDesk.remind', { loanId: loan.id })
    const sms = (await smsTo(platform, ASHA_PHONE)).slice(seen)
    const href = /https?:\/\/\S+\/release-link\/[\w-]+/.exec(sms.map((m) => m.text).join(' '))?.[0]
    expect(href, JSON.stringify(sms)).toBeDefined()

    const phone = await openPhoneTab(browser, href)
    const { page } = phone
    await visible(page.getByRole('heading', { name: 'Collect your gold', level: 1 }))
    const main = await text(page.locator('.card').first())
    expect(main).toContain(`Loan ${loan.number} is closed.`)
    expect(main).toContain(`The shop returns your gold by ${formatIsoDate(loan.dueBy)}.`)
    expect(main).toContain('Book a time to collect your gold: choose a day, then a time.')
    await noOverflow(page)
    await shoot(page, '1-link')

    const chosen = await chooseSlot(page, 1)
    await visible(page.getByText(`Book ${chosen.time} on ${chosen.dateText}?`))
    await noOverflow(page)
    await shoot(page, '2-link-confirm')
    await page.getByRole('button', { name: 'Book this slot' }).tap()
    const done = page.locator('.alert', { hasText: 'Slot booked' })
    await visible(done)
    expect(await text(done)).toContain(
      `Your slot: ${chosen.time} on ${chosen.dateText}. Bring your gold receipt and ID.`,
    )
    await noOverflow(page)
    await shoot(page, '3-link-booked')

    // No sign-in, so no saved language: the borrower picks Tamil on the link page; it still fits.
    await page.getByRole('button', { name: 'தமிழ்' }).tap()
    await visible(page.getByRole('heading', { name: 'உங்கள் நகையைப் பெற்றுக்கொள்ளுங்கள்', level: 1 }))
    expect(await text(page.locator('.card').first())).toContain(`கடன் ${loan.number} முடிந்துவிட்டது.`)
    await visible(page.getByRole('group', { name: 'நாளைத் தேர்ந்தெடுங்கள்' }))
    await noOverflow(page)
    await shoot(page, '3-link-tamil')
    expect(appErrors(phone.errors)).toEqual([])
    await phone.context.close()

    const row = await deskRow()
    expect(row?.booking).toMatchObject({ time: chosen.time, bookedVia: 'link' })
    expect(formatIsoDate(row!.booking!.date)).toBe(chosen.dateText)
    firstSlot = row!.booking!
    const staff = await openTab(browser)
    await signInStaff(staff.page, platform, DEMO_LOGINS.employee, '/release-desk')
    const card = staff.page.locator('.card', { hasText: loan.number })
    await visible(card.getByText(`Slot booked: ${firstSlot.date} ${firstSlot.time} (via link)`))
    await screenshot(staff.page, 'release-booking-4-desk-1440')
    await staff.context.close()
  })

  it('signs in and moves the slot from her loan page: the new one replaces the old', async () => {
    const phone = await openPhoneTab(browser, `${platform.tenantUrl(DEMO_LOGINS.tenantSlug)}/`)
    const { page } = phone
    await signInByPhone(page, platform, ASHA_PHONE)
    await page.getByRole('link', { name: `Loan ${loan.number}` }).tap()
    const card = page.getByRole('region', { name: 'Collect your gold' })
    await visible(card)
    const firstText = `Your slot: ${firstSlot.time} on ${formatIsoDate(firstSlot.date)}.`
    await visible(card.getByText(firstText))
    expect(await text(card)).toContain(`within 7 working days of closing: by ${formatIsoDate(loan.dueBy)}`)
    await noOverflow(page)
    await shoot(page, '5-loan-card')

    const chosen = await chooseSlot(page, 2)
    await visible(card.getByText(`Book ${chosen.time} on ${chosen.dateText}?`))
    await visible(card.getByText(`This replaces your slot at ${firstSlot.time} on ${formatIsoDate(firstSlot.date)}.`))
    await shoot(page, '6-loan-confirm')
    await card.getByRole('button', { name: 'Book this slot' }).tap()
    const done = card.locator('.alert', { hasText: 'Slot booked' })
    await visible(done)
    expect(await text(done)).toContain(`Your slot: ${chosen.time} on ${chosen.dateText}.`)
    await noOverflow(page)
    await shoot(page, '7-loan-booked')
    expect(appErrors(phone.errors)).toEqual([])

    const row = await deskRow()
    expect(row?.booking).toMatchObject({ time: chosen.time, bookedVia: 'portal' })
    expect(formatIsoDate(row!.booking!.date)).toBe(chosen.dateText)
    // One live booking: the link's slot was replaced, not kept beside the new one.
    expect(row!.bookings.filter((b) => b.status === 'Booked')).toHaveLength(1)
    expect(row!.bookings.find((b) => b.bookedVia === 'link')?.status).toBe('Rebooked')
  })
})
