import { assertFiniteNumbers } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { bankErrors } from './banks-errors.ts'
import { asBody, parseBankFields, parseBranchFields } from './bank-input.ts'

/**
 * Bank templates: a tenant sees its own banks plus the shared catalog (tenantId null), which is
 * read only to tenants. Branches: a tenant sees the shared catalog's branches of a bank plus its own,
 * and may add its own branches to a shared bank. Another tenant's bank or branch reads as 404.
 */
const branchSelect = {
  id: true, bankId: true, branchName: true, ifsc: true, managerEmail: true, managerName: true,
  emailSubject: true, emailBody: true, isActive: true, tenantId: true,
} as const

type BranchRow = { id: string; bankId: string; branchName: string; ifsc: string | null; managerEmail: string | null; managerName: string | null; emailSubject: string | null; emailBody: string | null; isActive: boolean; tenantId: string | null }
type BankRow = { id: string; tenantId: string | null; name: string; goldRate22k: number | null; defaultEmail: string | null; emailSubject: string | null; emailBody: string | null; isActive: boolean }

export const branchJson = ({ tenantId, ...b }: BranchRow) => ({ ...b, shared: tenantId === null })

export const bankJson = (bank: BankRow, branches: BranchRow[]) => ({
  id: bank.id, name: bank.name, goldRate22k: bank.goldRate22k, defaultEmail: bank.defaultEmail,
  emailSubject: bank.emailSubject, emailBody: bank.emailBody, isActive: bank.isActive, shared: bank.tenantId === null,
  branches: branches.map(branchJson),
})

/** Branches of a bank visible to a tenant: the shared catalog's plus the tenant's own. */
export const visibleBranchFilter = (tenantId: string) => ({ OR: [{ tenantId }, { tenantId: null }] })

/** A bank template the tenant may use: its own or the shared catalog's. */
export async function findVisibleBank(ctx: AppContext, tenantId: string, bankId: string, options: { activeOnly?: boolean } = {}) {
  const bank = await ctx.db.prisma.bank.findUnique({ where: { id: bankId } })
  if (!bank || (bank.tenantId !== null && bank.tenantId !== tenantId)) return null
  if (options.activeOnly && !bank.isActive) return null
  return bank
}

export async function listBanks(ctx: AppContext, tenantId: string) {
  const banks = await ctx.db.prisma.bank.findMany({
    where: { OR: [{ tenantId }, { tenantId: null, isActive: true }] },
    include: { branches: { where: visibleBranchFilter(tenantId), select: branchSelect, orderBy: { branchName: 'asc' } } },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  })
  return { banks: banks.map((b) => bankJson(b, b.branches)) }
}

export async function getBank(ctx: AppContext, tenantId: string, bankId: string) {
  const bank = await findVisibleBank(ctx, tenantId, bankId)
  if (!bank) throw bankErrors.error('bankNotFound')
  const branches = await ctx.db.prisma.bankBranch.findMany({
    where: { bankId, ...visibleBranchFilter(tenantId) }, select: branchSelect, orderBy: { branchName: 'asc' },
  })
  return bankJson(bank, branches)
}

/** Create a bank template (tenantId null: the shared catalog, operator CLI only) with its branches. */
export async function createBank(ctx: AppContext, tenantId: string | null, raw: unknown) {
  const fields = parseBankFields(raw, { requireName: true })
  assertFiniteNumbers(fields, 'bank')
  const rawBranches = asBody(raw).branches
  const branches = (Array.isArray(rawBranches) ? rawBranches : []).map((b) => parseBranchFields(b, { requireName: true }))
  return ctx.db.prisma.$transaction(async (tx) => {
    const created = await tx.bank.create({ data: { ...fields, name: fields.name!, tenantId } })
    const rows: BranchRow[] = []
    for (const b of branches) {
      rows.push(await tx.bankBranch.create({ data: { ...b, branchName: b.branchName!, bankId: created.id, tenantId }, select: branchSelect }))
    }
    return bankJson(created, rows)
  })
}

export async function updateBank(ctx: AppContext, tenantId: string, bankId: string, raw: unknown) {
  const bank = await findVisibleBank(ctx, tenantId, bankId)
  if (!bank) throw bankErrors.error('bankNotFound')
  if (bank.tenantId === null) throw bankErrors.error('sharedReadOnly')
  const fields = parseBankFields(raw, { requireName: false })
  assertFiniteNumbers(fields, 'bank')
  await ctx.db.prisma.bank.updateMany({ where: { id: bankId, tenantId }, data: fields })
  return getBank(ctx, tenantId, bankId)
}

/** A tenant may add its own branch to its bank or to a shared catalog bank. */
export async function addBranch(ctx: AppContext, tenantId: string, bankId: string, raw: unknown) {
  const bank = await findVisibleBank(ctx, tenantId, bankId)
  if (!bank) throw bankErrors.error('bankNotFound')
  const fields = parseBranchFields(raw, { requireName: true })
  const branch = await ctx.db.prisma.bankBranch.create({
    data: { ...fields, branchName: fields.branchName!, bankId, tenantId }, select: branchSelect,
  })
  return branchJson(branch)
}

export async function updateBranch(ctx: AppContext, tenantId: string, bankId: string, branchId: string, raw: unknown) {
  const bank = await findVisibleBank(ctx, tenantId, bankId)
  if (!bank) throw bankErrors.error('bankNotFound')
  const branch = await ctx.db.prisma.bankBranch.findUnique({ where: { id: branchId } })
  if (!branch || branch.bankId !== bankId || (branch.tenantId !== null && branch.tenantId !== tenantId)) {
    throw bankErrors.error('branchNotFound')
  }
  if (branch.tenantId === null) throw bankErrors.error('sharedReadOnly')
  const fields = parseBranchFields(raw, { requireName: false })
  const updated = await ctx.db.prisma.bankBranch.update({ where: { id: branchId }, data: fields, select: branchSelect })
  return branchJson(updated)
}
