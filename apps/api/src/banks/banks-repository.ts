import type { Prisma, TenantTx } from '@gold/db'
import type { AppContext } from '../platform/context.ts'

/** The branch columns every answer shows (`tenantId` only to say whether it is shared). */
export const BRANCH_SELECT = {
  id: true,
  bankId: true,
  branchName: true,
  ifsc: true,
  managerEmail: true,
  managerName: true,
  emailSubject: true,
  emailBody: true,
  isActive: true,
  tenantId: true,
} as const

export type BankFields = Omit<Prisma.BankUncheckedCreateInput, 'id' | 'tenantId' | 'branches'>
export type BranchFields = Omit<Prisma.BankBranchUncheckedCreateInput, 'id' | 'tenantId' | 'bankId'>

/** What the tenant sees: its own rows and the shared catalog's (tenantId null). */
const visibleTo = (tenantId: string) => ({ OR: [{ tenantId }, { tenantId: null }] })

/**
 * Write a bank template with its branches, all owned by `tenantId` (null: the shared catalog), in
 * the caller's transaction. The one writer of both the tenant repository and the platform one.
 */
export async function insertBankWithBranches(
  tx: TenantTx | Prisma.TransactionClient,
  tenantId: string | null,
  bank: BankFields,
  branches: BranchFields[],
) {
  const created = await tx.bank.create({ data: { ...bank, tenantId } })
  const rows = []
  for (const b of branches)
    rows.push(await tx.bankBranch.create({ data: { ...b, bankId: created.id, tenantId }, select: BRANCH_SELECT }))
  return { bank: created, branches: rows }
}

/**
 * Bank templates and branches as one tenant sees and edits them. Banks and branches are not
 * tenant-owned models (the shared catalog has no tenant), so every query here names the tenant:
 * reads take its own rows and the shared catalog's, writes only its own.
 */
export function banksRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    /** A bank the tenant may see (its own or the shared catalog's), or null. */
    visibleBank: (id: string) => db.bank.findFirst({ where: { id, ...visibleTo(tenantId) } }),

    /** The tenant's banks and the active shared ones, by name, with the branches it sees. */
    listVisible: () =>
      db.bank.findMany({
        where: { OR: [{ tenantId }, { tenantId: null, isActive: true }] },
        include: { branches: { where: visibleTo(tenantId), select: BRANCH_SELECT, orderBy: { branchName: 'asc' } } },
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
      }),

    visibleBranchesOf: (bankId: string) =>
      db.bankBranch.findMany({
        where: { bankId, ...visibleTo(tenantId) },
        select: BRANCH_SELECT,
        orderBy: { branchName: 'asc' },
      }),

    /** A branch the tenant may see, or null. */
    visibleBranch: (id: string) => db.bankBranch.findFirst({ where: { id, ...visibleTo(tenantId) } }),

    createBank: (bank: BankFields, branches: BranchFields[]) =>
      db.$transaction((tx) => insertBankWithBranches(tx, tenantId, bank, branches)),

    /** Update one of the tenant's own banks (never a shared one). */
    updateOwnBank: (id: string, fields: Prisma.BankUpdateManyMutationInput) =>
      db.bank.updateMany({ where: { id, tenantId }, data: fields }),

    addBranch: (bankId: string, fields: BranchFields) =>
      db.bankBranch.create({ data: { ...fields, bankId, tenantId }, select: BRANCH_SELECT }),

    /** Update one of the tenant's own branches (never a shared one). */
    updateOwnBranch: (id: string, fields: Prisma.BankBranchUpdateInput) =>
      db.bankBranch.update({ where: { id, tenantId }, data: fields, select: BRANCH_SELECT }),
  }
}
