import {
  KYC_URL_FIELDS,
  customerErrors,
  identityDocToKeep,
  kycDocumentsOnFile,
  kycFlags,
  kycProgress,
  type KycChange,
} from '@gold/core'
import { privateFileUrl } from '../uploads/upload-service.ts'
import type { AppContext } from '../platform/context.ts'
import { customersRepository } from './customers-repository.ts'

/**
 * PATCH /api/customers/{id}/kyc: set or clear the five KYC media URLs (typically pathnames from
 * POST /api/upload), as parsed by core `kycChangeInput`: a field is written only when its key is
 * present; empty, blank or null clears it, except that the Aadhaar and PAN documents are never both
 * cleared (identityDocToKeep in core).
 * Answers the KYC booleans and progress, never the URLs (as the detail view).
 */
export async function setCustomerKyc(ctx: AppContext, tenantId: string, id: string, data: KycChange) {
  const customers = customersRepository(ctx, tenantId)
  if (id.trim() === '') throw customerErrors.error('notFound')
  const guard = identityDocToKeep(data)
  if (guard.refuse) throw customerErrors.error('kycDocRequired')
  // One conditional update, so two concurrent changes cannot each clear one document.
  if (!(await customers.setKycUrls(id, data, guard.keep))) {
    const exists = guard.keep !== null && (await customers.exists(id))
    throw customerErrors.error(exists ? 'kycDocRequired' : 'notFound')
  }
  const row = await customers.kycUrls(id, KYC_URL_FIELDS)
  const kyc = kycFlags(row ?? {})
  return { id, kyc, kycProgress: kycProgress(kyc) }
}

/**
 * tRPC customers.kycDocuments (staff app only; the REST detail keeps the spec's booleans): each
 * KYC medium on file with a link to open it. An upload's pathname opens through GET
 * /api/files/private, which checks the staff session's tenant again (another shop's file is 404).
 * A URL stored as such (REST clients may send one) is linked only when it is http(s) or already
 * a private-file link, never as script.
 */
export async function customerKycDocuments(ctx: AppContext, tenantId: string, id: string) {
  const row = id.trim() === '' ? null : await customersRepository(ctx, tenantId).kycUrls(id, KYC_URL_FIELDS)
  if (!row) throw customerErrors.error('notFound')
  const documents = kycDocumentsOnFile(row).flatMap(({ kind, stored }) => {
    const url = kycDocumentUrl(stored)
    return url === null ? [] : [{ kind, url }]
  })
  return { documents }
}

function kycDocumentUrl(stored: string): string | null {
  if (stored.startsWith('/api/files/private?') || /^https?:\/\//i.test(stored)) return stored
  if (/^[a-z][a-z0-9+.-]*:/i.test(stored) || stored.startsWith('/')) return null
  return privateFileUrl(stored)
}
