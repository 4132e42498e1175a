import { z } from 'zod'
import { PACKET_NUMBER, parsePacketLabel } from '../custody/packet-label.ts'

/** An audit of one vault place, or of the whole vault (`placeId` null). */
export const vaultAuditStartInput = z.object({ placeId: z.string().trim().min(1).max(64).nullable() })

/**
 * One label read: the QR code's text as scanned, or a packet number typed for a torn label.
 * `placeId`: where it was found, for a whole-vault audit (a one-place audit knows its place).
 */
export const vaultAuditScanInput = z.object({
  auditId: z.string().trim().min(1).max(64),
  label: z.string().max(200),
  placeId: z.string().trim().min(1).max(64).optional(),
})

export const vaultAuditIdInput = z.object({ id: z.string().trim().min(1).max(64) })

/** The packet number a scan names: a label's QR text, or a typed number (any case). Null when neither. */
export function packetNumberOfScan(text: string): string | null {
  const typed = text.trim().toUpperCase()
  return parsePacketLabel(text) ?? (PACKET_NUMBER.test(typed) ? typed : null)
}
