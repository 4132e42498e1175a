import { financialYearOf } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loanHelpers } from './loans-support.ts'
import { createTenantWithStaff, insertCustomer } from './support/factories.ts'
import { call, getBytes } from './support/http.ts'
import { pdfText } from './support/pdf-text.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { chain, createValuationOk, setGoldRate } from './support/valuation-factories.ts'

/** Issue 26: a valuation corrected by a new version; the old certificate verifies as superseded. */

let server: TestServer
const { api, trpc, loanValuation, openLoanOk } = loanHelpers(() => server)
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})

async function shop() {
  const t = await createTenantWithStaff(server)
  const customer = await insertCustomer(server, t.tenantId)
  return { ...t, customer, owner: t.admin.token }
}

const correct = (token: string, id: string, body: Record<string, unknown>) =>
  api(token, 'POST', `/api/valuations/${encodeURIComponent(id)}/corrections`, body)

const lighter = (grams: number, reason = 'The scale was not zeroed') => ({
  ornaments: [{ ...chain, grossWeight: grams }],
  reason,
})

const stored = (id: string) =>
  server.ctx.db.prisma.valuation.findUniqueOrThrow({
    where: { id },
    select: { certificateNumber: true, verificationCode: true, goldReceiptNo: true, customerId: true },
  })

const verify = (code: string) => call(server.url, 'GET', `/api/public/certificates/${code}`)
const fy = () => financialYearOf(server.ctx.now())

async function certificateText(token: string, id: string) {
  const res = await getBytes(server.url, `/api/valuations/${encodeURIComponent(id)}/certificate`, { token })
  expect(res.status).toBe(200)
  return (await pdfText(res.bytes)).join(' ')
}

describe('POST /api/valuations/{id}/corrections', () => {
  it('writes a new version with a new certificate number; the old one verifies, and prints, as superseded', async () => {
    const t = await shop()
    const v = await createValuationOk(server, t.owner, { customerId: t.customer.id, appraiserNote: 'Hallmarked' })
    const old = await stored(v.id)
    const before = await verify(old.verificationCode!)
    const restBefore = await api(t.owner, 'GET', `/api/valuations/${v.id}`)

    const res = await correct(t.owner, v.id, lighter(8))
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      valuationId: expect.any(String),
      certificateNumber: `VC/${fy()}/000002`,
      corrects: { valuationId: v.id, certificateNumber: `VC/${fy()}/000001` },
      reason: 'The scale was not zeroed',
      correctedAt: expect.any(String),
      totalValue: 47965.1,
      estimatedLoan: 35973.83,
      loan: null,
    })
    const newId = res.body.valuationId as string
    const fresh = await stored(newId)
    expect(fresh.customerId).toBe(old.customerId)

    // The new version is a valuation like any other: the spec's detail, the corrected ornaments, the note kept.
    const restNew = await api(t.owner, 'GET', `/api/valuations/${newId}`)
    expect(Object.keys(restNew.body)).toEqual(Object.keys(restBefore.body))
    expect(restNew.body).toMatchObject({ totalGrossWeight: 8, totalValue: 47965.1, appraiserNote: 'Hallmarked' })
    // The old one's detail is as it was, but for its EMI records, which follow the valuation to its new version.
    const restOld = await api(t.owner, 'GET', `/api/valuations/${v.id}`)
    expect({ ...restOld.body, emiRecords: [] }).toEqual({ ...restBefore.body, emiRecords: [] })

    // Still genuinely issued, every field as before, plus who superseded it; the new one names what it corrects.
    const after = await verify(old.verificationCode!)
    expect(after.status).toBe(200)
    expect(after.body).toEqual({
      ...before.body,
      supersededBy: {
        certificateNumber: `VC/${fy()}/000002`,
        supersededOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    })
    const newer = await verify(fresh.verificationCode!)
    expect(newer.body).toMatchObject({
      certificateNumber: fresh.certificateNumber,
      corrects: { certificateNumber: old.certificateNumber },
    })
    expect(newer.body).not.toHaveProperty('supersededBy')

    expect(await certificateText(t.owner, v.id)).toMatch(/SUPERSEDED.*Replaced by certificate VC\/\S+\/000002/)
    expect(await certificateText(t.owner, newId)).not.toContain('SUPERSEDED')

    // The staff app reads the link both ways.
    const oldApp = await trpc(t.owner, 'valuations.get', { id: v.id }, 'query')
    expect(oldApp.data.supersededBy).toMatchObject({
      id: newId,
      certificateNumber: fresh.certificateNumber,
      reason: 'The scale was not zeroed',
    })
    expect(oldApp.data.corrects).toBeNull()
    const newApp = await trpc(t.owner, 'valuations.get', { id: newId }, 'query')
    expect(newApp.data).toMatchObject({
      supersededBy: null,
      corrects: { id: v.id, certificateNumber: old.certificateNumber },
    })

    // The shop's trail holds the appraisal before and after.
    const entry = await server.ctx.db.prisma.shopAuditEntry.findFirstOrThrow({
      where: { tenantId: t.tenantId, action: 'POST /api/valuations/:id/corrections' },
    })
    expect(JSON.parse(entry.before!)).toMatchObject({ valuationId: v.id, totalValue: 59940.02 })
    expect(JSON.parse(entry.after!)).toMatchObject({ valuationId: newId, totalValue: 47965.1 })
    expect(entry.customerId).toBe(t.customer.id)
  })

  it('refuses a second correction of the same version (the newest may be corrected again)', async () => {
    const t = await shop()
    const v = await createValuationOk(server, t.owner, { customerId: t.customer.id })
    const first = await correct(t.owner, v.id, lighter(9))
    expect(first.status).toBe(201)
    const again = await correct(t.owner, v.id, lighter(8))
    expect([again.status, again.body]).toEqual([
      409,
      { error: 'This valuation has already been corrected: correct its newest version.' },
    ])
    const next = await correct(t.owner, first.body.valuationId, lighter(8))
    expect(next.status).toBe(201)
    expect(next.body.certificateNumber).toBe(`VC/${fy()}/000003`)
  })

  it('of two corrections at once exactly one wins', async () => {
    const t = await shop()
    const v = await createValuationOk(server, t.owner, { customerId: t.customer.id })
    const answers = await Promise.all([correct(t.owner, v.id, lighter(8)), correct(t.owner, v.id, lighter(9))])
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409])
    const db = server.ctx.db.prisma
    expect(await db.valuationCorrection.count({ where: { tenantId: t.tenantId } })).toBe(1)
    expect(await db.valuation.count({ where: { tenantId: t.tenantId } })).toBe(2)
  })

  it('moves an Active loan and its schedule to the new version, answering its loan-to-value at the corrected value', async () => {
    const t = await shop()
    const v = await loanValuation(t.owner, t.customer.id, 30)
    const loan = await openLoanOk(t.owner, v.id)
    const schedule = (await api(t.owner, 'GET', `/api/valuations/${v.id}`)).body.emiRecords

    const res = await correct(t.owner, v.id, lighter(10, 'Hollow chain, filled with wax'))
    expect(res.status).toBe(201)
    const newId = res.body.valuationId as string
    const outstanding = (await api(t.owner, 'GET', `/api/loans/${loan.id}`)).body
    expect(outstanding.valuationId).toBe(newId)
    const permitted = Math.floor((5_994_002 * 8500) / 10_000)
    expect(res.body.loan).toEqual({
      id: loan.id,
      movedTo: newId,
      loanToValue: {
        aboveLimit: true,
        ratioBp: 8500,
        ltvBp: Math.ceil((outstanding.outstanding.total * 10_000) / 5_994_002),
        permitted,
        excess: outstanding.outstanding.total - permitted,
      },
    })
    expect((await api(t.owner, 'GET', `/api/valuations/${newId}`)).body.emiRecords).toEqual(
      schedule.map((e: Record<string, unknown>) => ({ ...e, valuationId: newId })),
    )
    // The standing shortfall check runs again on the corrected gold and flags the loan.
    await vi.waitFor(
      async () => {
        const row = await server.ctx.db.prisma.loan.findUniqueOrThrow({ where: { id: loan.id } })
        expect(row.shortfallOn).not.toBeNull()
      },
      { timeout: 10_000, interval: 200 },
    )
    // The superseded valuation cannot carry a loan again.
    const reopen = await api(t.owner, 'POST', '/api/loans', { ...loanBody(v.id) })
    expect([reopen.status, reopen.body]).toEqual([400, { error: 'This valuation cannot be disbursed.' }])
  })

  it('refuses the valuation of a loan that is no longer Active', async () => {
    const t = await shop()
    const v = await loanValuation(t.owner, t.customer.id, 30)
    const loan = await openLoanOk(t.owner, v.id)
    await server.ctx.db.prisma.loan.update({ where: { id: loan.id }, data: { status: 'Released' } })
    const res = await correct(t.owner, v.id, lighter(20))
    expect([res.status, res.body]).toEqual([
      400,
      { error: 'The loan on this valuation is no longer active: its valuation cannot be corrected.' },
    ])
    expect(await server.ctx.db.prisma.valuationCorrection.count({ where: { tenantId: t.tenantId } })).toBe(0)
  })

  it('reads another shop’s valuation as not found, refuses a role without valuations.revise, and asks for a reason', async () => {
    const a = await shop()
    const b = await shop()
    const v = await createValuationOk(server, a.owner, { customerId: a.customer.id })
    expect(await correct(b.owner, v.id, lighter(8)).then((r) => [r.status, r.body])).toEqual([
      404,
      { error: 'Valuation not found' },
    ])
    expect(await correct(a.employee.token, v.id, lighter(8)).then((r) => [r.status, r.body])).toEqual([
      403,
      { error: 'You do not have permission to do this.' },
    ])
    expect(await correct(a.owner, v.id, { ornaments: [chain] }).then((r) => [r.status, r.body])).toEqual([
      400,
      { error: 'Give a reason for the correction (3 to 500 characters).' },
    ])
    expect(await correct(a.owner, v.id, { ...lighter(10) }).then((r) => [r.status, r.body])).toEqual([
      400,
      { error: 'The correction changes nothing: change an ornament or the appraiser’s note.' },
    ])
    const viaTrpc = await trpc(a.owner, 'valuations.correct', { id: v.id, body: lighter(8) }, 'mutation')
    expect(viaTrpc.data.certificateNumber).toBe(`VC/${fy()}/000002`)
  })
})

const loanBody = (valuationId: string) => ({
  valuationId,
  principal: 1_000_000,
  scheme: 'BULLET',
  annualRate: 12,
  tenureMonths: 3,
  disbursementMode: 'BankTransfer',
  disbursementReference: 'NEFT-2',
})
