import { custodyErrors, ownUploadPathname, packetNumber, type GoldPacketInput, type PacketStatus } from '@gold/core'
import { isUniqueViolation } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { packetViews } from './custody-packet-json.ts'
import { custodyRepository } from './custody-repository.ts'

const PHOTO_TYPES = ['image/png', 'image/jpeg']

/** Every photo must be a PNG or JPEG this shop uploaded (POST /api/upload). */
async function checkPhotos(ctx: AppContext, tenantId: string, urls: string[]) {
  const repo = custodyRepository(ctx, tenantId)
  for (const url of urls) {
    const pathname = ownUploadPathname(url, tenantId)
    const file = pathname && (await repo.storedFile(pathname))
    if (!file || !PHOTO_TYPES.includes(file.contentType)) throw custodyErrors.error('photoInvalid')
  }
}

/**
 * tRPC custody.createPacket / POST /api/custody/packets: seal a valuation's gold in a numbered
 * packet (one per valuation), with its seal and photos. The packet starts `sealed`, outside the
 * vault; its first move (into the vault) needs two staff.
 */
export async function createPacket(ctx: AppContext, tenantId: string, userId: string, input: GoldPacketInput) {
  const repo = custodyRepository(ctx, tenantId)
  const valuation = await repo.valuationForPacket(input.valuationId)
  if (!valuation) throw custodyErrors.error('valuationNotFound')
  if (await repo.packetOfValuation(valuation.id)) throw custodyErrors.error('packetExists')
  await checkPhotos(ctx, tenantId, [...input.ornamentPhotoUrls, input.sealedPhotoUrl])
  const loan = await repo.loanOfValuation(valuation.id)
  try {
    const packet = await repo.transaction(async (tx) =>
      tx.insertPacket(packetNumber(await tx.nextPacketValue()), {
        ...input,
        loanId: loan?.id ?? null,
        createdById: userId,
      }),
    )
    return getPacket(ctx, tenantId, packet.id)
  } catch (e) {
    if (isUniqueViolation(e)) throw custodyErrors.error('packetExists')
    throw e
  }
}

/** tRPC custody.packets: the newest packets first, with place, borrower and loan. */
export async function listPackets(
  ctx: AppContext,
  tenantId: string,
  filter: { status?: PacketStatus; placeId?: string } = {},
) {
  const repo = custodyRepository(ctx, tenantId)
  return packetViews(repo, await repo.packets(filter, 500))
}

/** tRPC custody.packet: one packet with its ornaments and its movements. */
export async function getPacket(ctx: AppContext, tenantId: string, id: string) {
  const repo = custodyRepository(ctx, tenantId)
  const packet = await repo.packet(id)
  if (!packet) throw custodyErrors.error('packetNotFound')
  const [view] = await packetViews(repo, [packet])
  const movements = await repo.movementsOf(packet.id)
  const people = await repo.staffNames([...new Set(movements.flatMap((m) => [m.requestedById, m.confirmedById]))])
  const nameOf = (id: string) => people.find((p) => p.id === id)?.name ?? 'Former staff'
  return {
    ...view!,
    ornaments: await repo.ornamentsOf(packet.valuationId),
    movements: movements.map((m) => ({
      seq: m.seq,
      kind: m.kind,
      fromPlaceId: m.fromPlaceId,
      toPlaceId: m.toPlaceId,
      sealNo: m.sealNo,
      note: m.note,
      requestedBy: nameOf(m.requestedById),
      confirmedBy: nameOf(m.confirmedById),
      at: m.at.toISOString(),
    })),
  }
}

/** tRPC custody.packetOfValuation: the valuation's packet, or null (the gold receipt step shows it). */
export async function packetOfValuation(ctx: AppContext, tenantId: string, valuationId: string) {
  const packet = await custodyRepository(ctx, tenantId).packetOfValuation(valuationId)
  return packet ? getPacket(ctx, tenantId, packet.id) : null
}

/** tRPC custody.pledgedGold: the loan page's card, the loan's packets with their ornaments and photos. */
export async function pledgedGold(ctx: AppContext, tenantId: string, loanId: string) {
  const repo = custodyRepository(ctx, tenantId)
  const packets = await repo.packetsOfLoan(loanId)
  return Promise.all(packets.map((p) => getPacket(ctx, tenantId, p.id)))
}
