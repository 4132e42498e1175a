import { reasonInput } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { isPending } from '../approvals/approval-gate.ts'
import { permittedRoutes } from '../http/route-guards.ts'
import { sendPrivatePdf } from '../http/send-pdf.ts'
import { cancellationNote } from './cancellation-note-service.ts'
import { requestCancelDisbursement, requestWriteOff } from './correction-approval-gates.ts'

/**
 * The corrections over REST for staff (issue 26): a disbursement cancelled and a loan written off
 * (body `{reason}`; 200 with the loan, or 202 `{pending}` when a shop's rule holds it), and the
 * cancellation note. Reversal and waiver are tRPC `corrections.*` only.
 */
export function correctionsRestRoutes(ctx: AppContext) {
  const r = permittedRoutes(ctx)
  r.get('loans.read', '/loans/:id/payments/:paymentId/cancellation-note', async (staff, req, res) => {
    const file = await cancellationNote(
      ctx,
      { tenantId: staff.tenantId },
      String(req.params.id),
      String(req.params.paymentId),
    )
    sendPrivatePdf(res, file, 'inline')
    return undefined
  })
  r.post('loans.cancelDisbursement', '/loans/:id/cancel', async (staff, req, res) => {
    const result = await requestCancelDisbursement(ctx, staff, String(req.params.id), reasonInput.parse(req.body))
    if (isPending(result)) {
      res.status(202)
      return result
    }
    return result.loan
  })
  r.post('loans.writeOff', '/loans/:id/write-off', async (staff, req, res) => {
    const result = await requestWriteOff(ctx, staff, String(req.params.id), reasonInput.parse(req.body))
    if (isPending(result)) {
      res.status(202)
      return result
    }
    return result.loan
  })
  return r.router
}
