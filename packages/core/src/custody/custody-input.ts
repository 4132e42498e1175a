import { isRecord } from '../shared/is-record.ts'
import { custodyErrors } from './custody-errors.ts'
import { isCustodyMoveKind, type CustodyMoveKind } from './custody-moves.ts'

const text = (v: unknown) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') || null : null)
const id = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)
const SEAL = /^[\p{L}\p{N} /-]{1,40}$/u
const PLACE_PART = /^.{1,30}$/u
export const MAX_ORNAMENT_PHOTOS = 12

/** A seal number as written on the seal: 1 to 40 letters, digits, spaces, / or -. */
export function parseSealNo(raw: unknown): string {
  const sealNo = text(raw)
  if (sealNo === null) throw custodyErrors.error('sealNoRequired', { field: 'sealNo' })
  if (!SEAL.test(sealNo)) throw custodyErrors.error('sealNoInvalid', { field: 'sealNo' })
  return sealNo
}

export type GoldPacketInput = {
  valuationId: string
  sealNo: string
  ornamentPhotoUrls: string[]
  sealedPhotoUrl: string
}

/** A packet being sealed: its valuation, the seal and the photos (upload URLs, checked as the shop's own by the service). */
export function parseGoldPacketInput(raw: unknown): GoldPacketInput {
  const body = isRecord(raw) ? raw : {}
  const valuationId = id(body.valuationId)
  if (valuationId === null) throw custodyErrors.error('valuationNotFound')
  const sealNo = parseSealNo(body.sealNo)
  const photos = Array.isArray(body.ornamentPhotoUrls) ? body.ornamentPhotoUrls.map(id) : []
  if (photos.length === 0) throw custodyErrors.error('ornamentPhotosRequired', { field: 'ornamentPhotoUrls' })
  if (photos.length > MAX_ORNAMENT_PHOTOS)
    throw custodyErrors.error('ornamentPhotosTooMany', { field: 'ornamentPhotoUrls' })
  if (photos.some((p) => p === null)) throw custodyErrors.error('photoInvalid', { field: 'ornamentPhotoUrls' })
  const sealedPhotoUrl = id(body.sealedPhotoUrl)
  if (sealedPhotoUrl === null) throw custodyErrors.error('sealedPhotoRequired', { field: 'sealedPhotoUrl' })
  return { valuationId, sealNo, ornamentPhotoUrls: photos as string[], sealedPhotoUrl }
}

/** How a vault place reads on screen and on labels. */
export const vaultPlaceLabel = (p: { safe: string; tray: string; slot: string }) =>
  `Safe ${p.safe} / Tray ${p.tray} / Slot ${p.slot}`

export type VaultPlaceInput = { safe: string; tray: string; slot: string; label: string }

export function parseVaultPlaceInput(raw: unknown): VaultPlaceInput {
  const body = isRecord(raw) ? raw : {}
  const [safe, tray, slot] = [text(body.safe), text(body.tray), text(body.slot)]
  if (safe === null || tray === null || slot === null || ![safe, tray, slot].every((p) => PLACE_PART.test(p)))
    throw custodyErrors.error('placeFieldRequired')
  return { safe, tray, slot, label: vaultPlaceLabel({ safe, tray, slot }) }
}

export type MoveRequestInput = {
  packetId: string
  kind: CustodyMoveKind
  toPlaceId: string | null
  sealNo: string | null
  note: string | null
}

/** A move asked for by one staff member (the second confirms it). */
export function parseMoveRequestInput(raw: unknown): MoveRequestInput {
  const body = isRecord(raw) ? raw : {}
  const packetId = id(body.packetId)
  if (packetId === null) throw custodyErrors.error('packetNotFound')
  if (!isCustodyMoveKind(body.kind)) throw custodyErrors.error('moveKindInvalid', { field: 'kind' })
  const sealNo = body.kind === 'reseal' ? parseSealNo(body.sealNo) : null
  const note = text(body.note)?.slice(0, 300) ?? null
  return { packetId, kind: body.kind, toPlaceId: id(body.toPlaceId), sealNo, note }
}
