import { describe, expect, it } from 'vitest'
import { call } from './support/http.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { customerBody, customersTestServer, trpc } from './customers-helpers.ts'

const api = customersTestServer()

describe('PATCH /api/customers/{id}/kyc', () => {
  it('sets and clears the five KYC URLs; only present keys are written', async () => {
    const shop = await createTenantWithStaff(api.server)
    const c = (await api.post(shop.admin.token, customerBody({ aadhaarDocUrl: '/a.pdf' }))).body
    const res = await call(api.server.url, 'PATCH', `/api/customers/${c.id}/kyc`, {
      token: shop.employee.token,
      body: { livePhotoUrl: '/l.jpg', idCardPhotoUrl: '/i.jpg', panDocUrl: '/p.pdf', passbookUrl: '/b.pdf' },
    })
    expect(res.body).toEqual({
      id: c.id,
      kyc: { livePhoto: true, idCard: true, aadhaarDoc: true, panDoc: true, passbook: true },
      kycProgress: { completed: 5, total: 5 },
    })
    const cleared = await trpc(
      api.server,
      'mutation',
      'customers.setKyc',
      { id: c.id, aadhaarDocUrl: '', passbookUrl: null },
      { token: shop.admin.token },
    )
    expect(cleared.data.kycProgress).toEqual({ completed: 3, total: 5 })
    const none = await call(api.server.url, 'PATCH', `/api/customers/${c.id}/kyc`, {
      token: shop.admin.token,
      body: { name: 'x' },
    })
    expect([none.status, none.body]).toEqual([400, { error: 'No supported fields to update' }])
    const bad = await call(api.server.url, 'PATCH', `/api/customers/${c.id}/kyc`, {
      token: shop.admin.token,
      body: { panDocUrl: 42 },
    })
    expect(bad.status).toBe(400)
  })

  it('never clears both the Aadhaar and the PAN document, even by two concurrent changes', async () => {
    const shop = await createTenantWithStaff(api.server)
    const kyc = (id: string, body: Record<string, unknown>) =>
      call(api.server.url, 'PATCH', `/api/customers/${id}/kyc`, { token: shop.employee.token, body })
    const refused = [400, { error: 'Please upload an Aadhaar or PAN document.' }]
    const onlyAadhaar = (await api.post(shop.admin.token, customerBody({ aadhaarDocUrl: '/a.pdf' }))).body
    const both = await kyc(onlyAadhaar.id, { aadhaarDocUrl: null, panDocUrl: '' })
    expect([both.status, both.body]).toEqual(refused)
    const last = await kyc(onlyAadhaar.id, { aadhaarDocUrl: null, livePhotoUrl: '/l.jpg' })
    expect([last.status, last.body]).toEqual(refused)
    const swapped = await kyc(onlyAadhaar.id, { aadhaarDocUrl: null, panDocUrl: '/p.pdf' })
    expect(swapped.body.kyc).toMatchObject({ aadhaarDoc: false, panDoc: true })

    const twoDocs = (await api.post(shop.admin.token, customerBody({ aadhaarDocUrl: '/a.pdf', panDocUrl: '/p.pdf' })))
      .body
    const raced = await Promise.all([kyc(twoDocs.id, { aadhaarDocUrl: null }), kyc(twoDocs.id, { panDocUrl: null })])
    expect(raced.map((r) => r.status).sort()).toEqual([200, 400])
    const detail = (await call(api.server.url, 'GET', `/api/customers/${twoDocs.id}`, { token: shop.employee.token }))
      .body
    expect(detail.kyc.aadhaarDoc || detail.kyc.panDoc).toBe(true)
    const missing = await kyc('no-such-customer', { aadhaarDocUrl: null })
    expect([missing.status, missing.body]).toEqual([404, { error: 'Customer not found' }])
  })
})
