import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isoDateOf, parseShopProfile } from '@gold/core'
import { DEMO_SHOP_PROFILE } from '../src/seed.ts'
import { shopRepository } from '../src/shop/shop-repository.ts'
import { insertCustomer } from './support/factories.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createValuationOk, setGoldRate } from './support/valuation-factories.ts'
import { journalsOf } from './books-support.ts'
import { loanHelpers } from './loans-support.ts'

/** Issue 25: a valuation fee received posts fee income, with the GST inside it when the shop is registered. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const { shop, trpc } = loanHelpers(() => server)
const today = () => isoDateOf(server.ctx.now())

/** A shop with a ₹500 valuation fee charged; GST-registered when `gstin`. */
async function valuedWithFee(gstin: boolean) {
  const t = await shop()
  if (gstin)
    await shopRepository(server.ctx, t.tenantId).putProfile(parseShopProfile(DEMO_SHOP_PROFILE), t.admin.userId)
  const customer = await insertCustomer(server, t.tenantId)
  const v = await createValuationOk(server, t.token, {
    customerId: customer.id,
    type: 'certificate',
    valuationFee: 500,
  })
  return { t, v }
}

const fees = async (tenantId: string) => (await journalsOf(server, tenantId)).filter((j) => j.kind === 'valuationFee')

describe('valuation fee received', () => {
  it('a GST-registered shop: Dr cash ₹500, Cr fee income ₹423.73 and GST output ₹76.27; once only', async () => {
    const { t, v } = await valuedWithFee(true)
    expect((await trpc(t.token, 'books.valuationFee', { id: v.id }, 'query')).data).toEqual({
      amountPaise: 50_000,
      receivedOn: null,
    })
    const received = await trpc(t.token, 'books.receiveValuationFee', { id: v.id, body: { mode: 'Cash' } }, 'mutation')
    expect(received).toMatchObject({ status: 200, data: { amountPaise: 50_000, receivedOn: today() } })
    expect(await fees(t.tenantId)).toEqual([
      { kind: 'valuationFee', date: today(), lines: ['Dr 1100 50000', 'Cr 4300 42373', 'Cr 2300 7627'] },
    ])
    const again = await trpc(t.token, 'books.receiveValuationFee', { id: v.id, body: { mode: 'Cash' } }, 'mutation')
    expect(again.status).toBe(409)
    expect(again.error.message).toBe('The fee of this valuation has already been received.')
    expect(await fees(t.tenantId)).toHaveLength(1)
  })

  it('a shop without a GSTIN: the whole fee is income; a UPI fee waits in the gateway clearing', async () => {
    const { t, v } = await valuedWithFee(false)
    const body = { mode: 'UPI', reference: 'UPI-FEE-1' }
    expect((await trpc(t.token, 'books.receiveValuationFee', { id: v.id, body }, 'mutation')).status).toBe(200)
    expect(await fees(t.tenantId)).toEqual([
      { kind: 'valuationFee', date: today(), lines: ['Dr 1300 50000', 'Cr 4300 50000'] },
    ])
  })

  it('refuses a valuation with no fee, and another shop reads the valuation as not found', async () => {
    const t = await shop()
    const customer = await insertCustomer(server, t.tenantId)
    const v = await createValuationOk(server, t.token, { customerId: customer.id, type: 'certificate' })
    const refused = await trpc(t.token, 'books.receiveValuationFee', { id: v.id, body: { mode: 'Cash' } }, 'mutation')
    expect(refused.status).toBe(400)
    expect(refused.error.message).toBe('This valuation has no fee to receive.')
    const other = await shop()
    expect((await trpc(other.token, 'books.valuationFee', { id: v.id }, 'query')).status).toBe(404)
  })
})
