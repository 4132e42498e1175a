import { bankInput, branchInput } from '@gold/core'
import { z } from 'zod'
import { router, staffProcedure } from '../trpc/trpc.ts'
import { assertBankAdmin } from './bank-access.ts'
import { addBranch, createBank, getBank, listBanks, updateBank, updateBranch } from './bank-service.ts'

/** Changing a bank or branch is a tenant admin's (403 for an employee), as over REST. */
const bankAdmin = staffProcedure.use(({ ctx, next }) => {
  assertBankAdmin(ctx.principal)
  return next()
})

/** Bank templates and branches for tenant staff (same services as /api/banks). */
export const banksRouter = router({
  list: staffProcedure.query(({ ctx }) => listBanks(ctx.app, ctx.principal.tenantId)),
  get: staffProcedure
    .input(z.object({ id: z.string() }))
    .query(({ ctx, input }) => getBank(ctx.app, ctx.principal.tenantId, input.id)),
  create: bankAdmin.input(bankInput).mutation(({ ctx, input }) => createBank(ctx.app, ctx.principal.tenantId, input)),
  update: bankAdmin
    .input(z.object({ id: z.string(), body: bankInput }))
    .mutation(({ ctx, input }) => updateBank(ctx.app, ctx.principal.tenantId, input.id, input.body)),
  addBranch: bankAdmin
    .input(z.object({ bankId: z.string(), body: branchInput }))
    .mutation(({ ctx, input }) => addBranch(ctx.app, ctx.principal.tenantId, input.bankId, input.body)),
  updateBranch: bankAdmin
    .input(z.object({ bankId: z.string(), branchId: z.string(), body: branchInput }))
    .mutation(({ ctx, input }) =>
      updateBranch(ctx.app, ctx.principal.tenantId, input.bankId, input.branchId, input.body),
    ),
})
