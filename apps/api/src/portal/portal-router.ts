import { customerProcedure, router } from '../trpc/trpc.ts'
import { markNotificationsSeen, portalEmiSchedule, portalNotifications, portalProfile, portalReceipts, portalValuations } from './portal-service.ts'

/** Borrower portal (customer token on the tenant's subdomain). Personal data: never cached. */
const portalProcedure = customerProcedure.use(({ ctx, next }) => {
  ctx.res.setHeader('Cache-Control', 'no-store')
  return next({ ctx: { ...ctx, me: { customerId: ctx.principal.customerId, tenantId: ctx.principal.tenantId } } })
})

export const portalRouter = router({
  profile: portalProcedure.query(({ ctx }) => portalProfile(ctx.app, ctx.me)),
  valuations: portalProcedure.query(({ ctx }) => portalValuations(ctx.app, ctx.me)),
  emiSchedule: portalProcedure.query(({ ctx }) => portalEmiSchedule(ctx.app, ctx.me)),
  receipts: portalProcedure.query(({ ctx }) => portalReceipts(ctx.app, ctx.me)),
  notifications: portalProcedure.query(({ ctx }) => portalNotifications(ctx.app, ctx.me)),
  markNotificationsSeen: portalProcedure.mutation(({ ctx }) => markNotificationsSeen(ctx.app, ctx.me)),
})
