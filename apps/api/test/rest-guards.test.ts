import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deactivateTenant } from '../src/auth/identity-admin.ts'
import { CLI_ACTOR } from '@gold/core'
import { createApp } from '../src/app.ts'
import { GATEWAY_ENV } from './billing-support.ts'
import { portalCustomer } from './customers-helpers.ts'
import { createSuperAdminLogin, createTenantWithStaff } from './support/factories.ts'
import { call } from './support/http.ts'
import {
  GUARDS,
  ROUTES,
  SUSPENDED,
  UNAUTHORIZED,
  routesOf,
  type Caller,
  type FoundRoute,
  type StackLayer,
} from './support/rest-route-table.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

/**
 * Every REST route, found on the Express app's router stack, runs behind the guard the table
 * (support/rest-route-table.ts) names for it, and that guard refuses everyone it should with the
 * route's contract answer. A route added without an entry there fails the first test; one
 * registered without a guard fails the second. test/permission-walk.test.ts walks the roles.
 */

let server: TestServer
let found: FoundRoute[]
let callers: Record<Caller, { token?: string; host?: string; headers?: Record<string, string> }>

beforeAll(async () => {
  server = await startTestServer({ env: GATEWAY_ENV })
  const app = createApp(server.ctx) as unknown as { router: { stack: StackLayer[] } }
  found = routesOf(app.router.stack)
  const shop = await createTenantWithStaff(server)
  const suspended = await createTenantWithStaff(server)
  await deactivateTenant(server.ctx, CLI_ACTOR, suspended.slug)
  const { auth } = await portalCustomer(server, shop.tenantId, shop.slug)
  const ops = await createSuperAdminLogin(server)
  callers = {
    anonymous: {},
    'bad token': { token: 'not-a-session-token' },
    customer: auth,
    employee: { token: shop.employee.token },
    'super admin': { token: ops.token },
    'staff on the portal host': { token: shop.employee.token, host: server.hostFor(shop.slug) },
    'employee of a suspended shop': { token: suspended.employee.token },
    'admin of a suspended shop': { token: suspended.admin.token },
    'wrong cron secret': { headers: { authorization: 'Bearer not-the-cron-secret' } },
    'bad signature': { headers: { 'x-gateway-signature': 'f'.repeat(64) } },
  }
})
afterAll(async () => {
  await server.close()
})

const probe = (route: FoundRoute, caller: Caller) =>
  call(server.url, route.method, ROUTES[route.key]?.url ?? route.path.replace(/:\w+/g, 'guard-probe'), {
    ...callers[caller],
    body: route.method === 'GET' ? undefined : (ROUTES[route.key]?.send ?? {}),
  })

describe('REST guards', () => {
  it('lists every route the app registers, and only those', () => {
    expect(found.length).toBeGreaterThan(50)
    expect(found.map((r) => r.key).sort()).toEqual(Object.keys(ROUTES).sort())
  })

  it('runs every route behind the guard the table names (healthz aside, outside /api)', () => {
    const guards = Object.fromEntries(found.map((r) => [r.key, r.guard ?? 'none']))
    expect(guards).toEqual(Object.fromEntries(Object.entries(ROUTES).map(([key, entry]) => [key, entry.guard])))
  })

  it('refuses everyone each guard does not admit, with the route contract answer', async () => {
    const answers: unknown[] = []
    const expected: unknown[] = []
    for (const route of found) {
      const entry = ROUTES[route.key]!
      for (const [caller, status, body] of GUARDS[entry.guard]!) {
        const res = await probe(route, caller)
        const answer = typeof body === 'string' ? res.text : res.body
        answers.push([
          route.key,
          caller,
          res.status,
          answer,
          typeof body === 'string' ? res.headers.get('content-type')?.split(';')[0] : 'json',
        ])
        expected.push([
          route.key,
          caller,
          status,
          typeof body === 'string' ? body : { ...body, ...entry.refusal },
          typeof body === 'string' ? 'text/plain' : 'json',
        ])
      }
    }
    expect(answers).toEqual(expected)
  })

  it('keeps a header a route sets before its guard on the refusal: private files are `private, no-store` even when refused', async () => {
    const route = found.find((r) => r.key === 'GET /api/files/private')!
    for (const caller of ['anonymous', 'employee of a suspended shop'] as const) {
      expect((await probe(route, caller)).headers.get('cache-control')).toBe('private, no-store')
    }
  })

  it('lets anyone reach the public routes: none answers 401 `Unauthorized`, the suspended-shop 403 or a 500', async () => {
    const answers: [string, Caller, number, unknown][] = []
    for (const route of found.filter((r) => ['public', 'none'].includes(ROUTES[r.key]!.guard))) {
      for (const caller of ['anonymous', 'employee of a suspended shop'] as const) {
        // Signing out would revoke the suspended employee's token, which the other tests use.
        if (route.key === 'POST /api/auth/logout' && caller !== 'anonymous') continue
        const res = await probe(route, caller)
        answers.push([route.key, caller, res.status, res.body?.error])
      }
    }
    expect(answers.length).toBe(21)
    expect(
      answers.filter(
        ([, , status, error]) => status >= 500 || error === UNAUTHORIZED.error || error === SUSPENDED.error,
      ),
    ).toEqual([])
  })
})
