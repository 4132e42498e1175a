import { bankInput, branchInput } from '@gold/core'
import { z } from 'zod'
import { router, permittedProcedure } from '../trpc/trpc.ts'
import { bankManagerRefusal } from './bank-access.ts'
import { addBranch, createBank, getBank, listBanks, updateBank, updateBranch } from './bank-service.ts'

/** Changing a bank or branch needs `banks.manage` (banks' 403 for anyone else), as over REST. */
const bankAdmin = permittedProcedure('banks.manage', bankManagerRefusal)

/** Bank templates and branches for tenant staff (same services as /api/banks). */
export const banksRouter = router({
  list: permittedProcedure('valuations.read').query(({ ctx }) => listBanks(ctx.app, ctx.principal.tenantId)),
  get: permittedProcedure('valuations.read')
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
