import { billingErrors, documentCacheControl, documentFileName } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { billingRepository } from './billing-repository.ts'
import { billingDocumentPdfKind } from './document-pdf.ts'
import type { DocumentSnapshot } from './document-service.ts'

/** A document of the caller's tenant rendered from its snapshot; another tenant's reads as missing. */
export async function documentPdf(ctx: AppContext, tenantId: string, documentId: string) {
  const document = await billingRepository(ctx, tenantId).document(documentId)
  if (!document) throw billingErrors.error('documentNotFound')
  return {
    pdf: await ctx.pdf.forShop(tenantId).render(billingDocumentPdfKind, document.snapshot as DocumentSnapshot),
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${documentFileName(document.number)}"`,
      'Cache-Control': documentCacheControl,
    },
  }
}
