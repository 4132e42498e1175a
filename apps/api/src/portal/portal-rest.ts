import { cancellationNote } from '../corrections/cancellation-note-service.ts'
import type { AppContext } from '../platform/context.ts'
import { customerGuard, guardedRoutes } from '../http/route-guards.ts'
import { sendPrivatePdf } from '../http/send-pdf.ts'
import { auctionNotice, disbursementVoucher, paymentReceipt, releaseReceipt } from '../loans/loan-documents-service.ts'
import { portalCertificate, portalGoldReceipt } from './portal-certificate-service.ts'
import { portalProfile } from './portal-service.ts'

/**
 * Borrower portal over REST (a customer token on its tenant's subdomain): the profile, for
 * non-tRPC clients, and the certificate and loan document downloads, which a browser fetches as a
 * plain link.
 */
export function portalRestRoutes(ctx: AppContext) {
  const r = guardedRoutes(customerGuard(ctx))
  r.get('/portal/profile', (customer) => portalProfile(ctx, customer))
  r.get('/portal/valuations/:id/certificate', async (customer, req, res) => {
    sendPrivatePdf(res, await portalCertificate(ctx, customer, String(req.params.id)), 'attachment')
    return undefined
  })
  r.get('/portal/valuations/:id/gold-receipt', async (customer, req, res) => {
    sendPrivatePdf(res, await portalGoldReceipt(ctx, customer, String(req.params.id)), 'attachment')
    return undefined
  })
  // The borrower's copies of their loan documents; another borrower's loan reads as 404 `Loan not found.`
  const own = (customer: { tenantId: string; customerId: string }) => ({
    tenantId: customer.tenantId,
    customerId: customer.customerId,
  })
  r.get('/portal/loans/:id/documents/disbursement', async (customer, req, res) => {
    sendPrivatePdf(res, await disbursementVoucher(ctx, own(customer), String(req.params.id)), 'attachment')
    return undefined
  })
  r.get('/portal/loans/:id/payments/:paymentId/receipt', async (customer, req, res) => {
    const file = await paymentReceipt(ctx, own(customer), String(req.params.id), String(req.params.paymentId))
    sendPrivatePdf(res, file, 'attachment')
    return undefined
  })
  r.get('/portal/loans/:id/payments/:paymentId/cancellation-note', async (customer, req, res) => {
    const file = await cancellationNote(ctx, own(customer), String(req.params.id), String(req.params.paymentId))
    sendPrivatePdf(res, file, 'attachment')
    return undefined
  })
  r.get('/portal/loans/:id/documents/release', async (customer, req, res) => {
    sendPrivatePdf(res, await releaseReceipt(ctx, own(customer), String(req.params.id)), 'attachment')
    return undefined
  })
  r.get('/portal/loans/:id/documents/auction-notice', async (customer, req, res) => {
    sendPrivatePdf(res, await auctionNotice(ctx, own(customer), String(req.params.id)), 'attachment')
    return undefined
  })
  return r.router
}
