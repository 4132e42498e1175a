import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, getBytes } from './support/http.ts'
import { pdfText } from './support/pdf-text.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { custodyHelpers } from './custody-support.ts'

/** Issue 28: vault places, joint custody (two staff per move), cross-tenant reads and permissions. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const h = custodyHelpers(() => server)
const TWO_PEOPLE = 'A different staff member must confirm this move: custody needs two people.'
const FORBIDDEN = 'You do not have permission to do this.'

async function sealedPacket() {
  const t = await h.shop()
  const v = await h.loanValuation(t.token, t.customer.id)
  const packet = await h.createPacketOk(t.token, v.id)
  const place = await h.placeOk(t.admin.token, '5', 'A', '2')
  return { t, v, packet, place }
}

describe('joint custody', () => {
  it('records a move only when a second staff member confirms it', async () => {
    const { t, packet, place } = await sealedPacket()
    expect(place.label).toBe('Safe A / Tray 2 / Slot 5')
    const asked = await h.trpc(
      t.token,
      'custody.requestMove',
      { packetId: packet.id, kind: 'intoVault', toPlaceId: place.id },
      'mutation',
    )
    expect(asked.status).toBe(200)
    const pending = await h.trpc(t.admin.token, 'custody.pendingMoves', undefined, 'query')
    expect(pending.data).toMatchObject([
      { id: asked.data.id, packetNumber: packet.number, kind: 'intoVault', toPlaceLabel: place.label },
    ])

    const same = await h.trpc(t.token, 'custody.confirmMove', { id: asked.data.id }, 'mutation')
    expect([same.status, same.error?.message]).toEqual([403, TWO_PEOPLE])
    expect((await h.trpc(t.token, 'custody.packet', { id: packet.id }, 'query')).data).toMatchObject({
      status: 'sealed',
      movements: [],
    })

    const confirmed = await h.trpc(t.admin.token, 'custody.confirmMove', { id: asked.data.id }, 'mutation')
    expect([confirmed.status, confirmed.data?.seq]).toEqual([200, 1])
    const after = (await h.trpc(t.token, 'custody.packet', { id: packet.id }, 'query')).data
    expect(after).toMatchObject({
      status: 'inVault',
      placeId: place.id,
      placeLabel: place.label,
      movements: [{ seq: 1, kind: 'intoVault', toPlaceId: place.id, sealNo: 'S-0093' }],
    })
    expect(after.movements[0].requestedBy).not.toBe(after.movements[0].confirmedBy)
    const twice = await h.trpc(t.admin.token, 'custody.confirmMove', { id: asked.data.id }, 'mutation')
    expect([twice.status, twice.error?.message]).toEqual([409, 'This move was already confirmed or cancelled.'])
    expect((await h.trpc(t.admin.token, 'custody.pendingMoves', undefined, 'query')).data).toEqual([])
  })

  it('out for audit, back to another place, reseal: every move two people, the seal changes only by a reseal', async () => {
    const { t, packet, place } = await sealedPacket()
    const other = await h.placeOk(t.admin.token, '6', 'A', '2')
    await h.moveOk(t.token, t.admin.token, { packetId: packet.id, kind: 'intoVault', toPlaceId: place.id })
    await h.moveOk(t.admin.token, t.token, { packetId: packet.id, kind: 'outForAudit' })
    await h.moveOk(t.token, t.admin.token, { packetId: packet.id, kind: 'back', toPlaceId: other.id })
    const sameSeal = await h.trpc(
      t.token,
      'custody.requestMove',
      { packetId: packet.id, kind: 'reseal', sealNo: 'S-0093' },
      'mutation',
    )
    expect([sameSeal.status, sameSeal.error?.message]).toEqual([
      400,
      'A reseal needs the new seal number, different from the current one.',
    ])
    await h.moveOk(t.token, t.admin.token, {
      packetId: packet.id,
      kind: 'reseal',
      sealNo: 'S-0200',
      note: 'Opened for re-valuation',
    })
    const after = (await h.trpc(t.token, 'custody.packet', { id: packet.id }, 'query')).data
    expect(after).toMatchObject({ status: 'inVault', placeId: other.id, sealNo: 'S-0200' })
    expect(after.movements.map((m: { kind: string; sealNo: string }) => `${m.kind} ${m.sealNo}`)).toEqual([
      'intoVault S-0093',
      'outForAudit S-0093',
      'back S-0093',
      'reseal S-0200',
    ])
  })

  it('refuses a move the packet cannot make, and a release while its loan is open', async () => {
    const { t, v, packet, place } = await sealedPacket()
    const notIn = await h.trpc(t.token, 'custody.requestMove', { packetId: packet.id, kind: 'outForAudit' }, 'mutation')
    expect([notIn.status, notIn.error?.message]).toEqual([
      409,
      'This packet cannot make that move from where it is now.',
    ])
    const noPlace = await h.trpc(t.token, 'custody.requestMove', { packetId: packet.id, kind: 'intoVault' }, 'mutation')
    expect([noPlace.status, noPlace.error?.message]).toEqual([400, 'Choose the vault place the packet goes to.'])
    await h.moveOk(t.token, t.admin.token, { packetId: packet.id, kind: 'intoVault', toPlaceId: place.id })
    await h.openLoanOk(t.token, v.id)
    const release = await h.trpc(t.token, 'custody.requestMove', { packetId: packet.id, kind: 'release' }, 'mutation')
    expect([release.status, release.error?.message]).toEqual([
      409,
      "The packet's loan is still open; gold is released at the release desk after closure.",
    ])
  })

  it("another shop's packet, place and move read as not found", async () => {
    const { t, packet, place } = await sealedPacket()
    const other = await h.shop()
    const asked = await h.trpc(
      t.token,
      'custody.requestMove',
      { packetId: packet.id, kind: 'intoVault', toPlaceId: place.id },
      'mutation',
    )
    const read = await h.trpc(other.token, 'custody.packet', { id: packet.id }, 'query')
    expect([read.status, read.error?.message]).toEqual([404, 'Packet not found.'])
    const rest = await h.api(other.token, 'GET', `/api/custody/packets/${packet.id}`)
    expect([rest.status, rest.body]).toEqual([404, { error: 'Packet not found.' }])
    const confirm = await h.trpc(other.admin.token, 'custody.confirmMove', { id: asked.data.id }, 'mutation')
    expect([confirm.status, confirm.error?.message]).toEqual([404, 'Move request not found.'])
    const otherPacket = await h.createPacketOk(other.token, (await h.loanValuation(other.token, other.customer.id)).id)
    const into = await h.trpc(
      other.token,
      'custody.requestMove',
      { packetId: otherPacket.id, kind: 'intoVault', toPlaceId: place.id },
      'mutation',
    )
    expect([into.status, into.error?.message]).toEqual([404, 'Vault place not found.'])
    const labels = await h.api(other.token, 'GET', `/api/custody/labels.pdf?ids=${packet.id}`)
    expect([labels.status, labels.body]).toEqual([404, { error: 'Packet not found.' }])
    expect(
      (await h.trpc(other.token, 'custody.packets', undefined, 'query')).data.map((p: { id: string }) => p.id),
    ).toEqual([otherPacket.id])
  })

  it('permissions: an auditor reads but neither packs, moves nor manages; a cashier cannot add places', async () => {
    const { t, v, packet } = await sealedPacket()
    const auditor = await h.staffWithRoles(t, ['auditor'])
    expect((await h.trpc(auditor, 'custody.packet', { id: packet.id }, 'query')).status).toBe(200)
    const move = await h.trpc(
      auditor,
      'custody.requestMove',
      { packetId: packet.id, kind: 'reseal', sealNo: 'X-1' },
      'mutation',
    )
    expect([move.status, move.error?.message]).toEqual([403, FORBIDDEN])
    const pack = await h.api(auditor, 'POST', '/api/custody/packets', await h.packetBody(t.token, v.id))
    expect([pack.status, pack.body]).toEqual([403, { error: FORBIDDEN }])
    const cashier = await h.staffWithRoles(t, ['cashier'])
    const place = await h.trpc(cashier, 'custody.createPlace', { safe: 'B', tray: '1', slot: '1' }, 'mutation')
    expect([place.status, place.error?.message]).toEqual([403, FORBIDDEN])
    const accountant = await h.staffWithRoles(t, ['accountant'])
    const list = await h.trpc(accountant, 'custody.packets', undefined, 'query')
    expect([list.status, list.error?.message]).toEqual([403, FORBIDDEN])
  })

  it('prints a sheet of labels with each packet number, seal, borrower and place', async () => {
    const { t, packet, place } = await sealedPacket()
    await h.moveOk(t.token, t.admin.token, { packetId: packet.id, kind: 'intoVault', toPlaceId: place.id })
    const bytes = await getBytes(server.url, `/api/custody/labels.pdf?ids=${packet.id}`, { token: t.token })
    expect(bytes.status).toBe(200)
    expect(bytes.headers.get('content-type')).toBe('application/pdf')
    const [page] = await pdfText(bytes.bytes)
    expect(page).toContain(packet.number)
    expect(page).toContain('Seal: S-0093')
    expect(page).toContain(`Place: ${place.label}`)
    expect(page).toContain(`Borrower: ${t.customer.name}`)
    const none = await call(server.url, 'GET', '/api/custody/labels.pdf', { token: t.token })
    expect([none.status, none.body]).toEqual([
      400,
      { error: 'Choose 1 to 60 packets for the labels sheet (ids separated by commas).' },
    ])
  })
})
