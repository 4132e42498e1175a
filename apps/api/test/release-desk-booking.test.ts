import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, isoDateOf, isSunday } from '@gold/core'
import { runReleaseDeskNightly } from '../src/release-desk/release-compensation-job.ts'
import { runReleaseReminders } from '../src/release-desk/release-reminders-job.ts'
import { portalCustomer, trpc } from './customers-helpers.ts'
import { loanHelpers } from './loans-support.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

/** Issue 28: the borrower books a release slot (portal, SMS link, staff); misses and reminders are on record. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const { api, loanValuation, openLoanOk } = loanHelpers(() => server)
const today = () => isoDateOf(server.ctx.now())
type Auth = { token?: string; host?: string }

/** A shop with a portal borrower whose ₹10,000 loan was closed yesterday. */
async function closedYesterday() {
  const t = await createTenantWithStaff(server)
  const me = await portalCustomer(server, t.tenantId, t.slug)
  const token = t.employee.token
  const loan = await openLoanOk(token, (await loanValuation(token, me.customer.id)).id, {
    principal: 1_000_000,
    disbursedOn: addDays(today(), -10),
  })
  const paidOn = addDays(today(), -1)
  const quote = (await api(token, 'GET', `/api/loans/${loan.id}/closure-quote?asOf=${paidOn}`)).body
  const paid = await api(token, 'POST', `/api/loans/${loan.id}/payments`, {
    amount: quote.total,
    mode: 'UPI',
    reference: 'U1',
    paidOn,
  })
  expect(paid.status).toBe(201)
  return { t, me, loanId: loan.id as string, staff: { token } as Auth }
}

async function smsTo(phone: string) {
  const dir = path.join(server.ctx.config.messageOutboxDir, 'sms')
  const files = (await readdir(dir).catch(() => [] as string[])).sort()
  const all = await Promise.all(files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8'))))
  return all.filter((m) => m.to === `91${phone}`) as { text: string }[]
}

const laterSlot = (slots: { date: string; time: string }[]) => slots.find((s) => s.date > today())!
const deskLoan = async (auth: Auth, loanId: string) =>
  (await trpc(server, 'query', 'releaseDesk.list', undefined, auth)).data.loans.find(
    (l: { loanId: string }) => l.loanId === loanId,
  )

describe('release slots', () => {
  it('"collect your gold" goes once with a link; the link books without sign-in; the desk shows it all honestly', async () => {
    const { t, me, loanId, staff } = await closedYesterday()
    const before = await deskLoan(staff, loanId)
    expect(before).toMatchObject({
      borrower: { name: me.customer.name },
      clock: { daysLate: 0, compensationSoFar: 0, state: 'onTime' },
      booking: null,
      missedSlots: 0,
      reminders: [],
    })

    expect((await runReleaseReminders(server.ctx)).collectSent).toBeGreaterThanOrEqual(1)
    await runReleaseReminders(server.ctx)
    const sms = await smsTo(me.customer.phone)
    expect(sms).toHaveLength(1)
    const url = /https?:\/\/\S+\/release-link\/([\w-]+)/.exec(sms[0]!.text)
    expect(url, sms[0]!.text).not.toBeNull()
    expect(url![0]).toContain(`${t.slug}.`)
    // No SMS or WhatsApp provider here: the outbox is recorded as such, never as sent.
    const told = (await deskLoan(staff, loanId)).reminders
    expect(told.map((r: { channel: string; status: string }) => [r.channel, r.status]).sort()).toEqual(
      [
        ['email', 'outbox'],
        ['sms', 'outbox'],
        ['whatsapp', 'outbox'],
      ].filter(([c]) => c !== 'email' || me.customer.email),
    )

    const link = { tenant: t.slug, token: url![1]! }
    const landing = await trpc(server, 'query', 'releaseDesk.link', link)
    expect(landing.status, landing.text).toBe(200)
    expect(landing.data).toMatchObject({ awaitingRelease: true, booking: null })
    expect(landing.text).not.toContain(me.customer.name)
    const slot = laterSlot(landing.data.slots)
    expect(isSunday(slot.date)).toBe(false)
    const booked = await trpc(server, 'mutation', 'releaseDesk.bookByLink', {
      ...link,
      slot: { date: slot.date, time: slot.time },
    })
    expect(booked.data).toEqual({ date: slot.date, time: slot.time })
    expect((await deskLoan(staff, loanId)).booking).toMatchObject({
      date: slot.date,
      time: slot.time,
      status: 'Booked',
      bookedVia: 'link',
    })

    // The token is only good for its own shop; another shop's slug or a made-up token is not valid.
    const other = await createTenantWithStaff(server)
    for (const bad of [
      { tenant: other.slug, token: link.token },
      { tenant: t.slug, token: 'x'.repeat(32) },
    ]) {
      const refused = await trpc(server, 'query', 'releaseDesk.link', bad)
      expect([refused.status, refused.error?.message]).toEqual([
        404,
        'This link is not valid. Ask the branch for a new one.',
      ])
    }
    // Another shop's staff cannot book for this loan: it is not theirs.
    const cross = await trpc(
      server,
      'mutation',
      'releaseDesk.book',
      { loanId, slot: { date: slot.date, time: slot.time } },
      { token: other.employee.token },
    )
    expect([cross.status, cross.error?.message]).toEqual([404, 'Loan not found.'])
  })

  it('the borrower rebooks on the portal; another borrower cannot; a full slot and a closed day are refused', async () => {
    const { t, me, loanId, staff } = await closedYesterday()
    const mine = await trpc(server, 'query', 'releaseDesk.mine', { loanId }, me.auth)
    expect(mine.data).toMatchObject({ awaitingRelease: true, booking: null })
    const [a, b] = mine.data.slots.filter((s: { date: string }) => s.date > today())
    expect((await trpc(server, 'mutation', 'releaseDesk.bookMine', { loanId, slot: a }, me.auth)).data).toEqual({
      date: a.date,
      time: a.time,
    })
    expect(
      (
        await trpc(
          server,
          'mutation',
          'releaseDesk.bookMine',
          { loanId, slot: { date: b.date, time: b.time } },
          me.auth,
        )
      ).status,
    ).toBe(200)
    const desk = await deskLoan(staff, loanId)
    expect(desk.bookings.map((x: { status: string; bookedVia: string }) => [x.status, x.bookedVia])).toEqual([
      ['Rebooked', 'portal'],
      ['Booked', 'portal'],
    ])

    const someone = await portalCustomer(server, t.tenantId, t.slug)
    for (const [path, kind, input] of [
      ['releaseDesk.mine', 'query', { loanId }],
      ['releaseDesk.bookMine', 'mutation', { loanId, slot: { date: a.date, time: a.time } }],
    ] as const) {
      const refused = await trpc(server, kind, path, input, someone.auth)
      expect([refused.status, refused.error?.message]).toEqual([404, 'Loan not found.'])
    }

    // One borrower a slot: a second loan cannot take the slot this one holds.
    await trpc(
      server,
      'mutation',
      'releaseDesk.updateSettings',
      { opensAt: '10:00', closesAt: '18:00', slotCapacity: 1, borrowerDelayPausesClock: false },
      { token: t.admin.token },
    )
    const sameShopLoan = await openLoanOk(
      t.employee.token,
      (await loanValuation(t.employee.token, someone.customer.id)).id,
      {
        principal: 1_000_000,
        disbursedOn: addDays(today(), -3),
      },
    )
    const q = (await api(t.employee.token, 'GET', `/api/loans/${sameShopLoan.id}/closure-quote`)).body
    await api(t.employee.token, 'POST', `/api/loans/${sameShopLoan.id}/payments`, {
      amount: q.total,
      mode: 'UPI',
      reference: 'U9',
    })
    const taken = await trpc(
      server,
      'mutation',
      'releaseDesk.book',
      { loanId: sameShopLoan.id, slot: { date: b.date, time: b.time } },
      staff,
    )
    expect([taken.status, taken.error?.message]).toEqual([409, 'This slot is full. Choose another.'])
    let sunday = addDays(today(), 1)
    while (!isSunday(sunday)) sunday = addDays(sunday, 1)
    const closedDay = await trpc(
      server,
      'mutation',
      'releaseDesk.book',
      { loanId: sameShopLoan.id, slot: { date: sunday, time: '10:00' } },
      staff,
    )
    expect([closedDay.status, closedDay.error?.message]).toEqual([
      400,
      'This slot is not open for booking. Choose another.',
    ])
    const bad = await trpc(
      server,
      'mutation',
      'releaseDesk.book',
      { loanId: sameShopLoan.id, slot: { date: 'soon', time: '10:00' } },
      staff,
    )
    expect([bad.status, bad.error?.message]).toEqual([
      400,
      'Choose a release slot: a date (YYYY-MM-DD) and a time (HH:MM).',
    ])
  })

  it('a missed slot is marked by staff only once it has begun, and by the night job after its day; both are on record', async () => {
    const { loanId, staff } = await closedYesterday()
    const slots = (await trpc(server, 'query', 'releaseDesk.slots', undefined, staff)).data
    const slot = laterSlot(slots)
    const booking = (
      await trpc(server, 'mutation', 'releaseDesk.book', { loanId, slot: { date: slot.date, time: slot.time } }, staff)
    ).data
    const early = await trpc(server, 'mutation', 'releaseDesk.markMissed', { bookingId: booking.id }, staff)
    expect([early.status, early.error?.message]).toEqual([
      400,
      'Only a booked slot that has begun can be marked missed.',
    ])

    // The day after the slot: the night job marks it missed (by no one), once.
    const days = Math.round((Date.parse(slot.date) - Date.parse(today())) / 86_400_000) + 1
    server.clock.advance(days * 86_400_000)
    expect((await runReleaseDeskNightly(server.ctx)).slotsMissed).toBeGreaterThanOrEqual(1)
    const desk = await deskLoan(staff, loanId)
    expect(desk).toMatchObject({ missedSlots: 1, booking: null })
    expect(desk.bookings[0]).toMatchObject({ status: 'Missed', missedBy: null, bookedVia: 'staff' })
    expect(desk.bookings[0].missedAt).not.toBeNull()
    const again = await trpc(server, 'mutation', 'releaseDesk.markMissed', { bookingId: booking.id }, staff)
    expect(again.status).toBe(400)
  })
})
