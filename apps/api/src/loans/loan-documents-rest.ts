import type { AppContext } from '../platform/context.ts'
import { permittedRoutes } from '../http/route-guards.ts'
import { sendPrivatePdf } from '../http/send-pdf.ts'
import { auctionNotice, disbursementVoucher, paymentReceipt, releaseReceipt } from './loan-documents-service.ts'
import { parseProposedTerms } from '@gold/core'
import { loanAgreement, loanKfs, proposedKfs } from './loan-papers-service.ts'

/**
 * The loan documents for staff (loans.md 1.1, 3, 6), opened inline in a new tab to print. The
 * borrower's copies are the portal's routes (`/api/portal/loans/...`).
 */
export function loanDocumentsRestRoutes(ctx: AppContext) {
  const r = permittedRoutes(ctx)
  r.get('loans.read', '/loans/:id/documents/disbursement', async (staff, req, res) => {
    sendPrivatePdf(res, await disbursementVoucher(ctx, { tenantId: staff.tenantId }, String(req.params.id)), 'inline')
    return undefined
  })
  r.get('loans.read', '/loans/:id/payments/:paymentId/receipt', async (staff, req, res) => {
    const file = await paymentReceipt(
      ctx,
      { tenantId: staff.tenantId },
      String(req.params.id),
      String(req.params.paymentId),
    )
    sendPrivatePdf(res, file, 'inline')
    return undefined
  })
  r.get('loans.read', '/loans/:id/documents/release', async (staff, req, res) => {
    sendPrivatePdf(res, await releaseReceipt(ctx, { tenantId: staff.tenantId }, String(req.params.id)), 'inline')
    return undefined
  })
  r.get('loans.read', '/loans/:id/documents/auction-notice', async (staff, req, res) => {
    sendPrivatePdf(res, await auctionNotice(ctx, { tenantId: staff.tenantId }, String(req.params.id)), 'inline')
    return undefined
  })
  // Issue 28: the Key Facts Statement and the loan agreement, in the borrower's language.
  r.get('loans.read', '/loans/:id/documents/kfs', async (staff, req, res) => {
    sendPrivatePdf(res, await loanKfs(ctx, { tenantId: staff.tenantId }, String(req.params.id)), 'inline')
    return undefined
  })
  r.get('loans.read', '/loans/:id/documents/agreement', async (staff, req, res) => {
    sendPrivatePdf(res, await loanAgreement(ctx, { tenantId: staff.tenantId }, String(req.params.id)), 'inline')
    return undefined
  })
  // The Disburse form's proposed terms (query: principal in paise, scheme, annualRate, tenureMonths, penalRate, graceDays, disbursedOn).
  r.get('loans.read', '/valuations/:id/documents/kfs', async (staff, req, res) => {
    const id = String(req.params.id)
    sendPrivatePdf(res, await proposedKfs(ctx, staff.tenantId, id, parseProposedTerms(req.query, id)), 'inline')
    return undefined
  })
  return r.router
}
