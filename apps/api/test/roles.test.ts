import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { trpc } from './customers-helpers.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

describe('custom roles and role assignments (issue 26)', () => {
  it('refuses an unknown permission, a built-in name and a taken name, with the field', async () => {
    const shop = await createTenantWithStaff(server)
    const admin = { token: shop.admin.token }
    const create = (input: unknown) => trpc(server, 'mutation', 'roles.create', input, admin)
    expect((await create({ name: 'Vault', permissions: ['loans.fly'] })).error?.message).toBe('Unknown permission.')
    expect((await create({ name: 'manager', permissions: [] })).error).toMatchObject({
      message: 'That name belongs to a built-in role.',
      code: 'BAD_REQUEST',
    })
    expect((await create({ name: 'Vault', permissions: ['loans.read'] })).status).toBe(200)
    expect((await create({ name: 'VAULT', permissions: [] })).error?.message).toBe(
      'A role with that name already exists.',
    )
  })

  it('assigns several roles; the employee then holds their union, and a deleted role is taken back', async () => {
    const shop = await createTenantWithStaff(server)
    const admin = { token: shop.admin.token }
    const employee = { token: shop.employee.token }
    const role = await trpc(server, 'mutation', 'roles.create', { name: 'Audit', permissions: ['audit.read'] }, admin)
    const assign = (roles: string[]) =>
      trpc(server, 'mutation', 'roles.assign', { userId: shop.employee.userId, roles }, admin)
    expect((await assign(['nope'])).error?.message).toBe('Unknown role.')
    expect((await assign(['auditor', role.data.id])).data).toEqual({
      userId: shop.employee.userId,
      roles: ['auditor', role.data.id],
    })
    const me = await trpc(server, 'query', 'auth.me', undefined, employee)
    expect(me.data.roles).toEqual([role.data.id, 'auditor'].sort())
    expect(me.data.permissions).toContain('audit.read')
    expect(me.data.permissions).not.toContain('loans.disburse')
    // An auditor cannot record a payment: a permission every employee held before roles, now withheld.
    const pay = await call(server.url, 'POST', '/api/loans/x/payments', { token: shop.employee.token, body: {} })
    expect([pay.status, pay.body]).toEqual([403, { error: 'You do not have permission to do this.' }])
    // The REST principal stays the contract's: no roles or permissions.
    const rest = await call(server.url, 'GET', '/api/auth/me', { token: shop.employee.token })
    expect(Object.keys(rest.body.principal).sort()).toEqual([
      'kind',
      'name',
      'role',
      'tenantId',
      'tenantSlug',
      'userId',
    ])

    await trpc(server, 'mutation', 'roles.delete', { id: role.data.id }, admin)
    const matrix = await trpc(server, 'query', 'roles.matrix', undefined, admin)
    expect(matrix.data.assignments).toEqual([{ userId: shop.employee.userId, role: 'auditor' }])
  })

  it('keeps another shop out: its roles and staff read as not found or unknown', async () => {
    const a = await createTenantWithStaff(server)
    const b = await createTenantWithStaff(server)
    const role = await trpc(
      server,
      'mutation',
      'roles.create',
      { name: 'A only', permissions: [] },
      { token: a.admin.token },
    )
    const other = { token: b.admin.token }
    expect((await trpc(server, 'mutation', 'roles.delete', { id: role.data.id }, other)).error?.httpStatus).toBe(404)
    expect(
      (await trpc(server, 'mutation', 'roles.assign', { userId: b.employee.userId, roles: [role.data.id] }, other))
        .error?.message,
    ).toBe('Unknown role.')
    expect(
      (await trpc(server, 'mutation', 'roles.assign', { userId: a.employee.userId, roles: [] }, other)).error
        ?.httpStatus,
    ).toBe(404)
  })
})
