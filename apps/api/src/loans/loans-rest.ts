import {
  auctionBody,
  loanPaymentBody,
  openLoanBody,
  parseAsOf,
  parseLoanListQuery,
  releaseWithHandoverBody,
  renewLoanBody,
  surplusPayoutBody,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { permittedRoutes } from '../http/route-guards.ts'
import { isPending } from '../approvals/approval-gate.ts'
import {
  requestAuction,
  requestLoanPayment,
  requestOpenLoan,
  requestRelease,
  requestRenewLoan,
  requestSurplusPayout,
} from './loan-approval-gates.ts'
import { closureQuote, getLoan, listLoans } from './loan-read-service.ts'
import { noticeAuction } from './loan-auction-service.ts'

/**
 * loans.md section 3 (staff). The PDFs are loan-documents-rest.ts. A gated action a shop's
 * approval rule holds answers 202 `{pending}` (docs/decisions/controls.md); with no rule applying,
 * every answer is the contract's.
 */
export function loansRestRoutes(ctx: AppContext) {
  const r = permittedRoutes(ctx)
  r.post('loans.disburse', '/loans', async (staff, req, res) => {
    const loan = await requestOpenLoan(ctx, staff, openLoanBody.parse(req.body))
    res.status(isPending(loan) ? 202 : 201)
    return loan
  })
  r.get('loans.read', '/loans', async (staff, req) => {
    const page = await listLoans(ctx, staff.tenantId, parseLoanListQuery(req.query))
    return { loans: page.items, nextCursor: page.nextCursor }
  })
  r.get('loans.read', '/loans/:id', (staff, req) => getLoan(ctx, staff.tenantId, String(req.params.id)))
  r.get('loans.read', '/loans/:id/closure-quote', (staff, req) =>
    closureQuote(ctx, staff.tenantId, String(req.params.id), parseAsOf(req.query.asOf)),
  )
  r.post('loans.collect', '/loans/:id/payments', async (staff, req, res) => {
    const input = loanPaymentBody.parse(req.body)
    const result = await requestLoanPayment(ctx, staff, String(req.params.id), input)
    if (isPending(result)) {
      res.status(202)
      return result
    }
    res.status(result.status)
    return { payment: result.payment, loan: result.loan }
  })
  r.post('loans.release', '/loans/:id/release', async (staff, req, res) => {
    const result = await requestRelease(ctx, staff, String(req.params.id), releaseWithHandoverBody.parse(req.body))
    if (isPending(result)) res.status(202)
    return result
  })
  r.post('loans.renew', '/loans/:id/renew', async (staff, req, res) => {
    const input = renewLoanBody.parse(req.body)
    const loan = await requestRenewLoan(ctx, staff, String(req.params.id), input)
    res.status(isPending(loan) ? 202 : 201)
    return loan
  })
  // loans.md 7: the notice's sending is "reported like `send`" (spec 4.5: `failed: [{target, error}]`).
  r.post('loans.auction', '/loans/:id/auction-notice', async (staff, req) => {
    const { send, ...result } = await noticeAuction(ctx, staff.tenantId, String(req.params.id))
    return { ...result, send: { ...send, failed: send.failed.map((f) => ({ target: f.channel, error: f.error })) } }
  })
  r.post('loans.auction', '/loans/:id/auction', async (staff, req, res) => {
    const input = auctionBody.parse(req.body)
    const result = await requestAuction(ctx, staff, String(req.params.id), input)
    res.status(isPending(result) ? 202 : 201)
    return result
  })
  r.post('loans.payout', '/loans/:id/surplus-payout', async (staff, req, res) => {
    const result = await requestSurplusPayout(ctx, staff, String(req.params.id), surplusPayoutBody.parse(req.body))
    if (isPending(result)) res.status(202)
    return result
  })
  return r.router
}
