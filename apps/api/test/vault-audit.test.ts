import { packetLabelText } from '@gold/core'
import { describe, expect, it } from 'vitest'
import { createStaffUser } from '../src/auth/identity-admin.ts'
import { assignRoles } from '../src/roles/roles-service.ts'
import { customersTestServer, trpc, unique } from './customers-helpers.ts'
import { createTenantWithStaff, loginAs } from './support/factories.ts'
import { vaultRegister } from './support/vault-audit-factories.ts'

/**
 * Issue 28's vault audit: staff scan the labels they find in a place (or the whole vault) and the
 * app lists what is missing, extra or in the wrong place, compared with custody's register.
 */
const api = customersTestServer()
const q = (token: string, path: string, input: unknown) => trpc(api.server, 'query', path, input, { token })
const m = (token: string, path: string, input: unknown) => trpc(api.server, 'mutation', path, input, { token })

/** A shop with trays A and B: PKT-000001..3 in A, 4 in B, 5 released to its borrower. */
async function shopWithVault() {
  const shop = await createTenantWithStaff(api.server)
  const vault = vaultRegister(api.server, shop.tenantId, shop.admin.userId)
  const trayA = await vault.place('1', 'A')
  const trayB = await vault.place('1', 'B')
  for (const placeId of [trayA.id, trayA.id, trayA.id, trayB.id]) await vault.packet(placeId)
  await vault.packet(null, 'released')
  return { shop, trayA, trayB, token: shop.employee.token }
}

const numbers = (rows: Array<{ number: string }>) => rows.map((r) => r.number)

describe('vault audit of one place', () => {
  it('lists what is missing, in the wrong place and extra; a repeated scan changes nothing', async () => {
    const { trayA, trayB, token } = await shopWithVault()
    const started = await m(token, 'vaultAudits.start', { placeId: trayA.id })
    expect(started.error).toBeUndefined()
    expect(started.data).toMatchObject({ status: 'open', place: { id: trayA.id, label: 'Safe 1 / Tray A / Slot 1' } })
    const auditId = started.data.id as string
    // Before any scan the whole tray is missing.
    expect(numbers(started.data.report.missing)).toEqual(['PKT-000001', 'PKT-000002', 'PKT-000003'])

    const scan = (label: string) => m(token, 'vaultAudits.scan', { auditId, label })
    await scan(packetLabelText('PKT-000001'))
    await scan('pkt-000002') // typed for a torn label
    await scan(packetLabelText('PKT-000004')) // tray B's packet, found in tray A
    await scan(packetLabelText('PKT-000005')) // released, yet in the vault
    await scan(packetLabelText('PKT-999999')) // not this shop's
    const again = await scan(packetLabelText('PKT-000001'))
    expect(again.error).toBeUndefined()
    expect(again.data.counts).toEqual({ scanned: 5, matched: 2, missing: 1, extra: 2, wrongPlace: 1 })
    expect(
      again.data.scans.map((s: { number: string; verdict: string; note: string | null }) => [
        s.number,
        s.verdict,
        s.note,
      ]),
    ).toEqual([
      ['PKT-999999', 'extra', 'Not a packet of this shop'],
      ['PKT-000005', 'extra', 'Register: released to the borrower'],
      ['PKT-000004', 'wrongPlace', 'Belongs in Safe 1 / Tray B / Slot 1'],
      ['PKT-000002', 'matched', null],
      ['PKT-000001', 'matched', null],
    ])

    const finished = await m(token, 'vaultAudits.finish', { id: auditId })
    expect(finished.error).toBeUndefined()
    const { report } = finished.data
    expect(finished.data.status).toBe('finished')
    expect(report.missing).toEqual([
      { number: 'PKT-000003', place: { id: trayA.id, label: 'Safe 1 / Tray A / Slot 1' }, sealNo: 'S-3', loanId: null },
    ])
    expect(report.wrongPlace).toEqual([
      {
        number: 'PKT-000004',
        expectedPlace: { id: trayB.id, label: 'Safe 1 / Tray B / Slot 1' },
        foundPlace: { id: trayA.id, label: 'Safe 1 / Tray A / Slot 1' },
        sealNo: 'S-4',
        loanId: null,
      },
    ])
    expect(report.extra).toEqual([
      {
        number: 'PKT-000005',
        foundPlace: expect.objectContaining({ id: trayA.id }),
        reason: 'notInVault',
        status: 'released',
      },
      { number: 'PKT-999999', foundPlace: expect.objectContaining({ id: trayA.id }), reason: 'unknown', status: null },
    ])
    expect(numbers(report.matched)).toEqual(['PKT-000001', 'PKT-000002'])
  })

  it('a finished audit takes no more scans, cannot finish twice, and its report stays as it was found', async () => {
    const { shop, trayA, token } = await shopWithVault()
    const auditId = (await m(token, 'vaultAudits.start', { placeId: trayA.id })).data.id as string
    await m(token, 'vaultAudits.scan', { auditId, label: packetLabelText('PKT-000001') })
    await m(token, 'vaultAudits.finish', { id: auditId })

    const late = await m(token, 'vaultAudits.scan', { auditId, label: packetLabelText('PKT-000002') })
    expect([late.error?.httpStatus, late.error?.message]).toEqual([
      409,
      'This vault audit is finished. Start a new audit to scan again.',
    ])
    const twice = await m(token, 'vaultAudits.finish', { id: auditId })
    expect(twice.error?.httpStatus).toBe(409)

    // The missing packet turns up and goes back to its tray afterwards: the report still says what was found then.
    await api.server.ctx.db
      .forTenant(shop.tenantId)
      .goldPacket.updateMany({ where: { number: 'PKT-000002' }, data: { status: 'out', placeId: null } })
    const read = await q(shop.admin.token, 'vaultAudits.get', { id: auditId })
    expect(numbers(read.data.report.missing)).toEqual(['PKT-000002', 'PKT-000003'])
    expect(read.data.counts).toMatchObject({ scanned: 1, matched: 1, missing: 2 })
    const listed = await q(token, 'vaultAudits.list', {})
    expect(listed.data.audits).toEqual([
      expect.objectContaining({
        id: auditId,
        status: 'finished',
        counts: { matched: 1, missing: 2, extra: 0, wrongPlace: 0 },
      }),
    ])
  })

  it('two phones reading one label at once record it once', async () => {
    const { trayA, shop, token } = await shopWithVault()
    const auditId = (await m(token, 'vaultAudits.start', { placeId: trayA.id })).data.id as string
    const label = packetLabelText('PKT-000001')
    const answers = await Promise.all(
      [token, shop.admin.token, token, shop.admin.token].map((t) => m(t, 'vaultAudits.scan', { auditId, label })),
    )
    expect(answers.map((a) => a.error)).toEqual([undefined, undefined, undefined, undefined])
    const read = await q(token, 'vaultAudits.get', { id: auditId })
    expect(read.data.scans.map((s: { number: string }) => s.number)).toEqual(['PKT-000001'])
  })

  it('refuses a code that is not a packet label, with the message the scanner shows', async () => {
    const { trayA, token } = await shopWithVault()
    const auditId = (await m(token, 'vaultAudits.start', { placeId: trayA.id })).data.id as string
    const res = await m(token, 'vaultAudits.scan', { auditId, label: 'upi://pay?pa=shop@bank' })
    expect([res.error?.httpStatus, res.error?.message, res.error?.domain?.field]).toEqual([
      400,
      'That is not a packet label. Scan the QR code on a packet, or type its number (PKT-000123).',
      'label',
    ])
  })
})

describe('vault audit of the whole vault', () => {
  it('covers every place: each scan names where it was found, within the audited places', async () => {
    const { trayA, trayB, token } = await shopWithVault()
    const started = await m(token, 'vaultAudits.start', { placeId: null })
    const auditId = started.data.id as string
    expect(started.data.place).toBeNull()
    expect(started.data.places.map((p: { id: string }) => p.id).sort()).toEqual([trayA.id, trayB.id].sort())
    expect(numbers(started.data.report.missing)).toEqual(['PKT-000001', 'PKT-000002', 'PKT-000003', 'PKT-000004'])

    const nowhere = await m(token, 'vaultAudits.scan', { auditId, label: packetLabelText('PKT-000001') })
    expect([nowhere.error?.httpStatus, nowhere.error?.message]).toEqual([
      400,
      'Choose the vault place where this packet was found.',
    ])
    const elsewhere = await m(token, 'vaultAudits.scan', {
      auditId,
      label: packetLabelText('PKT-000001'),
      placeId: 'no-such-place',
    })
    expect([elsewhere.error?.httpStatus, elsewhere.error?.message]).toEqual([
      400,
      'That place is not part of this audit.',
    ])

    await m(token, 'vaultAudits.scan', { auditId, label: packetLabelText('PKT-000001'), placeId: trayB.id })
    // Seen again in its own tray: the last place it was seen counts.
    await m(token, 'vaultAudits.scan', { auditId, label: packetLabelText('PKT-000001'), placeId: trayA.id })
    await m(token, 'vaultAudits.scan', { auditId, label: packetLabelText('PKT-000003'), placeId: trayB.id })
    const done = await m(token, 'vaultAudits.finish', { id: auditId })
    expect(done.data.counts).toEqual({ scanned: 2, matched: 1, missing: 2, extra: 0, wrongPlace: 1 })
    expect(numbers(done.data.report.missing)).toEqual(['PKT-000002', 'PKT-000004'])
    expect(done.data.report.wrongPlace[0]).toMatchObject({ number: 'PKT-000003', foundPlace: { id: trayB.id } })
  })

  it('cannot start on an empty vault, nor on a retired place', async () => {
    const shop = await createTenantWithStaff(api.server)
    const empty = await m(shop.employee.token, 'vaultAudits.start', { placeId: null })
    expect([empty.error?.httpStatus, empty.error?.message]).toEqual([
      409,
      'The vault has no places yet. Add vault places before auditing.',
    ])
    const retired = await vaultRegister(api.server, shop.tenantId, shop.admin.userId).place('Old', '9')
    await api.server.ctx.db
      .forTenant(shop.tenantId)
      .vaultPlace.updateMany({ where: { id: retired.id }, data: { active: false } })
    const res = await m(shop.employee.token, 'vaultAudits.start', { placeId: retired.id })
    expect([res.error?.httpStatus, res.error?.message]).toEqual([
      409,
      'This vault place is retired; choose an active one.',
    ])
  })
})

describe('vault audit access', () => {
  it("another shop's audit and place read as not found", async () => {
    const { trayA, token } = await shopWithVault()
    const auditId = (await m(token, 'vaultAudits.start', { placeId: trayA.id })).data.id as string
    const other = await createTenantWithStaff(api.server)
    const notFound = [404, 'Vault audit not found.']
    const answer = (r: { error?: { httpStatus: number; message: string } }) => [r.error?.httpStatus, r.error?.message]
    expect(answer(await q(other.admin.token, 'vaultAudits.get', { id: auditId }))).toEqual(notFound)
    expect(
      answer(await m(other.admin.token, 'vaultAudits.scan', { auditId, label: packetLabelText('PKT-000001') })),
    ).toEqual(notFound)
    expect(answer(await m(other.admin.token, 'vaultAudits.finish', { id: auditId }))).toEqual(notFound)
    expect(answer(await m(other.admin.token, 'vaultAudits.start', { placeId: trayA.id }))).toEqual([
      404,
      'Vault place not found.',
    ])
    expect((await q(other.admin.token, 'vaultAudits.list', {})).data.audits).toEqual([])
    // Untouched by the other shop's attempts.
    expect((await q(token, 'vaultAudits.get', { id: auditId })).data.counts.scanned).toBe(0)
  })

  it('needs custody.audit to audit and custody.read to read a report', async () => {
    const { shop, trayA, token } = await shopWithVault()
    const auditId = (await m(token, 'vaultAudits.start', { placeId: trayA.id })).data.id as string
    const staffWith = async (roles: string[]) => {
      const email = `vault-${unique()}@test.gold`
      const user = await createStaffUser(api.server.ctx, {
        tenant: shop.slug,
        role: 'TENANT_EMPLOYEE',
        email,
        password: 'Vault@12345',
        name: 'Vault Staff',
      })
      await assignRoles(api.server.ctx, shop.tenantId, { userId: user.userId, roles })
      return loginAs(api.server, email, 'Vault@12345')
    }
    const forbidden = [403, 'You do not have permission to do this.']
    const accountant = await staffWith(['accountant'])
    const answer = (r: { error?: { httpStatus: number; message: string } }) => [r.error?.httpStatus, r.error?.message]
    expect(answer(await m(accountant, 'vaultAudits.start', { placeId: trayA.id }))).toEqual(forbidden)
    expect(answer(await m(accountant, 'vaultAudits.scan', { auditId, label: packetLabelText('PKT-000001') }))).toEqual(
      forbidden,
    )
    expect(answer(await q(accountant, 'vaultAudits.get', { id: auditId }))).toEqual(forbidden)
    // The auditor role reads the report but does not scan.
    const auditor = await staffWith(['auditor'])
    expect((await q(auditor, 'vaultAudits.get', { id: auditId })).data.id).toBe(auditId)
    expect(answer(await m(auditor, 'vaultAudits.finish', { id: auditId }))).toEqual(forbidden)
  })

  it("the shop's audit trail records the finish with what was found", async () => {
    const { shop, trayA, token } = await shopWithVault()
    const auditId = (await m(token, 'vaultAudits.start', { placeId: trayA.id })).data.id as string
    await m(token, 'vaultAudits.scan', { auditId, label: packetLabelText('PKT-000001') })
    await m(token, 'vaultAudits.finish', { id: auditId })
    const trail = await q(shop.admin.token, 'audit.search', {})
    const finish = trail.data.items.find((e: { action: string }) => e.action === 'vaultAudits.finish')
    expect(finish).toMatchObject({ subjectType: 'vaultAudits', subjectId: auditId })
    expect(finish.after).toMatchObject({ status: 'finished', matched: 1, missing: ['PKT-000002', 'PKT-000003'] })
  })
})
