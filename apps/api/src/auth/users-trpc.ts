import { staffActiveInput, staffListQuery, staffUserId, staffUserInput } from '@gold/core'
import { router, tenantAdminProcedure } from '../trpc/trpc.ts'
import { addStaffUser, listStaff, sendStaffPasswordReset, setStaffActive } from './staff-accounts-service.ts'

/** A shop's staff accounts (tenant admin): the same service as the CLI's `user:create`. */
export const usersRouter = router({
  /** `{items, nextCursor, usage: {used, limit}}`: oldest first; `limit` null when the plan sets none. */
  list: tenantAdminProcedure
    .input(staffListQuery.optional())
    .query(({ ctx, input }) => listStaff(ctx.app, ctx.principal.tenantId, ctx.principal.userId, input)),
  create: tenantAdminProcedure
    .input(staffUserInput)
    .mutation(({ ctx, input }) => addStaffUser(ctx.app, ctx.principal.tenantId, input)),
  setActive: tenantAdminProcedure
    .input(staffActiveInput)
    .mutation(({ ctx, input }) => setStaffActive(ctx.app, ctx.principal.tenantId, ctx.principal.userId, input)),
  sendPasswordReset: tenantAdminProcedure
    .input(staffUserId)
    .mutation(({ ctx, input }) =>
      sendStaffPasswordReset(ctx.app, ctx.principal.tenantId, ctx.principal.name, input.id),
    ),
})
