import type { AppContext } from '../platform/context.ts'
import { type BankFields, type BranchFields, insertBankWithBranches } from './banks-repository.ts'

/**
 * Platform module (listed in the Prisma rule, apps/api/eslint.config.js): the shared bank catalog
 * (tenantId null), which only the operator CLI and the demo seed write.
 */
export function sharedBanksRepository(ctx: AppContext) {
  return {
    create: (bank: BankFields, branches: BranchFields[]) =>
      ctx.db.prisma.$transaction((tx) => insertBankWithBranches(tx, null, bank, branches)),
    count: () => ctx.db.prisma.bank.count({ where: { tenantId: null } }),
  }
}
