import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { portalCustomer } from './customers-helpers.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { call, getBytes } from './support/http.ts'
import { pdfText } from './support/pdf-text.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createValuationOk, setGoldRate } from './support/valuation-factories.ts'

/**
 * Issue 23: the public verification page shows the shop as the certificate printed it, not the
 * shop's profile of today: the identity is kept the first time the certificate is printed.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})

const PRINTED = {
  legalName: 'Sri Lakshmi Gold Finance Private Limited',
  address: '12, Gandhi Bazaar Main Road, Bengaluru 560004',
  phone: '08026601234',
  email: 'desk@lakshmi.example',
  gstin: '29ABCDE1234F1Z5',
  licenceNumber: 'KA-MLA-2019-00421',
}
const MOVED = {
  legalName: 'Lakshmi Gold Finance LLP',
  address: '88, Jayanagar 4th Block, Bengaluru 560011',
  phone: '08026609999',
  email: 'jayanagar@lakshmi.example',
  gstin: '29ZZZZZ9999Z1Z9',
  licenceNumber: 'KA-MLA-2026-00007',
}

async function shopWithCertificate() {
  const t = await createTenantWithStaff(server, { name: 'Lakshmi Gold Loans' })
  await server.ctx.db.prisma.shopProfile.create({ data: { tenantId: t.tenantId, ...PRINTED } })
  const me = await portalCustomer(server, t.tenantId, t.slug, { name: 'Kavya Iyer' })
  const v = await createValuationOk(server, t.employee.token, { customerId: me.customer.id })
  const { verificationCode } = await server.ctx.db.prisma.valuation.findUniqueOrThrow({
    where: { id: v.id },
    select: { verificationCode: true },
  })
  return { t, me, v, code: verificationCode! }
}

const certificateText = async (token: string, id: string) => {
  const res = await getBytes(server.url, `/api/valuations/${id}/certificate`, { token })
  expect(res.status).toBe(200)
  return (await pdfText(res.bytes)).join(' ')
}
const moveShop = (tenantId: string) => server.ctx.db.prisma.shopProfile.update({ where: { tenantId }, data: MOVED })
const verify = async (code: string) => {
  const res = await call(server.url, 'GET', `/api/public/certificates/${code}`)
  expect(res.status).toBe(200)
  return res.body
}

describe('GET /api/public/certificates/{code} after the shop changes its profile', () => {
  it('shows the shop as printed on the certificate, and a reprint prints the same', async () => {
    const { t, v, code } = await shopWithCertificate()
    expect(await certificateText(t.employee.token, v.id)).toContain(PRINTED.address)
    await moveShop(t.tenantId)

    const answer = await verify(code)
    expect(answer.shop).toEqual({
      name: 'Lakshmi Gold Loans',
      legalName: PRINTED.legalName,
      address: PRINTED.address,
      gstin: PRINTED.gstin,
      licenceNumber: PRINTED.licenceNumber,
    })
    // Nothing beyond the published shape: no phone or email of the shop, nothing of the borrower.
    expect(Object.keys(answer).sort()).toEqual(
      [
        'certificateNumber',
        'issuedOn',
        'shop',
        'ornamentCount',
        'totalNetWeight',
        'totalFineWeight',
        'totalValue',
        'rate22k',
      ].sort(),
    )
    const again = await certificateText(t.employee.token, v.id)
    expect(again).toContain(PRINTED.address)
    expect(again).toContain(PRINTED.gstin)
    expect(again).not.toContain(MOVED.address)
  })

  it('a certificate first printed after the change carries the new profile', async () => {
    const { t, v, code } = await shopWithCertificate()
    await moveShop(t.tenantId)
    expect(await certificateText(t.employee.token, v.id)).toContain(MOVED.address)
    expect((await verify(code)).shop).toMatchObject({ address: MOVED.address, gstin: MOVED.gstin })
  })

  it('the tRPC procedure of the verification page answers the printed shop too', async () => {
    const { t, v, code } = await shopWithCertificate()
    await certificateText(t.employee.token, v.id)
    await moveShop(t.tenantId)
    const input = encodeURIComponent(JSON.stringify({ json: { code } }))
    const res = await call(server.url, 'GET', `/trpc/valuations.verifyCertificate?input=${input}`)
    expect(res.body.result.data.json.shop).toMatchObject({ legalName: PRINTED.legalName, address: PRINTED.address })
  })
})
