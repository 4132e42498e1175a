import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { customerBody, trpc } from './customers-helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const post = (token: string, body: unknown) => call(server.url, 'POST', '/api/customers', { token, body })

describe('PATCH /api/customers/{id}/kyc', () => {
  it('sets and clears the five KYC URLs; only present keys are written', async () => {
    const shop = await createTenantWithStaff(server)
    const c = (await post(shop.admin.token, customerBody({ aadhaarDocUrl: '/a.pdf' }))).body
    const res = await call(server.url, 'PATCH', `/api/customers/${c.id}/kyc`, {
      token: shop.employee.token,
      body: { livePhotoUrl: '/l.jpg', idCardPhotoUrl: '/i.jpg', panDocUrl: '/p.pdf', passbookUrl: '/b.pdf' },
    })
    expect(res.body).toEqual({
      id: c.id,
      kyc: { livePhoto: true, idCard: true, aadhaarDoc: true, panDoc: true, passbook: true },
      kycProgress: { completed: 5, total: 5 },
    })
    const cleared = await trpc(
      server,
      'mutation',
      'customers.setKyc',
      { id: c.id, aadhaarDocUrl: '', passbookUrl: null },
      { token: shop.admin.token },
    )
    expect(cleared.data.kycProgress).toEqual({ completed: 3, total: 5 })
    const none = await call(server.url, 'PATCH', `/api/customers/${c.id}/kyc`, {
      token: shop.admin.token,
      body: { name: 'x' },
    })
    expect([none.status, none.body]).toEqual([400, { error: 'No supported fields to update' }])
    const bad = await call(server.url, 'PATCH', `/api/customers/${c.id}/kyc`, {
      token: shop.admin.token,
      body: { panDocUrl: 42 },
    })
    expect(bad.status).toBe(400)
  })

  it('never clears both the Aadhaar and the PAN document, even by two concurrent changes', async () => {
    const shop = await createTenantWithStaff(server)
    const kyc = (id: string, body: Record<string, unknown>) =>
      call(server.url, 'PATCH', `/api/customers/${id}/kyc`, { token: shop.employee.token, body })
    const refused = [400, { error: 'Please upload an Aadhaar or PAN document.' }]
    const onlyAadhaar = (await post(shop.admin.token, customerBody({ aadhaarDocUrl: '/a.pdf' }))).body
    const both = await kyc(onlyAadhaar.id, { aadhaarDocUrl: null, panDocUrl: '' })
    expect([both.status, both.body]).toEqual(refused)
    const last = await kyc(onlyAadhaar.id, { aadhaarDocUrl: null, livePhotoUrl: '/l.jpg' })
    expect([last.status, last.body]).toEqual(refused)
    const swapped = await kyc(onlyAadhaar.id, { aadhaarDocUrl: null, panDocUrl: '/p.pdf' })
    expect(swapped.body.kyc).toMatchObject({ aadhaarDoc: false, panDoc: true })

    const twoDocs = (await post(shop.admin.token, customerBody({ aadhaarDocUrl: '/a.pdf', panDocUrl: '/p.pdf' }))).body
    const raced = await Promise.all([kyc(twoDocs.id, { aadhaarDocUrl: null }), kyc(twoDocs.id, { panDocUrl: null })])
    expect(raced.map((r) => r.status).sort()).toEqual([200, 400])
    const detail = (await call(server.url, 'GET', `/api/customers/${twoDocs.id}`, { token: shop.employee.token })).body
    expect(detail.kyc.aadhaarDoc || detail.kyc.panDoc).toBe(true)
    const missing = await kyc('no-such-customer', { aadhaarDocUrl: null })
    expect([missing.status, missing.body]).toEqual([404, { error: 'Customer not found' }])
  })
})
