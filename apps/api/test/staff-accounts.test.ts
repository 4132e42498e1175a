import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commands } from '../src/cli/commands.ts'
import { createPlan, unique } from './billing-support.ts'
import { trpc } from './customers-helpers.ts'
import { createTenantWithStaff, loginAs } from './support/factories.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

type Shop = Awaited<ReturnType<typeof createTenantWithStaff>>
const as = (token: string) => ({ token })
const newStaff = (extra: Record<string, unknown> = {}) => ({
  name: 'Ravi Kumar',
  email: `ravi-${unique()}@test.gold`,
  role: 'TENANT_EMPLOYEE',
  password: 'Ravi@12345',
  ...extra,
})
const create = (shop: Shop, body: Record<string, unknown>) =>
  trpc(server, 'mutation', 'users.create', body, as(shop.admin.token))
const setActive = (token: string, id: string, active: boolean) =>
  trpc(server, 'mutation', 'users.setActive', { id, active }, as(token))
const list = (shop: Shop) => trpc(server, 'query', 'users.list', {}, as(shop.admin.token))
const me = (token: string) => call(server.url, 'GET', '/api/auth/me', { token })

/** A shop on a plan allowing `limit` staff accounts (it starts with an admin and an employee). */
async function shopWithLimit(limit: number) {
  const shop = await createTenantWithStaff(server)
  const plan = await createPlan(server, {
    features: [{ key: 'staff_accounts', label: 'Staff', type: 'LIMIT', limitValue: limit }],
  })
  await commands['tenant:subscription']!(server.ctx, { tenant: shop.slug, 'plan-id': plan.planId })
  return shop
}
const limitMessage = (n: number) => `Your plan allows at most ${n} staff accounts. Upgrade your plan to add more.`

describe('users.list and users.create (tenant admin)', () => {
  it('lists the staff oldest first with role, active and the plan usage; an added employee signs in', async () => {
    const shop = await shopWithLimit(10)
    const before = await list(shop)
    expect(before.data.items).toEqual([
      {
        id: shop.admin.userId,
        name: expect.any(String),
        email: shop.admin.email,
        role: 'TENANT_ADMIN',
        active: true,
        createdAt: expect.any(String),
        you: true,
      },
      expect.objectContaining({ id: shop.employee.userId, role: 'TENANT_EMPLOYEE', active: true, you: false }),
    ])
    expect(before.data.usage).toEqual({ used: 2, limit: 10 })
    expect(before.data.nextCursor).toBeNull()

    const body = newStaff({ name: ' Ravi Kumar ', email: ` RAVI-${unique()}@Test.Gold ` })
    const added = await create(shop, body)
    expect(added.status, added.text).toBe(200)
    const email = String(body.email).trim().toLowerCase()
    expect(added.data).toMatchObject({ name: 'Ravi Kumar', email, role: 'TENANT_EMPLOYEE', active: true })
    expect((await list(shop)).data.usage).toEqual({ used: 3, limit: 10 })

    const login = await call(server.url, 'POST', '/api/auth/login', { body: { email, password: 'Ravi@12345' } })
    expect(login.status).toBe(200)
    expect(login.body.principal).toMatchObject({ kind: 'staff', role: 'TENANT_EMPLOYEE', tenantId: shop.tenantId })
  })

  it('pages the list with the keyset rules', async () => {
    const shop = await createTenantWithStaff(server)
    for (let i = 0; i < 3; i++) expect((await create(shop, newStaff())).status).toBe(200)
    const page = (cursor?: string) => trpc(server, 'query', 'users.list', { limit: 2, cursor }, as(shop.admin.token))
    const first = await page()
    const second = await page(first.data.nextCursor)
    const third = await page(second.data.nextCursor)
    expect([first, second, third].map((p) => p.data.items.length)).toEqual([2, 2, 1])
    expect(third.data.nextCursor).toBeNull()
    const ids = [first, second, third].flatMap((p) => p.data.items.map((u: { id: string }) => u.id))
    expect(new Set(ids).size).toBe(5)
    expect(ids.slice(0, 2)).toEqual([shop.admin.userId, shop.employee.userId])
    // No plan: no limit.
    expect(first.data.usage).toEqual({ used: 5, limit: null })
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['a short password', { password: 'short' }, 'A password must be at least 8 characters.'],
    ['a blank name', { name: '   ' }, 'A name is required.'],
    ['a bad email', { email: 'ravi@' }, 'A valid email address is required.'],
    ['an unknown role', { role: 'OWNER' }, 'Role must be TENANT_ADMIN or TENANT_EMPLOYEE.'],
  ])('refuses %s with its message and stores nothing', async (_label, change, message) => {
    const shop = await createTenantWithStaff(server)
    const res = await create(shop, newStaff(change))
    expect([res.status, res.error?.message]).toEqual([400, message])
    expect((await list(shop)).data.usage.used).toBe(2)
  })

  it('refuses an email already in use, on this platform (staff or super admin)', async () => {
    const shop = await createTenantWithStaff(server)
    const other = await createTenantWithStaff(server)
    const res = await create(shop, newStaff({ email: other.employee.email.toUpperCase() }))
    expect([res.status, res.error?.message]).toEqual([400, `The email ${other.employee.email} is already in use.`])
  })

  it('refuses beyond the plan limit with the plan message; the CLI shares the rule', async () => {
    const shop = await shopWithLimit(3)
    expect((await create(shop, newStaff())).status).toBe(200)
    const refused = await create(shop, newStaff())
    expect([refused.status, refused.error?.message]).toEqual([403, limitMessage(3)])
    await expect(
      commands['user:create']!(server.ctx, {
        tenant: shop.slug,
        role: 'TENANT_EMPLOYEE',
        email: `cli-${unique()}@test.gold`,
        password: 'Staff@12345',
        name: 'CLI Staff',
      }),
    ).rejects.toMatchObject({ status: 403, message: limitMessage(3) })
    expect((await list(shop)).data.usage).toEqual({ used: 3, limit: 3 })
  })

  it('two admins adding the last seat at once: one account is created', async () => {
    const shop = await shopWithLimit(3)
    const results = await Promise.all([create(shop, newStaff()), create(shop, newStaff())])
    expect(results.map((r) => r.status).sort()).toEqual([200, 403])
    expect(await server.ctx.db.forTenant(shop.tenantId).user.count({ where: { isActive: true } })).toBe(3)
  })

  it('the CLI refuses a short password with the same message', async () => {
    const shop = await createTenantWithStaff(server)
    await expect(
      commands['user:create']!(server.ctx, {
        tenant: shop.slug,
        role: 'TENANT_EMPLOYEE',
        email: `cli-${unique()}@test.gold`,
        password: 'short',
        name: 'CLI Staff',
      }),
    ).rejects.toMatchObject({ status: 400, message: 'A password must be at least 8 characters.' })
  })

  it('is for tenant admins only', async () => {
    const shop = await createTenantWithStaff(server)
    for (const [kind, path, input] of [
      ['query', 'users.list', {}],
      ['mutation', 'users.create', newStaff()],
      ['mutation', 'users.setActive', { id: shop.admin.userId, active: false }],
      ['mutation', 'users.sendPasswordReset', { id: shop.admin.userId }],
    ] as const) {
      const res = await trpc(server, kind, path, input, as(shop.employee.token))
      expect([res.status, res.error?.message]).toEqual([401, 'Unauthorized'])
    }
    expect((await me(shop.admin.token)).status).toBe(200)
  })
})

describe('users.setActive', () => {
  it('disabling ends the sessions at once and refuses login; enabling lets the user back in', async () => {
    const shop = await createTenantWithStaff(server)
    const off = await setActive(shop.admin.token, shop.employee.userId, false)
    expect(off.data).toMatchObject({ id: shop.employee.userId, active: false })
    expect((await me(shop.employee.token)).status).toBe(401)
    const sessions = await server.ctx.db.prisma.session.findMany({ where: { subjectId: shop.employee.userId } })
    expect(sessions.every((s) => s.revokedAt !== null)).toBe(true)
    const login = await call(server.url, 'POST', '/api/auth/login', {
      body: { email: shop.employee.email, password: shop.employee.password },
    })
    expect([login.status, login.body]).toEqual([401, { error: 'Invalid email or password.' }])

    expect((await setActive(shop.admin.token, shop.employee.userId, true)).data.active).toBe(true)
    expect(await loginAs(server, shop.employee.email, shop.employee.password)).toEqual(expect.any(String))
  })

  it('re-enabling counts against the plan limit', async () => {
    const shop = await shopWithLimit(2)
    await setActive(shop.admin.token, shop.employee.userId, false)
    expect((await create(shop, newStaff())).status).toBe(200)
    const res = await setActive(shop.admin.token, shop.employee.userId, true)
    expect([res.status, res.error?.message]).toEqual([403, limitMessage(2)])
    expect((await server.ctx.db.prisma.user.findUniqueOrThrow({ where: { id: shop.employee.userId } })).isActive).toBe(
      false,
    )
  })

  it('an admin cannot disable themselves; two admins disabling each other at once leave one admin', async () => {
    const shop = await createTenantWithStaff(server)
    const self = await setActive(shop.admin.token, shop.admin.userId, false)
    expect([self.status, self.error?.message]).toEqual([400, 'You cannot disable your own account.'])

    const second = newStaff({ role: 'TENANT_ADMIN' })
    const added = await create(shop, second)
    const secondToken = await loginAs(server, String(second.email), String(second.password))
    const results = await Promise.all([
      setActive(shop.admin.token, added.data.id, false),
      setActive(secondToken, shop.admin.userId, false),
    ])
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    const admins = await server.ctx.db
      .forTenant(shop.tenantId)
      .user.count({ where: { role: 'TENANT_ADMIN', isActive: true } })
    expect(admins).toBe(1)
  })

  it('another shop’s account is not found', async () => {
    const shop = await createTenantWithStaff(server)
    const other = await createTenantWithStaff(server)
    const res = await setActive(shop.admin.token, other.employee.userId, false)
    expect([res.status, res.error?.message]).toEqual([404, 'Staff account not found.'])
    expect((await me(other.employee.token)).status).toBe(200)
  })
})

describe('users.sendPasswordReset', () => {
  it('mails the staff member a single-use link; a disabled account gets none', async () => {
    const shop = await createTenantWithStaff(server)
    const res = await trpc(
      server,
      'mutation',
      'users.sendPasswordReset',
      { id: shop.employee.userId },
      as(shop.admin.token),
    )
    expect(res.data).toEqual({ success: true, email: shop.employee.email })
    const mail = (await server.outbox()).filter((m) => m.to.includes(shop.employee.email)).at(-1)
    expect(mail?.text).toContain(`${server.ctx.config.publicOrigin}/reset-password?token=`)
    expect(mail?.text).toContain('sent you a link')

    await setActive(shop.admin.token, shop.employee.userId, false)
    const refused = await trpc(
      server,
      'mutation',
      'users.sendPasswordReset',
      { id: shop.employee.userId },
      as(shop.admin.token),
    )
    expect([refused.status, refused.error?.message]).toEqual([
      400,
      'This account is disabled. Enable it before sending a reset link.',
    ])
  })
})
