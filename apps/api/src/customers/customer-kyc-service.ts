import { customerErrors, identityDocToKeep, kycFlags, kycProgress, type KycUrlField, isRecord } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { customersOf } from './customers-repository.ts'

export const KYC_URL_FIELDS: readonly KycUrlField[] = ['livePhotoUrl', 'idCardPhotoUrl', 'aadhaarDocUrl', 'panDocUrl', 'passbookUrl']
const MAX_URL_LENGTH = 2048

/**
 * PATCH /api/customers/{id}/kyc: set or clear the five KYC media URLs (typically pathnames from
 * POST /api/upload). A field is written only when its key is present; empty, blank or null clears
 * it, except that the Aadhaar and PAN documents are never both cleared (identityDocToKeep in core).
 * Answers the KYC booleans and progress, never the URLs (as the detail view).
 */
export async function setCustomerKyc(ctx: AppContext, tenantId: string, id: string, body: unknown) {
  const b: Record<string, unknown> = isRecord(body) ? body : {}
  const data: Partial<Record<KycUrlField, string | null>> = {}
  for (const field of KYC_URL_FIELDS) {
    if (!(field in b)) continue
    const value = b[field]
    if (value === null || (typeof value === 'string' && value.trim() === '')) data[field] = null
    else if (typeof value === 'string' && value.trim().length <= MAX_URL_LENGTH) data[field] = value.trim()
    else throw customerErrors.error('invalidKycUrl')
  }
  if (Object.keys(data).length === 0) throw customerErrors.error('noKycFields')
  const db = customersOf(ctx, tenantId)
  if (id.trim() === '') throw customerErrors.error('notFound')
  const guard = identityDocToKeep(data)
  if (guard.refuse) throw customerErrors.error('kycDocRequired')
  // One conditional update, so two concurrent changes cannot each clear one document.
  const keep = guard.keep ? { AND: [{ [guard.keep]: { not: null } }, { NOT: { [guard.keep]: '' } }] } : {}
  const res = await db.customer.updateMany({ where: { id, ...keep }, data })
  if (res.count !== 1) {
    const exists = guard.keep !== null && (await db.customer.count({ where: { id } })) === 1
    throw customerErrors.error(exists ? 'kycDocRequired' : 'notFound')
  }
  const row = await db.customer.findFirst({ where: { id }, select: Object.fromEntries(KYC_URL_FIELDS.map((f) => [f, true])) as Record<KycUrlField, true> })
  const kyc = kycFlags(row ?? {})
  return { id, kyc, kycProgress: kycProgress(kyc) }
}
