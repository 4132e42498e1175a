import { isRecord } from '@gold/core'

/**
 * What happened, stored on the delivery row: a short outcome word, and for a case a human must
 * review a note (kept in the row's `error` column).
 */
export type EventResult = { outcome: string; ignored?: string; note?: string }

export const filled = (v: unknown): v is string => typeof v === 'string' && v !== ''

/** `payload.<name>.entity` of a gateway event, or null. */
export function eventEntity(
  payload: Record<string, unknown>,
  name: 'payment' | 'refund',
): Record<string, unknown> | null {
  const outer = payload.payload
  if (!isRecord(outer)) return null
  const wrapper = outer[name]
  if (!isRecord(wrapper)) return null
  return isRecord(wrapper.entity) ? wrapper.entity : null
}
