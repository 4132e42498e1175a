import type { AppContext } from '../platform/context.ts'
import { permittedRoutes } from '../http/route-guards.ts'
import { sendPrivatePdf } from '../http/send-pdf.ts'
import { cancellationNote } from './cancellation-note-service.ts'

/** The corrections' documents for staff (issue 26); the corrections themselves are tRPC `corrections.*`. */
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
  return r.router
}
