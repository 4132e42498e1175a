import { isRecord } from '../shared/is-record.ts'
import { checkedBody } from '../shared/request-body.ts'
import { RETENTION_YEARS_RANGE } from './erasure-rules.ts'
import { privacyErrors } from './privacy-errors.ts'

export type ShopPrivacySettings = { retentionYears: number }

/** The settings card's body: whole years within the range the law allows a shop to choose. */
export function parsePrivacySettings(raw: unknown): ShopPrivacySettings {
  const years = isRecord(raw) ? raw.retentionYears : undefined
  if (
    typeof years !== 'number' ||
    !Number.isInteger(years) ||
    years < RETENTION_YEARS_RANGE.min ||
    years > RETENTION_YEARS_RANGE.max
  )
    throw privacyErrors.error('retentionYearsInvalid', { field: 'retentionYears' })
  return { retentionYears: years }
}

export const privacySettingsBody = checkedBody<{ retentionYears: number }>()(parsePrivacySettings)

/** A reveal's reason: at least 5 characters of why, kept in the audit trail. */
export function parseRevealReason(raw: unknown): string {
  const reason = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : ''
  if (reason.length < 5 || reason.length > 200) throw privacyErrors.error('revealReasonRequired', { field: 'reason' })
  return reason
}
