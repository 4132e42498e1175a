import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { trpc } from './customers-helpers.ts'
import { createSuperAdminLogin, createTenantWithStaff, insertCustomer, loginAs } from './support/factories.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createSession } from '../src/auth/session-service.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const INVALID_LINK = 'This reset link is invalid or has expired. Ask for a new one.'
const me = (token: string) => call(server.url, 'GET', '/api/auth/me', { token })
const login = (email: string, password: string) =>
  call(server.url, 'POST', '/api/auth/login', { body: { email, password } })
const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  trpc(server, 'mutation', 'auth.changePassword', { currentPassword, newPassword }, { token })
const requestReset = (email: string) => trpc(server, 'mutation', 'auth.requestPasswordReset', { email })
const reset = (token: string, newPassword: string) =>
  trpc(server, 'mutation', 'auth.resetPassword', { token, newPassword })

/** The outbox once the queued mail jobs have run (reset links are mailed by a job). */
async function outbox() {
  await server.ctx.jobs.settled()
  return server.outbox()
}

/** The token of the newest reset link mailed to `email`, or null. */
async function resetToken(email: string): Promise<string | null> {
  const mails = (await outbox()).filter((m) => m.to.includes(email) && m.text.includes('/reset-password?token='))
  return /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '')?.[1] ?? null
}

describe('auth.changePassword', () => {
  it('checks the current password, keeps this session and ends the others', async () => {
    const shop = await createTenantWithStaff(server)
    const { email, password, token } = shop.employee
    const otherDevice = await loginAs(server, email, password)

    const wrong = await changePassword(token, 'not-my-password', 'Better@2026')
    expect([wrong.status, wrong.error?.message]).toEqual([400, 'Your current password is not correct.'])
    // The web form places each by what the server names: the domain code, or the refused input's path.
    expect([wrong.error?.domain?.code, wrong.error?.inputPath]).toEqual(['wrongCurrentPassword', null])
    const short = await changePassword(token, password, 'short')
    expect([short.status, short.error?.message]).toEqual([400, 'A password must be at least 8 characters.'])
    expect([short.error?.domain, short.error?.inputPath]).toEqual([null, 'newPassword'])
    expect((await me(otherDevice)).status).toBe(200)

    const done = await changePassword(token, password, 'Better@2026')
    expect(done.data).toEqual({ success: true })
    expect((await me(token)).status).toBe(200)
    expect((await me(otherDevice)).status).toBe(401)
    expect((await login(email, password)).status).toBe(401)
    expect((await login(email, 'Better@2026')).status).toBe(200)
  })

  it('works for a super admin; a customer has no password to change', async () => {
    const ops = await createSuperAdminLogin(server)
    expect((await changePassword(ops.token, ops.password, 'Ops@Better1')).data).toEqual({ success: true })
    expect((await login(ops.email, 'Ops@Better1')).status).toBe(200)

    const shop = await createTenantWithStaff(server)
    const customer = await insertCustomer(server, shop.tenantId)
    const customerToken = await createSession(server.ctx, 'customer', customer.id, shop.tenantId)
    const res = await trpc(
      server,
      'mutation',
      'auth.changePassword',
      { currentPassword: 'x', newPassword: 'Better@2026' },
      { token: customerToken, host: server.hostFor(shop.slug) },
    )
    expect([res.status, res.error?.message]).toEqual([401, 'Unauthorized'])
  })

  it('limits wrong guesses of the current password per account', async () => {
    const shop = await createTenantWithStaff(server)
    for (let i = 0; i < 10; i++)
      expect((await changePassword(shop.admin.token, 'guess-guess', 'Better@2026')).status).toBe(400)
    const limited = await changePassword(shop.admin.token, shop.admin.password, 'Better@2026')
    expect([limited.status, limited.error?.message]).toEqual([429, 'Too many attempts. Please try again later.'])
  })
})

describe('forgot password: auth.requestPasswordReset and auth.resetPassword', () => {
  it('mails a single-use link; the new password works, every session ends, the link used twice is refused', async () => {
    const shop = await createTenantWithStaff(server)
    const { email, token } = shop.employee
    expect((await requestReset(email.toUpperCase())).data).toEqual({ success: true })
    const mail = (await outbox()).filter((m) => m.to.includes(email)).at(-1)!
    expect(mail.subject).toBe('Set a new Gold Desk password')
    expect(mail.text).toContain(`${server.ctx.config.publicOrigin}/reset-password?token=`)
    expect(mail.text).toContain('within 60 minutes')
    const link = (await resetToken(email))!

    const short = await reset(link, 'short')
    expect([short.status, short.error?.message]).toEqual([400, 'A password must be at least 8 characters.'])
    expect((await reset(link, 'Reset@2026')).data).toEqual({ success: true })
    expect((await me(token)).status).toBe(401)
    expect((await login(email, 'Reset@2026')).status).toBe(200)

    const again = await reset(link, 'Again@2026')
    expect([again.status, again.error?.message]).toEqual([400, INVALID_LINK])
    expect((await login(email, 'Reset@2026')).status).toBe(200)
    const stored = await server.ctx.db.prisma.passwordResetToken.findMany({
      where: { subjectId: shop.employee.userId },
    })
    expect(stored.map((t) => [t.subjectKind, t.usedAt !== null, t.tokenHash.length])).toEqual([['staff', true, 64]])
  })

  it('answers the same for an unknown address and sends nothing; a disabled account gets no link', async () => {
    const shop = await createTenantWithStaff(server)
    const before = (await outbox()).length
    const unknown = await requestReset(`nobody-${Date.now()}@test.gold`)
    expect([unknown.status, unknown.data]).toEqual([200, { success: true }])
    await trpc(
      server,
      'mutation',
      'users.setActive',
      { id: shop.employee.userId, active: false },
      { token: shop.admin.token },
    )
    expect((await requestReset(shop.employee.email)).data).toEqual({ success: true })
    expect((await outbox()).length).toBe(before)
    const bad = await requestReset('not-an-email')
    expect([bad.status, bad.error?.message]).toEqual([400, 'A valid email address is required.'])
  })

  it('answers without waiting for the mail, alike for an account and an unknown address; the job mails the link', async () => {
    const shop = await createTenantWithStaff(server)
    const mailer = server.ctx.mailer
    let release!: () => void
    const slowSmtp = new Promise<void>((resolve) => (release = resolve))
    const sent: string[][] = []
    server.ctx.mailer = {
      ...mailer,
      send: async (mail) => {
        await slowSmtp
        sent.push(mail.to)
        return mailer.send(mail)
      },
    }
    try {
      const waited = new Promise<'waited for the mail'>((resolve) =>
        setTimeout(() => resolve('waited for the mail'), 10_000),
      )
      const answers = await Promise.race([
        Promise.all([requestReset(shop.admin.email), requestReset(`nobody-${Date.now()}@test.gold`)]),
        waited,
      ])
      expect(answers).not.toBe('waited for the mail')
      const [known, unknown] = answers as Awaited<ReturnType<typeof requestReset>>[]
      expect([known!.status, known!.text]).toEqual([unknown!.status, unknown!.text])
      expect(known!.data).toEqual({ success: true })
      expect(sent).toEqual([])
    } finally {
      release()
    }
    await server.ctx.jobs.settled()
    server.ctx.mailer = mailer
    expect(sent).toEqual([[shop.admin.email]])
    expect(await resetToken(shop.admin.email)).not.toBeNull()
  })

  it('a link expires after 60 minutes; a newer link used ends the older ones', async () => {
    const shop = await createTenantWithStaff(server)
    await requestReset(shop.admin.email)
    const first = (await resetToken(shop.admin.email))!
    server.clock.advance(61 * 60_000)
    const expired = await reset(first, 'Reset@2026')
    expect([expired.status, expired.error?.message]).toEqual([400, INVALID_LINK])

    await requestReset(shop.admin.email)
    const older = (await resetToken(shop.admin.email))!
    await requestReset(shop.admin.email)
    const newer = (await resetToken(shop.admin.email))!
    expect((await reset(newer, 'Reset@2026')).status).toBe(200)
    expect((await reset(older, 'Older@2026')).error?.message).toBe(INVALID_LINK)
    expect((await reset('made-up-token', 'Reset@2026')).error?.message).toBe(INVALID_LINK)
  })

  it('a link used by two requests at once sets one password', async () => {
    const shop = await createTenantWithStaff(server)
    await requestReset(shop.employee.email)
    const link = (await resetToken(shop.employee.email))!
    const results = await Promise.all([reset(link, 'First@2026'), reset(link, 'Second@2026')])
    expect(results.map((r) => r.status).sort()).toEqual([200, 400])
    const winner = results[0].status === 200 ? 'First@2026' : 'Second@2026'
    expect((await login(shop.employee.email, winner)).status).toBe(200)
  })

  it('works for a super admin', async () => {
    const ops = await createSuperAdminLogin(server)
    await requestReset(ops.email)
    expect((await reset((await resetToken(ops.email))!, 'Ops@Reset1')).data).toEqual({ success: true })
    expect((await me(ops.token)).status).toBe(401)
    expect((await login(ops.email, 'Ops@Reset1')).status).toBe(200)
  })

  it('requests are rate limited per address', async () => {
    const shop = await createTenantWithStaff(server)
    for (let i = 0; i < 5; i++) expect((await requestReset(shop.employee.email)).status).toBe(200)
    const limited = await requestReset(shop.employee.email)
    expect([limited.status, limited.error?.message]).toEqual([429, 'Too many attempts. Please try again later.'])
  })
})
