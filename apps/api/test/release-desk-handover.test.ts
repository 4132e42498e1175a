import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, isoDateOf } from '@gold/core'
import { trpc } from './customers-helpers.ts'
import { loanHelpers } from './loans-support.ts'
import { call } from './support/http.ts'
import { pdfText } from './support/pdf-text.ts'
import { TEST_JPEG, TEST_PNG } from './support/test-images.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

/** Issue 28: under the packet rule the gold goes back only with the label scanned, a seal photo, a signature and a witness. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const { api, loanValuation, shop, openLoanOk } = loanHelpers(() => server)
const today = () => isoDateOf(server.ctx.now())

async function upload(token: string, bytes: Buffer, type: string) {
  const res = await call(server.url, 'POST', '/api/upload', {
    token,
    rawBody: bytes,
    headers: { 'content-type': type },
  })
  expect(res.status, res.text).toBe(201)
  return res.body.pathname as string
}

/** A closed loan whose gold is in packet PKT-000001 (seal S-0093), in a shop that may turn the packet rule on. */
async function closedWithPacket(rule: boolean) {
  const t = await shop()
  const valuation = await loanValuation(t.token, t.customer.id)
  const loan = await openLoanOk(t.token, valuation.id, { principal: 1_000_000, disbursedOn: addDays(today(), -5) })
  const quote = (await api(t.token, 'GET', `/api/loans/${loan.id}/closure-quote`)).body
  expect(
    (
      await api(t.token, 'POST', `/api/loans/${loan.id}/payments`, {
        amount: quote.total,
        mode: 'UPI',
        reference: 'U1',
      })
    ).status,
  ).toBe(201)
  const db = server.ctx.db.forTenant(t.tenantId)
  const packet = await db.goldPacket.create({
    data: {
      tenantId: t.tenantId,
      number: 'PKT-000001',
      valuationId: valuation.id,
      loanId: loan.id,
      sealNo: 'S-0093',
      ornamentPhotoUrls: [],
      sealedPhotoUrl: '',
      status: 'inVault',
      createdById: t.employee.userId,
    },
  })
  if (rule) await db.custodySettings.create({ data: { tenantId: t.tenantId, requirePacketBeforeDisbursement: true } })
  return { t, loanId: loan.id as string, packetId: packet.id }
}

const release = (token: string, loanId: string, handover?: Record<string, unknown>) =>
  api(token, 'POST', `/api/loans/${loanId}/release`, {
    releasedTo: 'Asha Devi',
    sealIntact: true,
    ...(handover && { handover }),
  })

describe('release under the packet rule', () => {
  it('refuses each missing or wrong piece with its own message, in the clerk’s order', async () => {
    const { t, loanId } = await closedWithPacket(true)
    const seal = await upload(t.token, TEST_JPEG, 'image/jpeg')
    const sign = await upload(t.token, TEST_PNG, 'image/png')
    const other = await shop()
    const foreign = await upload(other.token, TEST_PNG, 'image/png')
    const full = { scannedLabel: 'GOLD-PACKET:PKT-000001', sealPhoto: seal, signature: sign }
    const cases: [Record<string, unknown> | undefined, string][] = [
      [
        undefined,
        'This shop releases gold only with the packet label scanned, a seal photo and the borrower’s signature.',
      ],
      [{ ...full, scannedLabel: '' }, 'Scan the packet label before releasing the gold.'],
      [
        { ...full, scannedLabel: 'upi://pay?pa=shop@upi' },
        'The scanned code is not a packet label. Scan the label on the packet.',
      ],
      [
        { ...full, scannedLabel: 'GOLD-PACKET:PKT-000002' },
        'Wrong packet: the label scanned is PKT-000002, this loan’s gold is in PKT-000001.',
      ],
      [{ ...full, sealPhoto: '' }, 'Take a photo of the packet seal at handover.'],
      [{ ...full, signature: undefined }, 'The borrower must sign on the screen.'],
      [
        { ...full, signature: foreign },
        'The seal photo and the signature must be images uploaded by this shop’s staff.',
      ],
      [
        { ...full, sealPhoto: `${t.tenantId}/made-up.png` },
        'The seal photo and the signature must be images uploaded by this shop’s staff.',
      ],
    ]
    for (const [handover, message] of cases) {
      const res = await release(t.token, loanId, handover)
      expect([res.status, res.body], JSON.stringify(handover)).toEqual([400, { error: message }])
    }
    expect((await api(t.token, 'GET', `/api/loans/${loanId}`)).body.status).toBe('Closed')
  })

  it('a complete handover waits for a second person; approved, the gold goes back with the custody movement and the receipt’s Handover', async () => {
    const { t, loanId, packetId } = await closedWithPacket(true)
    const handover = {
      scannedLabel: 'GOLD-PACKET:PKT-000001',
      sealPhoto: await upload(t.token, TEST_JPEG, 'image/jpeg'),
      signature: await upload(t.token, TEST_PNG, 'image/png'),
    }
    // The shop has no approval rule at all: joint custody holds it anyway.
    const held = await release(t.token, loanId, handover)
    expect(held.status, held.text).toBe(202)
    expect(held.body.pending).toMatchObject({ action: 'release', operation: 'loan.release', loanId })
    const own = await trpc(server, 'mutation', 'approvals.approve', { id: held.body.pending.id }, { token: t.token })
    expect(own.status).toBe(403)
    const approved = await trpc(
      server,
      'mutation',
      'approvals.approve',
      { id: held.body.pending.id },
      { token: t.admin.token },
    )
    expect(approved.status, approved.text).toBe(200)

    const loan = (await api(t.token, 'GET', `/api/loans/${loanId}`)).body
    expect(loan).toMatchObject({ status: 'Released', releasedTo: 'Asha Devi', releaseCompensation: 0 })
    const db = server.ctx.db.forTenant(t.tenantId)
    const moves = await db.custodyMovement.findMany({ where: { packetId } })
    expect(moves).toHaveLength(1)
    expect(moves[0]).toMatchObject({
      kind: 'release',
      requestedById: t.employee.userId,
      confirmedById: t.admin.userId,
      sealNo: 'S-0093',
    })
    expect((await db.goldPacket.findFirst({ where: { id: packetId } }))?.status).toBe('released')
    expect(await db.releaseRecord.findFirst({ where: { loanId } })).toMatchObject({
      packetNumber: 'PKT-000001',
      scannedLabel: 'GOLD-PACKET:PKT-000001',
      sealPhotoPathname: handover.sealPhoto,
      signaturePathname: handover.signature,
      releasedById: t.employee.userId,
      witnessId: t.admin.userId,
    })

    const pdf = await fetch(`${server.url}/api/loans/${loanId}/documents/release`, {
      headers: { authorization: `Bearer ${t.token}` },
    })
    expect(pdf.status).toBe(200)
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).join(' ')
    expect(text).toContain('Handover')
    expect(text).toContain('PKT-000001')
    expect(text).toContain('Seal at handover')
    expect(text).toContain('Borrower’s signature')
    expect(text).not.toContain('Image not')

    // A Tamil-reading borrower's receipt says the handover in Tamil too.
    await db.customer.updateMany({ where: { id: t.customer.id }, data: { preferredLanguage: 'ta' } })
    const tamil = await fetch(`${server.url}/api/loans/${loanId}/documents/release`, {
      headers: { authorization: `Bearer ${t.token}` },
    })
    const tamilText = (await pdfText(new Uint8Array(await tamil.arrayBuffer()))).join(' ')
    expect(tamilText).toContain('சாட்சி')
    expect(tamilText).toContain('PKT-000001')
    expect(tamilText).not.toContain('Seal at handover')
  }, 120_000)

  it('with the rule off the release answers as loans.md says, whatever handover is sent', async () => {
    const { t, loanId } = await closedWithPacket(false)
    const res = await release(t.token, loanId, { scannedLabel: 'nonsense' })
    expect(res.status, res.text).toBe(200)
    expect(res.body).toMatchObject({ status: 'Released', releaseDelayDays: 0, releaseCompensation: 0 })
    expect(await server.ctx.db.forTenant(t.tenantId).custodyMovement.count()).toBe(0)
  })
})
