import { describe, expect, it } from 'vitest'
import { withBillingServer, unique } from './billing-support.ts'
import { trpc } from './customers-helpers.ts'
import { createSuperAdminLogin, createTenantWithStaff, type StaffLogin } from './support/factories.ts'
import type { TestServer } from './support/test-server.ts'

/**
 * Issue 23 item 15: dates outside the range core allows (1900 to 9999) are refused with a 400
 * naming the field, where they used to answer 500 (outside PostgreSQL's range) or be stored and
 * break the console's tenant list (year 10000).
 */
let server: TestServer
withBillingServer((started) => {
  server = started
})

const mutate = (who: StaffLogin, path: string, input: unknown) =>
  trpc(server, 'mutation', `platform.${path}`, input, { token: who.token })
const tenants = (who: StaffLogin, search: string) =>
  trpc(server, 'query', 'platform.tenants', { search }, { token: who.token })

const OUT_OF_RANGE = ['0000-01-01T00:00:00.000Z', '-004714-11-24T00:00:00.000Z', '+010000-01-01T00:00:00.000Z']

describe('dates outside their range', () => {
  it('a subscription expiry is refused with 400 and the tenant list keeps working', async () => {
    const ops = await createSuperAdminLogin(server)
    const shop = await createTenantWithStaff(server)
    for (const expiry of OUT_OF_RANGE) {
      const res = await mutate(ops, 'setSubscription', { tenant: shop.slug, expiry })
      expect([expiry, res.status, res.error?.message]).toEqual([
        expiry,
        400,
        '--expiry must be an ISO 8601 timestamp between 1900 and 9999, or none.',
      ])
    }
    const listed = await tenants(ops, shop.slug)
    expect(listed.status).toBe(200)
    expect(listed.data.items).toHaveLength(1)
    const edge = await mutate(ops, 'setSubscription', { tenant: shop.slug, expiry: '9999-12-31T23:59:59.999Z' })
    expect(edge.status).toBe(200)
    expect((await tenants(ops, shop.slug)).status).toBe(200)
  })

  it('coupon validity dates are refused with 400 naming the field', async () => {
    const ops = await createSuperAdminLogin(server)
    for (const field of ['validFrom', 'validUntil']) {
      for (const date of OUT_OF_RANGE) {
        const res = await mutate(ops, 'createCoupon', {
          code: `d${unique()}`,
          kind: 'PERCENT',
          percentOff: 10,
          [field]: date,
        })
        expect([field, date, res.status, res.error?.message]).toEqual([
          field,
          date,
          400,
          `${field} must be an ISO 8601 timestamp between 1900 and 9999.`,
        ])
      }
    }
  })
})
