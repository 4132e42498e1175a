import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { TEST_PNG } from './support/test-images.ts'
import { customerBody, trpc } from './customers-helpers.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

async function uploadKyc(token: string) {
  const res = await call(server.url, 'POST', '/api/upload?purpose=kyc', {
    token,
    rawBody: TEST_PNG,
    headers: { 'content-type': 'image/png', 'x-file-name': 'aadhaar.png' },
  })
  expect(res.status, res.text).toBe(201)
  return (res.body as { pathname: string }).pathname
}

/** Issue 23: uploaded KYC images could not be opened from the borrower page. */
describe('tRPC customers.kycDocuments', () => {
  it('lists the documents on file with a link the staff session opens; the REST detail still has no URLs', async () => {
    const shop = await createTenantWithStaff(server)
    const aadhaar = await uploadKyc(shop.employee.token)
    const photo = await uploadKyc(shop.admin.token)
    const created = await call(server.url, 'POST', '/api/customers', {
      token: shop.employee.token,
      body: customerBody({ aadhaarDocUrl: aadhaar, livePhotoUrl: photo }),
    })
    expect(created.status, created.text).toBe(201)
    const id = (created.body as { id: string }).id

    const docs = await trpc(server, 'query', 'customers.kycDocuments', { id }, { token: shop.employee.token })
    expect(docs.data).toEqual({
      documents: [
        { kind: 'livePhoto', url: `/api/files/private?pathname=${encodeURIComponent(photo)}` },
        { kind: 'aadhaarDoc', url: `/api/files/private?pathname=${encodeURIComponent(aadhaar)}` },
      ],
    })
    for (const doc of docs.data.documents as { url: string }[]) {
      const file = await call(server.url, 'GET', doc.url, { token: shop.employee.token })
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toBe('image/png')
    }
    const detail = await call(server.url, 'GET', `/api/customers/${id}`, { token: shop.employee.token })
    expect(detail.text).not.toContain(aadhaar)
  })

  it("another shop's staff get 404 for the borrower's list and for the file itself", async () => {
    const shop = await createTenantWithStaff(server)
    const other = await createTenantWithStaff(server)
    const aadhaar = await uploadKyc(shop.employee.token)
    const created = await call(server.url, 'POST', '/api/customers', {
      token: shop.employee.token,
      body: customerBody({ aadhaarDocUrl: aadhaar }),
    })
    const id = (created.body as { id: string }).id
    const docs = await trpc(server, 'query', 'customers.kycDocuments', { id }, { token: other.employee.token })
    expect(docs.error).toMatchObject({ httpStatus: 404, message: 'Customer not found' })
    const file = await call(server.url, 'GET', `/api/files/private?pathname=${encodeURIComponent(aadhaar)}`, {
      token: other.employee.token,
    })
    expect([file.status, file.body]).toEqual([404, { error: 'File not found' }])
  })
})
