import {
  auctionBody,
  loanPaymentBody,
  openLoanBody,
  parseAsOf,
  parseLoanListQuery,
  releaseBody,
  renewLoanBody,
  surplusPayoutBody,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { permittedRoutes } from '../http/route-guards.ts'
import { openLoan } from './loan-open-service.ts'
import { recordLoanPayment } from './loan-payment-service.ts'
import { closureQuote, getLoan, listLoans } from './loan-read-service.ts'
import { releaseLoan } from './loan-release-service.ts'
import { renewLoan } from './loan-renewal-service.ts'
import { auctionLoan, noticeAuction } from './loan-auction-service.ts'
import { paySurplus } from './loan-surplus-service.ts'

/** loans.md section 3 (staff). The PDFs are loan-documents-rest.ts. */
export function loansRestRoutes(ctx: AppContext) {
  const r = permittedRoutes(ctx)
  r.post('loans.disburse', '/loans', async (staff, req, res) => {
    const loan = await openLoan(ctx, staff.tenantId, staff.userId, openLoanBody.parse(req.body))
    res.status(201)
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
    const result = await recordLoanPayment(ctx, staff.tenantId, String(req.params.id), input, { userId: staff.userId })
    res.status(result.status)
    return { payment: result.payment, loan: result.loan }
  })
  r.post('loans.release', '/loans/:id/release', (staff, req) =>
    releaseLoan(ctx, staff.tenantId, String(req.params.id), releaseBody.parse(req.body)),
  )
  r.post('loans.renew', '/loans/:id/renew', async (staff, req, res) => {
    const input = renewLoanBody.parse(req.body)
    const loan = await renewLoan(ctx, staff.tenantId, staff.userId, String(req.params.id), input)
    res.status(201)
    return loan
  })
  // loans.md 7: the notice's sending is "reported like `send`" (spec 4.5: `failed: [{target, error}]`).
  r.post('loans.auction', '/loans/:id/auction-notice', async (staff, req) => {
    const { send, ...result } = await noticeAuction(ctx, staff.tenantId, String(req.params.id))
    return { ...result, send: { ...send, failed: send.failed.map((f) => ({ target: f.channel, error: f.error })) } }
  })
  r.post('loans.auction', '/loans/:id/auction', async (staff, req, res) => {
    const input = auctionBody.parse(req.body)
    const result = await auctionLoan(ctx, staff.tenantId, staff.userId, String(req.params.id), input)
    res.status(201)
    return result
  })
  r.post('loans.payout', '/loans/:id/surplus-payout', (staff, req) =>
    paySurplus(ctx, staff.tenantId, staff.userId, String(req.params.id), surplusPayoutBody.parse(req.body)),
  )
  return r.router
}
