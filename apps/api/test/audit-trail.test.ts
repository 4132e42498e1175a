import { describe, expect, it } from 'vitest'
import { call } from './support/http.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { runDailyTrailChecks } from '../src/audit/trail-check-service.ts'
import { customerBody, customersTestServer, trpc } from './customers-helpers.ts'

/**
 * The shop's audit trail (issue 26): every staff write and every read that reveals personal data,
 * with who, from where and what, hash-chained per shop so an edited or deleted entry shows.
 */
const api = customersTestServer()

async function trail(token: string, filter: Record<string, unknown> = {}) {
  const res = await trpc(api.server, 'query', 'audit.search', filter, { token })
  expect(res.error).toBeUndefined()
  return res.data as { items: Record<string, unknown>[]; nextCursor: string | null }
}

describe('the shop audit trail', () => {
  it('records staff writes and personal-data reads with who, where and what, secrets left out', async () => {
    const shop = await createTenantWithStaff(api.server)
    const created = await call(api.server.url, 'POST', '/api/customers', {
      token: shop.employee.token,
      body: customerBody({ aadhaar: '234567890123' }),
      headers: { 'user-agent': 'CounterTablet/1.0' },
    })
    expect(created.status).toBe(201)
    const id = created.body.id as string
    // A list is not recorded; the detail (REST and tRPC) and the KYC links are.
    await call(api.server.url, 'GET', '/api/customers', { token: shop.employee.token })
    expect((await call(api.server.url, 'GET', `/api/customers/${id}`, { token: shop.employee.token })).status).toBe(200)
    await trpc(api.server, 'query', 'customers.get', { id }, { token: shop.admin.token })
    // A refused write is not an action taken.
    const refused = await call(api.server.url, 'PATCH', `/api/customers/${id}/status`, {
      token: shop.employee.token,
      body: { status: 'Nonsense' },
    })
    expect(refused.status).toBe(400)
    // A password change stores no password.
    await trpc(
      api.server,
      'mutation',
      'auth.changePassword',
      {
        currentPassword: shop.admin.password,
        newPassword: 'Changed@12345',
      },
      { token: shop.admin.token },
    )

    const { items } = await trail(shop.admin.token)
    expect(items.map((e) => e.action)).toEqual([
      'auth.changePassword',
      'customers.get',
      'GET /api/customers/:id',
      'POST /api/customers',
    ])
    const [password, , , create] = items
    expect(create).toMatchObject({
      actorId: shop.employee.userId,
      actorRole: 'TENANT_EMPLOYEE',
      userAgent: 'CounterTablet/1.0',
      actionLabel: 'Borrower added',
      subjectType: 'customers',
      customerId: null,
      seq: 1,
    })
    expect(create!.ip).toMatch(/127\.0\.0\.1/)
    expect((create!.request as Record<string, unknown>).aadhaar).toBe('XXXX XXXX 0123')
    expect(JSON.stringify(password!.request)).not.toContain('Changed@12345')
    expect(JSON.stringify(password!.request)).not.toContain(shop.admin.password)
    expect(items[1]).toMatchObject({
      customerId: id,
      actionLabel: 'Borrower details viewed',
      actorId: shop.admin.userId,
    })

    // Filters: a person, a borrower, dates (India days); pages are keyset pages.
    expect((await trail(shop.admin.token, { actorId: shop.employee.userId })).items).toHaveLength(2)
    expect((await trail(shop.admin.token, { customerId: id })).items).toHaveLength(2)
    expect((await trail(shop.admin.token, { to: '2020-01-01' })).items).toHaveLength(0)
    const first = await trail(shop.admin.token, { limit: 3 })
    const second = await trail(shop.admin.token, { limit: 3, cursor: first.nextCursor })
    expect([...first.items, ...second.items].map((e) => e.seq)).toEqual([4, 3, 2, 1])
    expect(second.nextCursor).toBeNull()
  })

  it('reads back an entry whose request held keys JavaScript treats specially', async () => {
    const shop = await createTenantWithStaff(api.server)
    const body = `{"name":"Asha Rao","phone":"${customerBody().phone}","aadhaarDocUrl":"/kyc/a.pdf","__proto__":{"x":1},"constructor":{"prototype":1}}`
    const created = await call(api.server.url, 'POST', '/api/customers', { token: shop.admin.token, rawBody: body })
    expect(created.status).toBe(201)
    const { items } = await trail(shop.admin.token)
    expect(items[0]!.request).toMatchObject({ name: 'Asha Rao' })
    const csv = await call(api.server.url, 'GET', '/api/audit-trail.csv', { token: shop.admin.token })
    expect(csv.text).toContain('__proto__')
  })

  it('is read by the owner only (a counter employee lacks audit.read: 403), and another shop sees none of it', async () => {
    const shop = await createTenantWithStaff(api.server)
    const other = await createTenantWithStaff(api.server)
    await api.post(shop.admin.token, customerBody())
    expect((await trpc(api.server, 'query', 'audit.search', {}, { token: shop.employee.token })).status).toBe(403)
    expect((await trail(other.admin.token)).items).toEqual([])
    const csv = await call(api.server.url, 'GET', '/api/audit-trail.csv', { token: shop.admin.token })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(csv.text.split('\r\n')[0]).toBe(
      'Seq,Time (UTC),Person,Role,Action,Subject,Subject id,Borrower id,Loan id,IP address,Device,Request,Before,After,Hash',
    )
    expect(csv.text).toContain('Borrower added')
    expect((await call(api.server.url, 'GET', '/api/audit-trail.csv', { token: shop.employee.token })).status).toBe(403)
  })

  it('appends concurrent actions of one shop in one unbroken chain', async () => {
    const shop = await createTenantWithStaff(api.server)
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => api.post(i % 2 ? shop.admin.token : shop.employee.token, customerBody())),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201))
    const { items } = await trail(shop.admin.token, { limit: 100 })
    expect(items.map((e) => e.seq).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    )
    expect((await trpc(api.server, 'query', 'audit.verify', {}, { token: shop.admin.token })).data).toEqual({
      ok: true,
      entries: 12,
    })
  })

  it('refuses edits and deletes, and verifying finds an entry edited or deleted behind the trigger', async () => {
    const shop = await createTenantWithStaff(api.server)
    for (let i = 0; i < 4; i++) await api.post(shop.admin.token, customerBody())
    const db = api.server.ctx.db.prisma
    const verify = async () => (await trpc(api.server, 'query', 'audit.verify', {}, { token: shop.admin.token })).data
    expect(await verify()).toEqual({ ok: true, entries: 4 })

    await expect(
      db.$executeRaw`UPDATE "ShopAuditEntry" SET "actorName" = 'Someone else' WHERE "tenantId" = ${shop.tenantId}`,
    ).rejects.toThrow(/append-only/)
    await expect(db.$executeRaw`DELETE FROM "ShopAuditEntry" WHERE "tenantId" = ${shop.tenantId}`).rejects.toThrow(
      /append-only/,
    )

    // Someone with the database's owner rights turns the trigger off for one edit.
    const behindTheTrigger = (statement: (tx: typeof db) => Promise<unknown>) =>
      db.$transaction(async (tx) => {
        await tx.$executeRawUnsafe('ALTER TABLE "ShopAuditEntry" DISABLE TRIGGER "ShopAuditEntry_append_only"')
        await statement(tx as typeof db)
        await tx.$executeRawUnsafe('ALTER TABLE "ShopAuditEntry" ENABLE TRIGGER "ShopAuditEntry_append_only"')
      })
    const entry = (seq: number) => db.shopAuditEntry.findFirstOrThrow({ where: { tenantId: shop.tenantId, seq } })
    const third = await entry(3)
    await behindTheTrigger(
      (tx) => tx.$executeRaw`UPDATE "ShopAuditEntry" SET "ip" = '10.0.0.9' WHERE "id" = ${third.id}`,
    )
    expect(await verify()).toEqual({ ok: false, entries: 2, break: { problem: 'edited', seq: 3, id: third.id } })
    await behindTheTrigger(
      (tx) => tx.$executeRaw`UPDATE "ShopAuditEntry" SET "ip" = ${third.ip} WHERE "id" = ${third.id}`,
    )
    expect(await verify()).toEqual({ ok: true, entries: 4 })

    const second = await entry(2)
    await behindTheTrigger((tx) => tx.$executeRaw`DELETE FROM "ShopAuditEntry" WHERE "id" = ${second.id}`)
    expect(await verify()).toEqual({ ok: false, entries: 1, break: { problem: 'missing', seq: 2, id: third.id } })
  })

  it('finds a deleted last entry through the head', async () => {
    const shop = await createTenantWithStaff(api.server)
    for (let i = 0; i < 2; i++) await api.post(shop.admin.token, customerBody())
    const db = api.server.ctx.db.prisma
    await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('ALTER TABLE "ShopAuditEntry" DISABLE TRIGGER "ShopAuditEntry_append_only"')
      await tx.$executeRaw`DELETE FROM "ShopAuditEntry" WHERE "tenantId" = ${shop.tenantId} AND "seq" = 2`
      await tx.$executeRawUnsafe('ALTER TABLE "ShopAuditEntry" ENABLE TRIGGER "ShopAuditEntry_append_only"')
    })
    expect((await trpc(api.server, 'query', 'audit.verify', {}, { token: shop.admin.token })).data).toEqual({
      ok: false,
      entries: 1,
      break: { problem: 'missing', seq: 2, id: null },
    })
  })

  it("the daily check walks every shop's chain, stores the result, and the owner sees an edited entry", async () => {
    const shop = await createTenantWithStaff(api.server)
    const intact = await createTenantWithStaff(api.server)
    for (let i = 0; i < 3; i++) await api.post(shop.admin.token, customerBody())
    await api.post(intact.admin.token, customerBody())
    const lastCheck = async (token: string) => (await trpc(api.server, 'query', 'audit.lastCheck', {}, { token })).data
    expect(await lastCheck(shop.admin.token)).toBeNull()

    const db = api.server.ctx.db.prisma
    await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('ALTER TABLE "ShopAuditEntry" DISABLE TRIGGER "ShopAuditEntry_append_only"')
      await tx.$executeRaw`UPDATE "ShopAuditEntry" SET "actorName" = 'Someone else' WHERE "tenantId" = ${shop.tenantId} AND "seq" = 2`
      await tx.$executeRawUnsafe('ALTER TABLE "ShopAuditEntry" ENABLE TRIGGER "ShopAuditEntry_append_only"')
    })
    const run = await runDailyTrailChecks(api.server.ctx)
    expect(run.shops).toContainEqual({ tenantId: shop.tenantId, ok: false })
    expect(run.shops).toContainEqual({ tenantId: intact.tenantId, ok: true })
    expect(await lastCheck(shop.admin.token)).toEqual({
      ok: false,
      entries: 1,
      break: { problem: 'edited', seq: 2 },
      checkedAt: expect.any(String),
    })
    expect(await lastCheck(intact.admin.token)).toMatchObject({ ok: true, entries: 1, break: null })
    // A counter employee lacks audit.read.
    expect((await trpc(api.server, 'query', 'audit.lastCheck', {}, { token: shop.employee.token })).status).toBe(403)
  })
})
