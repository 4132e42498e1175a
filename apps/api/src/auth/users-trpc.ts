import { staffActiveInput, staffListQuery, staffUserId, staffUserInput } from '@gold/core'
import { router, permittedProcedure } from '../trpc/trpc.ts'
import { addStaffUser, listStaff, sendStaffPasswordReset, setStaffActive } from './staff-accounts-service.ts'

/** A shop's staff accounts (tenant admin): the same service as the CLI's `user:create`. */
export const usersRouter = router({
  /** `{items, nextCursor, usage: {used, limit}}`: oldest first; `limit` null when the plan sets none. */
  list: permittedProcedure('staff.manage')
    .input(staffListQuery.optional())
    .query(({ ctx, input }) => listStaff(ctx.app, ctx.principal.tenantId, ctx.principal.userId, input)),
  create: permittedProcedure('staff.manage')
    .input(staffUserInput)
    .mutation(({ ctx, input }) => addStaffUser(ctx.app, ctx.principal.tenantId, input)),
  setActive: permittedProcedure('staff.manage')
    .input(staffActiveInput)
    .mutation(({ ctx, input }) => setStaffActive(ctx.app, ctx.principal.tenantId, ctx.principal.userId, input)),
  sendPasswordReset: permittedProcedure('staff.manage')
    .input(staffUserId)
    .mutation(({ ctx, input }) =>
      sendStaffPasswordReset(ctx.app, ctx.principal.tenantId, ctx.principal.name, input.id),
    ),
})
