import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { valuationCommands } from '../src/cli/valuations-commands.ts'
import { trpc } from './customers-helpers.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { call, type JsonObject } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { sharedBank } from './support/valuation-factories.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})

describe('/api/banks', () => {
  it('admins create, list, update banks and branches with manager email and per-branch mail overrides', async () => {
    const t = await createTenantWithStaff(server)
    const created = await call(server.url, 'POST', '/api/banks', {
      token: t.admin.token,
      body: {
        name: 'Karur Vysya Bank',
        goldRate22k: 5900,
        defaultEmail: 'Gold@KVB.test',
        branches: [{ branchName: 'Main', ifsc: 'kvbl0001234', managerEmail: 'main@kvb.test' }],
      },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name: 'Karur Vysya Bank',
      goldRate22k: 5900,
      defaultEmail: 'gold@kvb.test',
      shared: false,
      branches: [{ branchName: 'Main', ifsc: 'KVBL0001234', managerEmail: 'main@kvb.test', shared: false }],
    })
    const id = created.body.id
    const patched = await call(server.url, 'PATCH', `/api/banks/${id}`, {
      token: t.admin.token,
      body: { goldRate22k: 5950, emailSubject: 'Bank subject' },
    })
    expect(patched.body).toMatchObject({ goldRate22k: 5950, emailSubject: 'Bank subject', name: 'Karur Vysya Bank' })
    const branch = await call(server.url, 'POST', `/api/banks/${id}/branches`, {
      token: t.admin.token,
      body: { branchName: 'Anna Salai', managerEmail: 'as@kvb.test', managerName: 'M. Rao' },
    })
    expect(branch).toMatchObject({
      status: 201,
      body: { branchName: 'Anna Salai', managerEmail: 'as@kvb.test', managerName: 'M. Rao' },
    })
    const upd = await call(server.url, 'PATCH', `/api/banks/${id}/branches/${branch.body.id}`, {
      token: t.admin.token,
      body: { emailSubject: 'Branch {{customerName}}', emailBody: 'Body', managerEmail: '' },
    })
    expect(upd.body).toMatchObject({ emailSubject: 'Branch {{customerName}}', emailBody: 'Body', managerEmail: null })
    const list = await call(server.url, 'GET', '/api/banks', { token: t.employee.token })
    expect(list.body.banks.find((b: JsonObject) => b.id === id).branches.map((b: JsonObject) => b.branchName)).toEqual([
      'Anna Salai',
      'Main',
    ])
  })

  it('validation messages', async () => {
    const t = await createTenantWithStaff(server)
    expect(await call(server.url, 'POST', '/api/banks', { token: t.admin.token, body: { name: ' ' } })).toMatchObject({
      status: 400,
      body: { error: 'Bank name is required.' },
    })
    expect(
      await call(server.url, 'POST', '/api/banks', { token: t.admin.token, body: { name: 'X', goldRate22k: -1 } }),
    ).toMatchObject({ status: 400, body: { error: 'Gold rate must be from ₹100 to ₹10,00,000 per gram, or null.' } })
    expect(
      await call(server.url, 'POST', '/api/banks', { token: t.admin.token, body: { name: 'X', defaultEmail: 'nope' } }),
    ).toMatchObject({ status: 400, body: { error: 'Email address is not valid.' } })
    expect(await call(server.url, 'GET', '/api/banks')).toMatchObject({ status: 401, body: { error: 'Unauthorized' } })
  })

  it('the shared catalog is visible and read only; tenants may add their own branches to it', async () => {
    const t = await createTenantWithStaff(server)
    const { bank, branches } = await sharedBank(server, {
      name: `Shared ${t.slug}`,
      goldRate22k: 5800,
      branches: [{ branchName: 'Central' }],
    })
    const list = await call(server.url, 'GET', '/api/banks', { token: t.employee.token })
    expect(list.body.banks.find((b: JsonObject) => b.id === bank.id)).toMatchObject({
      shared: true,
      branches: [{ branchName: 'Central', shared: true }],
    })
    expect(
      await call(server.url, 'PATCH', `/api/banks/${bank.id}`, { token: t.admin.token, body: { goldRate22k: 1 } }),
    ).toMatchObject({ status: 403, body: { error: 'Shared catalog banks are read only.' } })
    expect(
      await call(server.url, 'PATCH', `/api/banks/${bank.id}/branches/${branches[0]!.id}`, {
        token: t.admin.token,
        body: { managerEmail: 'a@b.cd' },
      }),
    ).toMatchObject({ status: 403 })
    const own = await call(server.url, 'POST', `/api/banks/${bank.id}/branches`, {
      token: t.admin.token,
      body: { branchName: 'Our Local' },
    })
    expect(own.status).toBe(201)
    const other = await createTenantWithStaff(server)
    const otherView = await call(server.url, 'GET', `/api/banks/${bank.id}`, { token: other.employee.token })
    expect(otherView.body.branches.map((b: JsonObject) => b.branchName)).toEqual(['Central'])
  })

  it("another tenant's bank and branch read as 404", async () => {
    const a = await createTenantWithStaff(server)
    const b = await createTenantWithStaff(server)
    const bank = (
      await call(server.url, 'POST', '/api/banks', {
        token: a.admin.token,
        body: { name: 'Private', branches: [{ branchName: 'P1' }] },
      })
    ).body
    const token = b.admin.token
    expect(await call(server.url, 'GET', `/api/banks/${bank.id}`, { token })).toMatchObject({
      status: 404,
      body: { error: 'Bank not found' },
    })
    expect(await call(server.url, 'PATCH', `/api/banks/${bank.id}`, { token, body: { name: 'Mine' } })).toMatchObject({
      status: 404,
    })
    expect(
      await call(server.url, 'POST', `/api/banks/${bank.id}/branches`, { token, body: { branchName: 'X' } }),
    ).toMatchObject({ status: 404 })
    expect(
      await call(server.url, 'PATCH', `/api/banks/${bank.id}/branches/${bank.branches[0].id}`, {
        token,
        body: { branchName: 'X' },
      }),
    ).toMatchObject({ status: 404 })
    expect(
      (await call(server.url, 'GET', '/api/banks', { token })).body.banks.map((x: JsonObject) => x.id),
    ).not.toContain(bank.id)
  })
})

describe("bank changes are a tenant admin's", () => {
  const ADMIN_ONLY = { error: 'Only a tenant admin can change banks and branches.' }

  it('an employee reads banks but gets 403 on every change over REST, and nothing changes', async () => {
    const t = await createTenantWithStaff(server)
    const bank = (
      await call(server.url, 'POST', '/api/banks', {
        token: t.admin.token,
        body: {
          name: 'Admin Bank',
          goldRate22k: 5900,
          branches: [{ branchName: 'Main', managerEmail: 'main@bank.test' }],
        },
      })
    ).body
    const branchId = bank.branches[0].id
    const { bank: shared } = await sharedBank(server, {
      name: `Shared ${t.slug}`,
      branches: [{ branchName: 'Central' }],
    })
    const token = t.employee.token
    const attempts: [string, string, Record<string, unknown>][] = [
      ['POST', '/api/banks', { name: 'Employee Bank', goldRate22k: 1000 }],
      ['PATCH', `/api/banks/${bank.id}`, { goldRate22k: 9999 }],
      ['PATCH', `/api/banks/${bank.id}`, { emailSubject: 'Rewritten', emailBody: 'Rewritten' }],
      ['POST', `/api/banks/${bank.id}/branches`, { branchName: 'Rogue', managerEmail: 'rogue@evil.test' }],
      ['POST', `/api/banks/${shared.id}/branches`, { branchName: 'Rogue shared' }],
      [
        'PATCH',
        `/api/banks/${bank.id}/branches/${branchId}`,
        { emailSubject: 'Override', emailBody: 'Override', managerEmail: 'rogue@evil.test' },
      ],
    ]
    for (const [method, path, body] of attempts) {
      const res = await call(server.url, method, path, { token, body })
      expect([method, path, res.status, res.body]).toEqual([method, path, 403, ADMIN_ONLY])
    }
    const read = await call(server.url, 'GET', `/api/banks/${bank.id}`, { token })
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({
      goldRate22k: 5900,
      emailSubject: null,
      branches: [{ branchName: 'Main', managerEmail: 'main@bank.test', emailSubject: null }],
    })
    expect(await server.ctx.db.prisma.bank.count({ where: { tenantId: t.tenantId } })).toBe(1)
    expect(await server.ctx.db.prisma.bankBranch.count({ where: { tenantId: t.tenantId } })).toBe(1)
  })

  it('the same over tRPC: 403 FORBIDDEN for an employee, the admin may', async () => {
    const t = await createTenantWithStaff(server)
    const bank = (
      await call(server.url, 'POST', '/api/banks', {
        token: t.admin.token,
        body: { name: 'Admin Bank', branches: [{ branchName: 'Main' }] },
      })
    ).body
    const branchId = bank.branches[0].id
    const calls: [string, unknown][] = [
      ['banks.create', { name: 'Employee Bank' }],
      ['banks.update', { id: bank.id, body: { goldRate22k: 9999 } }],
      ['banks.addBranch', { bankId: bank.id, body: { branchName: 'Rogue' } }],
      ['banks.updateBranch', { bankId: bank.id, branchId, body: { emailSubject: 'Override', emailBody: 'Override' } }],
    ]
    for (const [path, input] of calls) {
      const refused = await trpc(server, 'mutation', path, input, { token: t.employee.token })
      expect([path, refused.status, refused.error?.code, refused.error?.message]).toEqual([
        path,
        403,
        'FORBIDDEN',
        ADMIN_ONLY.error,
      ])
    }
    expect((await trpc(server, 'query', 'banks.list', undefined, { token: t.employee.token })).status).toBe(200)
    expect((await server.ctx.db.prisma.bank.findUniqueOrThrow({ where: { id: bank.id } })).goldRate22k).toBeNull()
    const updated = await trpc(
      server,
      'mutation',
      'banks.updateBranch',
      { bankId: bank.id, branchId, body: { emailSubject: 'Admin override', emailBody: 'Body' } },
      { token: t.admin.token },
    )
    expect(updated.data).toMatchObject({ emailSubject: 'Admin override' })
    expect(
      (
        await trpc(
          server,
          'mutation',
          'banks.update',
          { id: bank.id, body: { goldRate22k: 6100 } },
          { token: t.admin.token },
        )
      ).data,
    ).toMatchObject({ goldRate22k: 6100 })
  })

  // Issue 14: the bank procedures take core's bankInput and branchInput, the schemas the REST routes
  // parse with; the bank service checks the fields after finding the bank, as before.
  it('typed inputs answer what the REST routes answer, a missing bank before a bad field', async () => {
    const t = await createTenantWithStaff(server)
    const bank = (
      await call(server.url, 'POST', '/api/banks', {
        token: t.admin.token,
        body: { name: 'Typed Bank', branches: [{ branchName: 'Main' }] },
      })
    ).body
    const branchId = bank.branches[0].id as string
    const cases: [
      procedure: string,
      input: Record<string, unknown>,
      rest: [string, string],
      body: Record<string, unknown>,
      status: number,
      error: string,
    ][] = [
      [
        'banks.create',
        { name: ' ', goldRate22k: 'abc' },
        ['POST', '/api/banks'],
        { name: ' ', goldRate22k: 'abc' },
        400,
        'Bank name is required.',
      ],
      [
        'banks.create',
        { name: 'Rate Bank', goldRate22k: '50' },
        ['POST', '/api/banks'],
        { name: 'Rate Bank', goldRate22k: '50' },
        400,
        'Gold rate must be from ₹100 to ₹10,00,000 per gram, or null.',
      ],
      [
        'banks.update',
        { id: bank.id, body: { defaultEmail: 'nope' } },
        ['PATCH', `/api/banks/${bank.id}`],
        { defaultEmail: 'nope' },
        400,
        'Email address is not valid.',
      ],
      [
        'banks.update',
        { id: 'no-such-bank', body: { defaultEmail: 'nope' } },
        ['PATCH', '/api/banks/no-such-bank'],
        { defaultEmail: 'nope' },
        404,
        'Bank not found',
      ],
      [
        'banks.addBranch',
        { bankId: bank.id, body: {} },
        ['POST', `/api/banks/${bank.id}/branches`],
        {},
        400,
        'Branch name is required.',
      ],
      [
        'banks.updateBranch',
        { bankId: bank.id, branchId: 'no-such-branch', body: { branchName: '' } },
        ['PATCH', `/api/banks/${bank.id}/branches/no-such-branch`],
        { branchName: '' },
        404,
        'Branch not found',
      ],
      [
        'banks.updateBranch',
        { bankId: bank.id, branchId, body: { managerEmail: 'x@' } },
        ['PATCH', `/api/banks/${bank.id}/branches/${branchId}`],
        { managerEmail: 'x@' },
        400,
        'Email address is not valid.',
      ],
    ]
    for (const [procedure, input, [method, path], body, status, error] of cases) {
      const viaTrpc = await trpc(server, 'mutation', procedure, input, { token: t.admin.token })
      const rest = await call(server.url, method, path, { token: t.admin.token, body })
      expect([procedure, viaTrpc.status, viaTrpc.error?.message, rest.status, rest.body]).toEqual([
        procedure,
        status,
        error,
        status,
        { error },
      ])
    }
  })
})

describe('CLI bank:create', () => {
  it('creates a shared-catalog bank without tenant, a tenant bank with one', async () => {
    const shared = await valuationCommands['bank:create']!(server.ctx, {
      json: JSON.stringify({
        name: 'CLI Shared Bank',
        goldRate22k: 5700,
        defaultEmail: 'x@cli.test',
        branches: [
          { branchName: 'One', ifsc: 'CLIB0000001', managerEmail: 'one@cli.test', managerName: 'One' },
          { branchName: 'Two' },
        ],
      }),
    })
    expect(shared).toMatchObject({ bankId: expect.any(String), branchIds: [expect.any(String), expect.any(String)] })
    const row = await server.ctx.db.prisma.bank.findUniqueOrThrow({
      where: { id: shared.bankId as string },
      include: { branches: true },
    })
    expect(row).toMatchObject({ tenantId: null, goldRate22k: 5700 })
    expect(row.branches.map((b) => b.branchName).sort()).toEqual(['One', 'Two'])
    const t = await createTenantWithStaff(server)
    const own = await valuationCommands['bank:create']!(server.ctx, {
      json: JSON.stringify({ name: 'CLI Tenant Bank', tenant: t.slug }),
    })
    expect((await server.ctx.db.prisma.bank.findUniqueOrThrow({ where: { id: own.bankId as string } })).tenantId).toBe(
      t.tenantId,
    )
    await expect(
      valuationCommands['bank:create']!(server.ctx, { json: JSON.stringify({ name: 'X', tenant: 'no-such-tenant' }) }),
    ).rejects.toThrow(/not found/)
  })
})
