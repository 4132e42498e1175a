import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { custodyHelpers } from './custody-support.ts'

/** Issue 28: a shop's rule that a disbursement needs the gold receipt and a sealed packet first. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const h = custodyHelpers(() => server)
const RECEIPT_FIRST =
  'Issue the gold receipt for this valuation before disbursing: this shop requires a gold receipt and a sealed packet first.'
const PACKET_FIRST =
  'Seal the gold in a packet before disbursing: this shop requires a packet with its seal number, photos of the ornaments and a photo of the sealed packet.'

const requirePacket = (token: string, on: boolean) =>
  h.trpc(token, 'custody.updateSettings', { requirePacketBeforeDisbursement: on }, 'mutation')

describe('disbursement and the custody rule', () => {
  it('is off for a new shop: a loan opens with no receipt or packet, as loans.md says', async () => {
    const t = await h.shop()
    expect((await h.trpc(t.token, 'custody.settings', undefined, 'query')).data).toEqual({
      requirePacketBeforeDisbursement: false,
    })
    const v = await h.loanValuation(t.token, t.customer.id)
    const res = await h.api(t.token, 'POST', '/api/loans', h.openBody(v.id))
    expect([res.status, res.body.valuationId]).toEqual([201, v.id])
  })

  it('when on, refuses without the gold receipt, then without the packet, then opens and pledges the packet', async () => {
    const t = await h.shop()
    expect((await requirePacket(t.admin.token, true)).data).toEqual({ requirePacketBeforeDisbursement: true })
    const v = await h.loanValuation(t.token, t.customer.id)

    const noReceipt = await h.api(t.token, 'POST', '/api/loans', h.openBody(v.id))
    expect([noReceipt.status, noReceipt.body]).toEqual([409, { error: RECEIPT_FIRST }])

    await h.issueGoldReceipt(t.token, v.id)
    const noPacket = await h.api(t.token, 'POST', '/api/loans', h.openBody(v.id))
    expect([noPacket.status, noPacket.body]).toEqual([409, { error: PACKET_FIRST }])
    // The staff app's Disburse goes through tRPC: the same refusal.
    const viaTrpc = await h.trpc(t.token, 'loans.open', h.openBody(v.id), 'mutation')
    expect([viaTrpc.status, viaTrpc.error?.message]).toEqual([409, PACKET_FIRST])

    const packet = await h.createPacketOk(t.token, v.id)
    expect(packet).toMatchObject({ number: 'PKT-000001', sealNo: 'S-0093', status: 'sealed', loanId: null })
    const opened = await h.api(t.token, 'POST', '/api/loans', h.openBody(v.id))
    expect(opened.status, opened.text).toBe(201)

    const pledged = await h.trpc(t.token, 'custody.pledgedGold', { loanId: opened.body.id }, 'query')
    expect(pledged.data).toHaveLength(1)
    expect(pledged.data[0]).toMatchObject({
      number: 'PKT-000001',
      sealNo: 'S-0093',
      loanId: opened.body.id,
      loanNumber: opened.body.loanNumber,
      ornaments: [expect.objectContaining({ type: 'Chain', purity: '22K' })],
    })
    expect(pledged.data[0].ornamentPhotoUrls[0]).toMatch(/^\/api\/files\/private\?pathname=/)
  })

  it('when turned off again, answers as before', async () => {
    const t = await h.shop()
    await requirePacket(t.admin.token, true)
    await requirePacket(t.admin.token, false)
    const v = await h.loanValuation(t.token, t.customer.id)
    expect((await h.api(t.token, 'POST', '/api/loans', h.openBody(v.id))).status).toBe(201)
  })

  it('only custody.manage changes the rule', async () => {
    const t = await h.shop()
    const refused = await requirePacket(t.token, true)
    expect([refused.status, refused.error?.message]).toEqual([403, 'You do not have permission to do this.'])
    expect((await h.trpc(t.token, 'custody.settings', undefined, 'query')).data).toEqual({
      requirePacketBeforeDisbursement: false,
    })
  })

  it('a packet photo must be an image this shop uploaded', async () => {
    const t = await h.shop()
    const other = await h.shop()
    const v = await h.loanValuation(t.token, t.customer.id)
    const body = await h.packetBody(t.token, v.id)
    const foreign = { ...body, sealedPhotoUrl: await h.upload(other.token) }
    const res = await h.trpc(t.token, 'custody.createPacket', foreign, 'mutation')
    expect([res.status, res.error?.message]).toEqual([400, 'Photos must be PNG or JPEG images uploaded for this shop.'])
    const missing = await h.trpc(t.token, 'custody.createPacket', { ...body, ornamentPhotoUrls: [] }, 'mutation')
    expect([missing.status, missing.error?.message]).toEqual([
      400,
      'Add at least one photo of the ornaments before sealing the packet.',
    ])
    await h.createPacketOk(t.token, v.id)
    const again = await h.trpc(t.token, 'custody.createPacket', body, 'mutation')
    expect([again.status, again.error?.message]).toEqual([409, 'This valuation already has a packet.'])
  })
})
