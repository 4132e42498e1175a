import { labelMismatchError, releaseDeskErrors } from './release-desk-errors.ts'
import type { HandoverInput } from './release-desk-input.ts'

/** The loan's packet as the custody records hold it (null: none recorded). */
export type PacketOnRecord = { number: string; sealNo: string | null } | null

export type CheckedHandover = {
  packetNumber: string
  sealNo: string | null
  scannedLabel: string
  sealPhoto: string
  signature: string
}

/**
 * Release under the packet rule, checked in the order the clerk works: a packet must be on record,
 * its label scanned (a packet label, and this loan's packet), then the seal photo, then the
 * signature. `readLabel` is custody's label parser (the packet number a label's text carries, or
 * null); passed in so the rule does not depend on how labels are printed.
 */
export function checkHandover(
  packet: PacketOnRecord,
  handover: HandoverInput | null,
  readLabel: (text: string) => string | null,
): CheckedHandover {
  if (!handover) throw releaseDeskErrors.error('handoverRequired')
  if (!packet) throw releaseDeskErrors.error('noPacket')
  if (!handover.scannedLabel) throw releaseDeskErrors.error('labelRequired')
  const scanned = readLabel(handover.scannedLabel)
  if (scanned === null) throw releaseDeskErrors.error('labelUnreadable')
  if (scanned !== packet.number) throw labelMismatchError(scanned, packet.number)
  if (!handover.sealPhoto) throw releaseDeskErrors.error('sealPhotoRequired')
  if (!handover.signature) throw releaseDeskErrors.error('signatureRequired')
  return {
    packetNumber: packet.number,
    sealNo: packet.sealNo,
    scannedLabel: handover.scannedLabel,
    sealPhoto: handover.sealPhoto,
    signature: handover.signature,
  }
}

/** A stored file is the shop's own when its pathname lives in the shop's space and staff uploaded it. */
export const isShopUpload = (
  tenantId: string,
  file: { pathname: string; ownerKind: string; contentType: string } | null,
): boolean =>
  file !== null &&
  file.pathname.startsWith(`${tenantId}/`) &&
  file.ownerKind === 'staff' &&
  (file.contentType === 'image/png' || file.contentType === 'image/jpeg' || file.contentType === 'image/webp')
