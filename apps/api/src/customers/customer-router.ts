import { z } from 'zod'
import { requestOrigin } from '../intake/intake-routes.ts'
import { currentIntakeLink, revokeIntakeLinks } from '../intake/intake-link-service.ts'
import { router, staffProcedure, tenantAdminProcedure } from '../trpc/trpc.ts'
import { setCustomerKyc } from './customer-kyc-service.ts'
import { createCustomer, getCustomerDetail, listCustomers, pickerCustomers } from './customer-service.ts'
import { setCustomerStatus } from './customer-status-service.ts'
import { getCustomerTimeline } from './customer-timeline-service.ts'

/** Customer responses are personal data: never cached (same as the REST routes). */
const customerStaff = staffProcedure.use(({ ctx, next }) => {
  ctx.res.setHeader('Cache-Control', 'no-store')
  return next()
})
const byId = z.object({ id: z.string() })
// Bodies are passed through untouched: the services answer the spec's messages, not zod's.
const formBody = z.record(z.string(), z.unknown())

/** Staff customers router: the same services as /api/customers and /api/intake-link. */
export const customersRouter = router({
  list: customerStaff.input(z.object({ search: z.string().optional() }).optional())
    .query(({ ctx, input }) => listCustomers(ctx.app, ctx.principal.tenantId, { search: input?.search })),
  picker: customerStaff.input(z.object({ search: z.string().optional() }).optional())
    .query(({ ctx, input }) => pickerCustomers(ctx.app, ctx.principal.tenantId, input?.search)),
  create: customerStaff.input(formBody).mutation(({ ctx, input }) => createCustomer(ctx.app, ctx.principal.tenantId, input)),
  get: customerStaff.input(byId).query(({ ctx, input }) => getCustomerDetail(ctx.app, ctx.principal.tenantId, input.id)),
  timeline: customerStaff.input(byId).query(({ ctx, input }) => getCustomerTimeline(ctx.app, ctx.principal.tenantId, input.id)),
  setStatus: customerStaff.input(z.object({ id: z.string(), status: z.string() })).mutation(async ({ ctx, input }) => {
    const { customerId, status } = await setCustomerStatus(ctx.app, { tenantId: ctx.principal.tenantId, customerId: input.id, status: input.status })
    return { id: customerId, status }
  }),
  setKyc: customerStaff.input(z.object({ id: z.string() }).catchall(z.unknown()))
    .mutation(({ ctx, input }) => { const { id, ...urls } = input; return setCustomerKyc(ctx.app, ctx.principal.tenantId, id, urls) }),
  intakeLink: customerStaff.query(({ ctx }) => currentIntakeLink(ctx.app, ctx.principal, requestOrigin(ctx.req))),
  revokeIntakeLink: tenantAdminProcedure.mutation(({ ctx }) => revokeIntakeLinks(ctx.app, ctx.principal.tenantId)),
})
