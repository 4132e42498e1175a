import { z } from 'zod'

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
