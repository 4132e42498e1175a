import { generateSync } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from './support/http.ts'
import { createSuperAdminLogin, createTenantWithStaff, loginAs } from './support/factories.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { trpc } from './customers-helpers.ts'

/** Strong sign-in (issue 26): TOTP, recovery codes, the shop's requirement, signed-in devices. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

/** The code an authenticator app shows `steps` 30-second steps from the server's now. */
const codeAt = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(server.ctx.now().getTime() / 1000) + steps * 30 })

const login = (email: string, password: string, userAgent = 'vitest') =>
  call(server.url, 'POST', '/api/auth/login', { body: { email, password }, headers: { 'user-agent': userAgent } })
const secondStep = (body: Record<string, unknown>) =>
  call(server.url, 'POST', '/api/auth/login/second-factor', { body, headers: { 'user-agent': 'PhoneBrowser/2' } })

/** Set up TOTP from the account page: start, confirm with the current code; the secret and recovery codes. */
async function enrol(token: string) {
  const started = await trpc(server, 'mutation', 'security.startTotp', undefined, { token })
  expect(started.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\//)
  expect(started.data.qrDataUrl).toMatch(/^data:image\/png;base64,/)
  const secret = started.data.secret as string
  const confirmed = await trpc(server, 'mutation', 'security.confirmTotp', { code: codeAt(secret) }, { token })
  expect(confirmed.error).toBeUndefined()
  return { secret, recoveryCodes: confirmed.data.recoveryCodes as string[] }
}

describe('strong sign-in', () => {
  it('answers the login contract exactly as before where TOTP is neither set up nor required', async () => {
    const shop = await createTenantWithStaff(server)
    const res = await login(shop.admin.email, shop.admin.password)
    expect(res.status).toBe(200)
    expect(Object.keys(res.body)).toEqual(['accessToken', 'principal'])
    expect(Object.keys(res.body.principal)).toEqual(['kind', 'role', 'userId', 'name', 'tenantId', 'tenantSlug'])
    expect(res.headers.get('set-cookie')).toContain('gold_session=')
  })

  it('asks an owner with TOTP for a current code: no session before it, a reused or wrong code refused', async () => {
    const shop = await createTenantWithStaff(server)
    const { secret, recoveryCodes } = await enrol(shop.admin.token)
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)

    const first = await login(shop.admin.email, shop.admin.password)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ secondFactor: { challenge: expect.any(String), method: 'totp' } })
    expect(first.headers.get('set-cookie')).toBeNull()

    const wrong = await secondStep({ challenge: first.body.secondFactor.challenge, code: '000000' })
    expect(wrong.status).toBe(401)
    expect(wrong.body.error).toBe('That code is not right. Enter the 6-digit code your authenticator app shows now.')
    const code = codeAt(secret, 1)
    const ok = await secondStep({ challenge: first.body.secondFactor.challenge, code })
    expect(ok.status).toBe(200)
    expect(ok.body.principal).toMatchObject({ kind: 'staff', role: 'TENANT_ADMIN', userId: shop.admin.userId })
    expect(ok.headers.get('set-cookie')).toContain('gold_session=')
    const me = await call(server.url, 'GET', '/api/auth/me', { token: ok.body.accessToken })
    expect(me.body.principal.userId).toBe(shop.admin.userId)

    // The challenge is spent; the same code in a new sign-in is refused (replay).
    expect((await secondStep({ challenge: first.body.secondFactor.challenge, code })).status).toBe(401)
    const again = await login(shop.admin.email, shop.admin.password)
    expect((await secondStep({ challenge: again.body.secondFactor.challenge, code })).status).toBe(401)

    // A recovery code signs in once.
    const recovered = await secondStep({
      challenge: again.body.secondFactor.challenge,
      recoveryCode: recoveryCodes[0]!.toLowerCase(),
    })
    expect(recovered.status).toBe(200)
    const third = await login(shop.admin.email, shop.admin.password)
    const reused = await secondStep({ challenge: third.body.secondFactor.challenge, recoveryCode: recoveryCodes[0] })
    expect(reused.status).toBe(401)
    const status = await trpc(server, 'query', 'security.twoFactor', undefined, { token: ok.body.accessToken })
    expect(status.data).toEqual({ enabled: true, recoveryCodesLeft: 9, required: false })
  })

  it('ends a sign-in after five wrong codes', async () => {
    const shop = await createTenantWithStaff(server)
    const { secret } = await enrol(shop.admin.token)
    const first = await login(shop.admin.email, shop.admin.password)
    const challenge = first.body.secondFactor.challenge
    for (let i = 0; i < 5; i++) expect((await secondStep({ challenge, code: '111111' })).status).toBe(401)
    const late = await secondStep({ challenge, code: codeAt(secret, 1) })
    expect(late.status).toBe(401)
    expect(late.body.error).toBe('This sign-in has expired: enter your email and password again.')
  })

  it('makes an owner set TOTP up at sign-in where the shop requires it; employees sign in as before', async () => {
    const shop = await createTenantWithStaff(server)
    const set = await trpc(
      server,
      'mutation',
      'security.setRequireTwoFactor',
      { required: true },
      { token: shop.admin.token },
    )
    expect(set.data).toEqual({ requireTwoFactor: true })
    const employee = await login(shop.employee.email, shop.employee.password)
    expect(Object.keys(employee.body)).toEqual(['accessToken', 'principal'])

    const first = await login(shop.admin.email, shop.admin.password)
    expect(first.body).toEqual({ secondFactor: { challenge: expect.any(String), method: 'enrol' } })
    const challenge = first.body.secondFactor.challenge
    // A recovery code cannot stand in for setting TOTP up.
    expect((await secondStep({ challenge, recoveryCode: 'AAAAA-AAAAA' })).status).toBe(401)
    const enrolment = await call(server.url, 'POST', '/api/auth/login/enrol', { body: { challenge } })
    expect(enrolment.status).toBe(200)
    expect(enrolment.body.qrDataUrl).toMatch(/^data:image\/png;base64,/)
    const done = await secondStep({ challenge, code: codeAt(enrolment.body.secret) })
    expect(done.status).toBe(200)
    expect(done.body.recoveryCodes).toHaveLength(10)
    // Required: it cannot be turned off.
    const off = await trpc(
      server,
      'mutation',
      'security.disableTotp',
      { code: codeAt(enrolment.body.secret, 1) },
      { token: done.body.accessToken },
    )
    expect(off.error?.message).toBe('Your shop requires two-factor sign-in, so it cannot be turned off.')
    const next = await login(shop.admin.email, shop.admin.password)
    expect(next.body.secondFactor.method).toBe('totp')
  })

  it('lets a super admin use TOTP too', async () => {
    const ops = await createSuperAdminLogin(server)
    const { secret } = await enrol(ops.token)
    const first = await login(ops.email, ops.password)
    const ok = await secondStep({ challenge: first.body.secondFactor.challenge, code: codeAt(secret, 1) })
    expect(ok.body.principal).toMatchObject({ kind: 'superadmin', userId: ops.userId })
  })

  it('lists signed-in devices with address and browser, and signs one out', async () => {
    const shop = await createTenantWithStaff(server)
    const phone = (await login(shop.admin.email, shop.admin.password, 'PhoneBrowser/1')).body.accessToken as string
    const desk = await loginAs(server, shop.admin.email, shop.admin.password)
    const devices = await trpc(server, 'query', 'security.devices', undefined, { token: desk })
    const phoneRow = devices.data.find((d: { userAgent: string | null }) => d.userAgent === 'PhoneBrowser/1')
    expect(phoneRow).toMatchObject({ current: false, ip: expect.stringMatching(/127\.0\.0\.1/) })
    expect(devices.data.filter((d: { current: boolean }) => d.current)).toHaveLength(1)
    expect(devices.data.find((d: { current: boolean }) => d.current).lastUsedAt).not.toBeNull()

    const revoked = await trpc(server, 'mutation', 'security.revokeDevice', { id: phoneRow.id }, { token: desk })
    expect(revoked.data).toEqual({ revoked: true })
    expect((await call(server.url, 'GET', '/api/auth/me', { token: phone })).status).toBe(401)
    // Another account's session is not yours to revoke.
    const other = await createTenantWithStaff(server)
    const theirs = await trpc(server, 'query', 'security.devices', undefined, { token: other.admin.token })
    const attempt = await trpc(server, 'mutation', 'security.revokeDevice', { id: theirs.data[0].id }, { token: desk })
    expect(attempt.data).toEqual({ revoked: false })
  })

  it('keeps TOTP codes and secrets out of the audit trail', async () => {
    const shop = await createTenantWithStaff(server)
    const { secret } = await enrol(shop.admin.token)
    const trail = await trpc(server, 'query', 'audit.search', {}, { token: shop.admin.token })
    const text = JSON.stringify(trail.data.items)
    expect(trail.data.items.map((e: { action: string }) => e.action)).toEqual([
      'security.confirmTotp',
      'security.startTotp',
    ])
    expect(text).not.toContain(secret)
    expect(text).toContain('[redacted]')
  })
})
