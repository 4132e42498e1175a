import { BUILT_IN_ROLE_NAMES, isPermission, permissionsOf, refusedAsBefore, type Permission } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appRouter } from '../src/app-router.ts'
import { createApp } from '../src/app.ts'
import { createStaffUser } from '../src/auth/identity-admin.ts'
import type { ProcedureAccess, TrpcMeta } from '../src/trpc/trpc.ts'
import { trpc } from './customers-helpers.ts'
import { createTenantWithStaff, loginAs } from './support/factories.ts'
import { call } from './support/http.ts'
import {
  FORBIDDEN,
  ROUTES,
  UNAUTHORIZED,
  routesOf,
  type FoundRoute,
  type StackLayer,
} from './support/rest-route-table.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

/**
 * The permission walk (issue 26): every tRPC procedure and every REST route declares who it admits,
 * a staff one the permission it needs, and for each role (every built-in one, a custom one, a
 * TENANT_ADMIN and an employee holding the default roles) the declared permission is exactly what
 * admits or refuses it. A refusal is the contract's answer where only a tenant admin could do it
 * before roles (core `refusedAsBefore`), else 403 "You do not have permission to do this.".
 */

type Meta = TrpcMeta & { access?: ProcedureAccess }
type Procedure = { name: string; type: 'query' | 'mutation'; meta: Meta }
const PROCEDURES: Procedure[] = Object.entries(
  (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: Procedure['type']; meta?: Meta } }> } })
    ._def.procedures,
).map(([name, p]) => ({ name, type: p._def.type, meta: p._def.meta ?? {} }))

/** Who a procedure may admit without a permission: nobody on staff, or staff of every role alike. */
const NOT_STAFF: ProcedureAccess[] = ['public', 'signed in', 'password holder', 'customer', 'super admin']
const REST_NOT_STAFF = [
  'public',
  'none',
  'signed in',
  'signed in, open while suspended',
  'customer',
  'cron secret',
  'cron secret, plain-text 401',
  'webhook signature',
  'shop webhook signature',
  'signed intake link',
]
const BANKS_REFUSAL = 'Only a tenant admin can change banks and branches.'
const CUSTOM_ROLE: Permission[] = ['loans.read', 'audit.read', 'books.counter']

type Caller = { label: string; token: string; expected: Permission[] }
let server: TestServer
let callers: Caller[]
let found: FoundRoute[]

beforeAll(async () => {
  server = await startTestServer()
  found = routesOf((createApp(server.ctx) as unknown as { router: { stack: StackLayer[] } }).router.stack)
  const shop = await createTenantWithStaff(server)
  const admin = { token: shop.admin.token }
  const custom = await trpc(
    server,
    'mutation',
    'roles.create',
    { name: 'Vault keeper', permissions: CUSTOM_ROLE },
    admin,
  )
  const customRole = { id: custom.data.id as string, name: 'Vault keeper', permissions: CUSTOM_ROLE }
  const withRole = async (role: string) => {
    const email = `${role.toLowerCase()}-${shop.slug}@test.gold`
    const { userId } = await createStaffUser(server.ctx, {
      tenant: shop.slug,
      role: 'TENANT_EMPLOYEE',
      email,
      password: 'Walk@12345',
      name: `Walker ${role}`,
    })
    const assigned = await trpc(server, 'mutation', 'roles.assign', { userId, roles: [role] }, admin)
    expect(assigned.status).toBe(200)
    return loginAs(server, email, 'Walk@12345')
  }
  callers = [
    { label: 'TENANT_ADMIN', token: shop.admin.token, expected: permissionsOf('TENANT_ADMIN', [], []) },
    { label: 'employee, no role', token: shop.employee.token, expected: permissionsOf('TENANT_EMPLOYEE', [], []) },
    {
      label: 'custom role',
      token: await withRole(customRole.id),
      expected: permissionsOf('TENANT_EMPLOYEE', [customRole.id], [customRole]),
    },
  ]
  for (const role of BUILT_IN_ROLE_NAMES) {
    callers.push({ label: role, token: await withRole(role), expected: permissionsOf('TENANT_EMPLOYEE', [role], []) })
  }
}, 60_000)
afterAll(async () => {
  await server.close()
})

/** A staff procedure's refusal, as `[code, message]`, for one who lacks `permission`. */
const trpcRefusal = (permission: Permission) =>
  !refusedAsBefore(permission)
    ? ['FORBIDDEN', FORBIDDEN.error]
    : permission === 'banks.manage'
      ? ['FORBIDDEN', BANKS_REFUSAL]
      : ['UNAUTHORIZED', UNAUTHORIZED.error]

const permissionOfGuard = (guard: string | undefined) => guard?.match(/^permission ([\w.]+)/)?.[1]

describe('the permission walk', () => {
  it('every procedure and route declares who it admits; a staff one, the permission it needs', () => {
    const undeclared = PROCEDURES.filter((p) =>
      p.meta.access === 'staff' ? !isPermission(p.meta.permission) : !NOT_STAFF.includes(p.meta.access!),
    )
    expect(undeclared.map((p) => p.name)).toEqual([])
    expect(PROCEDURES.filter((p) => p.meta.access === 'staff').length).toBeGreaterThan(100)
    const routes = found.filter((r) => !REST_NOT_STAFF.includes(r.guard ?? 'none'))
    expect(routes.filter((r) => !isPermission(permissionOfGuard(r.guard))).map((r) => r.key)).toEqual([])
    expect(routes.length).toBeGreaterThan(70)
  })

  it('each caller holds what its roles grant', async () => {
    for (const caller of callers) {
      const me = await trpc(server, 'query', 'auth.me', undefined, { token: caller.token })
      expect([caller.label, me.data.permissions]).toEqual([caller.label, caller.expected])
    }
  })

  it('the declared permission admits every tRPC procedure, for every role', async () => {
    const answers: unknown[] = []
    const expected: unknown[] = []
    for (const procedure of PROCEDURES.filter((p) => p.meta.access === 'staff')) {
      const permission = procedure.meta.permission!
      for (const caller of callers) {
        // An input no schema accepts: an admitted caller is refused by validation, never by the guard.
        const res = await trpc(server, procedure.type, procedure.name, [null], { token: caller.token })
        const answer = res.error ? [res.error.code, res.error.message] : ['OK']
        const refusal = trpcRefusal(permission)
        const admitted = caller.expected.includes(permission)
        answers.push([procedure.name, caller.label, admitted ? String(answer) !== String(refusal) : answer])
        expected.push([procedure.name, caller.label, admitted ? true : refusal])
      }
    }
    expect(answers).toEqual(expected)
  }, 120_000)

  it('the declared permission admits every REST route, for every role', async () => {
    const answers: unknown[] = []
    const expected: unknown[] = []
    for (const route of found) {
      const permission = permissionOfGuard(route.guard) as Permission | undefined
      if (!permission) continue
      const entry = ROUTES[route.key]
      const url = entry?.url ?? route.path.replace(/:\w+/g, 'guard-probe')
      for (const caller of callers) {
        const res = await call(server.url, route.method, url, {
          token: caller.token,
          body: route.method === 'GET' ? undefined : (entry?.send ?? {}),
        })
        const refusal = !refusedAsBefore(permission)
          ? [403, FORBIDDEN]
          : permission === 'banks.manage'
            ? [403, { error: BANKS_REFUSAL }]
            : [401, UNAUTHORIZED]
        const answer = [res.status, res.body]
        const admitted = caller.expected.includes(permission)
        answers.push([route.key, caller.label, admitted ? JSON.stringify(answer) !== JSON.stringify(refusal) : answer])
        expected.push([route.key, caller.label, admitted ? true : refusal])
      }
    }
    expect(answers).toEqual(expected)
  }, 120_000)
})
