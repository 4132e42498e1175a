import { z } from 'zod'
import { custodyErrors } from './custody-errors.ts'
import { checkedBody, idAndFields } from '../shared/request-body.ts'
import {
  parseGoldPacketInput,
  parseMoveRequestInput,
  parseVaultPlaceInput,
  type GoldPacketInput,
  type MoveRequestInput,
} from './custody-input.ts'
import { PACKET_STATUSES } from './custody-moves.ts'

/** What the staff app sends; the parse functions give the spec'd messages (see request-body.ts). */
export type GoldPacketBody = Omit<GoldPacketInput, 'sealNo'> & { sealNo: string }
export type VaultPlaceBody = { safe: string; tray: string; slot: string }
export type MoveRequestBody = Partial<Omit<MoveRequestInput, 'packetId' | 'kind'>> & { packetId: string; kind: string }

export const goldPacketBody = checkedBody<GoldPacketBody>()(parseGoldPacketInput)
export const vaultPlaceBody = checkedBody<VaultPlaceBody>()(parseVaultPlaceInput)
export const vaultPlaceUpdate = idAndFields(vaultPlaceBody)
export const moveRequestBody = checkedBody<MoveRequestBody>()(parseMoveRequestInput)

export const custodyIdInput = z.object({ id: z.string().max(100) })
export const packetValuationInput = z.object({ valuationId: z.string().max(100) })
export const packetLoanInput = z.object({ loanId: z.string().max(100) })
export const placeActiveInput = z.object({ id: z.string().max(100), active: z.boolean() })
export const placesQuery = z.object({ includeRetired: z.boolean().optional() }).optional()
export const packetsQuery = z
  .object({ status: z.enum(PACKET_STATUSES).optional(), placeId: z.string().max(100).optional() })
  .optional()
export const custodySettingsInput = z.object({ requirePacketBeforeDisbursement: z.boolean() })

/** `?ids=a,b,c` of the labels sheet: 1 to 60 packets (a few A4 pages), each asked once. */
export function parseLabelIds(raw: unknown): string[] {
  const ids =
    typeof raw === 'string'
      ? [
          ...new Set(
            raw
              .split(',')
              .map((id) => id.trim())
              .filter(Boolean),
          ),
        ]
      : []
  if (ids.length === 0 || ids.length > 60 || ids.some((id) => id.length > 100))
    throw custodyErrors.error('labelIdsInvalid')
  return ids
}
