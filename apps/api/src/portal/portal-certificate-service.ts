import { valuationErrors } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { renderCertificatePdf } from '../valuations/certificate-pdf.ts'
import { loadValuationDocument } from '../valuations/valuation-document.ts'
import type { PortalCustomer } from './portal-service.ts'

/**
 * The certificate PDF of one of the borrower's own valuations (the one the shop emails them),
 * rendered by the valuations domain. Anyone else's valuation reads as 404 'Valuation not found'.
 */
export async function portalCertificate(ctx: AppContext, me: PortalCustomer, valuationId: string) {
  const doc = valuationId.trim() === '' ? null : await loadValuationDocument(ctx, me.tenantId, valuationId)
  if (!doc || doc.valuation.customerId !== me.customerId) throw valuationErrors.error('valuationNotFound')
  return { filename: `certificate-${doc.valuation.id}.pdf`, pdf: await renderCertificatePdf(doc) }
}
