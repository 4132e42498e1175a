import { applyCustodyMove, checkTwoStaff, custodyErrors, type MoveRequestInput, type PacketStatus } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { recordCustodyMovement } from './custody-movement.ts'
import { custodyRepository } from './custody-repository.ts'

/**
 * tRPC custody.requestMove: one staff member asks for a move; it is recorded only when a second
 * confirms it. The move is checked now too (what the packet can do from where it is), so a request
 * that could never be confirmed is refused at once. One pending move per packet.
 */
export async function requestMove(ctx: AppContext, tenantId: string, userId: string, input: MoveRequestInput) {
  const repo = custodyRepository(ctx, tenantId)
  const packet = await repo.packet(input.packetId)
  if (!packet) throw custodyErrors.error('packetNotFound')
  if (input.toPlaceId) {
    const place = await repo.place(input.toPlaceId)
    if (!place) throw custodyErrors.error('placeNotFound')
    if (!place.active) throw custodyErrors.error('placeInactive')
  }
  const loanStatus = packet.loanId ? await repo.packetLoanStatus(packet.loanId) : null
  const check = applyCustodyMove(
    {
      status: packet.status as PacketStatus,
      placeId: packet.placeId,
      sealNo: packet.sealNo,
      loanOpen: loanStatus !== null && ['Active', 'AuctionNoticed', 'Closed'].includes(loanStatus),
    },
    input,
  )
  if (!check.ok) throw custodyErrors.error(check.error)
  if (await repo.pendingRequestOf(packet.id)) throw custodyErrors.error('movePending')
  const request = await repo.insertMoveRequest({
    packetId: packet.id,
    kind: input.kind,
    toPlaceId: input.toPlaceId,
    sealNo: input.sealNo,
    note: input.note,
    requestedById: userId,
  })
  return moveRequestJson(request)
}

/**
 * tRPC custody.confirmMove: a second staff member (never the one who asked) confirms; the movement
 * is appended to the chain and the packet moved in one transaction, and the request closed once.
 */
export async function confirmMove(ctx: AppContext, tenantId: string, userId: string, requestId: string) {
  const repo = custodyRepository(ctx, tenantId)
  const request = await repo.moveRequest(requestId)
  if (!request) throw custodyErrors.error('moveRequestNotFound')
  if (request.status !== 'pending') throw custodyErrors.error('moveNotPending')
  checkTwoStaff(request.requestedById, userId)
  const movement = await repo.transaction(async (tx) => {
    const recorded = await recordCustodyMovement(tx, tenantId, {
      packetId: request.packetId,
      kind: request.kind as MoveRequestInput['kind'],
      toPlaceId: request.toPlaceId,
      sealNo: request.sealNo,
      note: request.note,
      requestedById: request.requestedById,
      confirmedById: userId,
      at: ctx.now(),
    })
    const decided = await tx.decideMoveRequest(request.id, {
      status: 'confirmed',
      confirmedById: userId,
      movementId: recorded.id,
      decidedAt: ctx.now(),
    })
    if (!decided) throw custodyErrors.error('moveNotPending')
    return recorded
  })
  return { seq: movement.seq, kind: movement.kind, packetId: movement.packetId, at: movement.at.toISOString() }
}

/** tRPC custody.cancelMove: either staff member may withdraw a move nobody has confirmed. */
export async function cancelMove(ctx: AppContext, tenantId: string, requestId: string) {
  const repo = custodyRepository(ctx, tenantId)
  const request = await repo.moveRequest(requestId)
  if (!request) throw custodyErrors.error('moveRequestNotFound')
  if (!(await repo.decideMoveRequest(request.id, { status: 'cancelled', decidedAt: ctx.now() })))
    throw custodyErrors.error('moveNotPending')
  return { ok: true as const }
}

/** tRPC custody.pendingMoves: moves waiting for a second person, oldest first, with who asked. */
export async function pendingMoves(ctx: AppContext, tenantId: string) {
  const repo = custodyRepository(ctx, tenantId)
  const requests = await repo.pendingMoveRequests()
  const [packets, people, places] = await Promise.all([
    repo.packets({ ids: requests.map((r) => r.packetId) }, requests.length || 1),
    repo.staffNames(requests.map((r) => r.requestedById)),
    repo.placesById(requests.flatMap((r) => (r.toPlaceId ? [r.toPlaceId] : []))),
  ])
  return requests.map((r) => ({
    ...moveRequestJson(r),
    packetNumber: packets.find((p) => p.id === r.packetId)?.number ?? null,
    requestedBy: people.find((p) => p.id === r.requestedById)?.name ?? 'Former staff',
    toPlaceLabel: places.find((p) => p.id === r.toPlaceId)?.label ?? null,
  }))
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof custodyRepository>['insertMoveRequest']>>
const moveRequestJson = (r: RequestRow) => ({
  id: r.id,
  packetId: r.packetId,
  kind: r.kind,
  toPlaceId: r.toPlaceId,
  sealNo: r.sealNo,
  note: r.note,
  requestedById: r.requestedById,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
})
