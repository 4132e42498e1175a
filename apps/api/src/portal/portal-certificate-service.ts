import type { AppContext } from '../platform/context.ts'
import { goldReceiptPdf, valuationCertificate } from '../valuations/certificate-service.ts'
import type { PortalCustomer } from './portal-service.ts'

/**
 * The certificate PDF of one of the borrower's own valuations (the one the shop emails them),
 * rendered by the valuations domain. Anyone else's valuation reads as 404 'Valuation not found'.
 */
export const portalCertificate = (ctx: AppContext, me: PortalCustomer, valuationId: string) =>
  valuationCertificate(ctx, { tenantId: me.tenantId, customerId: me.customerId }, valuationId)

/** The borrower's copy of the gold receipt (pledge slip), once the shop issued it. */
export const portalGoldReceipt = (ctx: AppContext, me: PortalCustomer, valuationId: string) =>
  goldReceiptPdf(ctx, { tenantId: me.tenantId, customerId: me.customerId }, valuationId)
