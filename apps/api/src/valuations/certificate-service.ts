import { valuationErrors } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { renderCertificatePdf } from './certificate-pdf.ts'
import { loadValuationDocument } from './valuation-document.ts'

/**
 * GET /api/valuations/{id}/certificate: the certificate PDF the shop emails, for staff to preview
 * or download. Another tenant's valuation (or an unknown id) reads as 404 'Valuation not found'.
 */
export async function staffCertificate(ctx: AppContext, tenantId: string, id: string) {
  const doc = id.trim() === '' ? null : await loadValuationDocument(ctx, tenantId, id)
  if (!doc) throw valuationErrors.error('valuationNotFound')
  return { filename: `certificate-${doc.valuation.id}.pdf`, pdf: await renderCertificatePdf(doc) }
}
