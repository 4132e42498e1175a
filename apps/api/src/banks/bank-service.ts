import { assertFiniteNumbers, paiseToRupees } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { bankErrors } from './banks-errors.ts'
import { asBody, parseBankFields, parseBranchFields } from './bank-input.ts'
import { sharedBanksRepository } from './banks-platform-repository.ts'
import { banksRepository } from './banks-repository.ts'

/**
 * Bank templates: a tenant sees its own banks plus the shared catalog (tenantId null), which is
 * read only to tenants. Branches: a tenant sees the shared catalog's branches of a bank plus its own,
 * and may add its own branches to a shared bank. Another tenant's bank or branch reads as 404.
 */
type BranchRow = {
  id: string
  bankId: string
  branchName: string
  ifsc: string | null
  managerEmail: string | null
  managerName: string | null
  emailSubject: string | null
  emailBody: string | null
  isActive: boolean
  tenantId: string | null
}
type BankRow = {
  id: string
  tenantId: string | null
  name: string
  goldRate22kPaise: number | null
  defaultEmail: string | null
  emailSubject: string | null
  emailBody: string | null
  isActive: boolean
}

export const branchJson = ({ tenantId, ...b }: BranchRow) => ({ ...b, shared: tenantId === null })

export const bankJson = (bank: BankRow, branches: BranchRow[]) => ({
  id: bank.id,
  name: bank.name,
  goldRate22k: bank.goldRate22kPaise === null ? null : paiseToRupees(bank.goldRate22kPaise),
  defaultEmail: bank.defaultEmail,
  emailSubject: bank.emailSubject,
  emailBody: bank.emailBody,
  isActive: bank.isActive,
  shared: bank.tenantId === null,
  branches: branches.map(branchJson),
})

/** A bank template the tenant may use: its own or the shared catalog's. */
export async function findVisibleBank(
  ctx: AppContext,
  tenantId: string,
  bankId: string,
  options: { activeOnly?: boolean } = {},
) {
  const bank = await banksRepository(ctx, tenantId).visibleBank(bankId)
  if (!bank) return null
  if (options.activeOnly && !bank.isActive) return null
  return bank
}

export async function listBanks(ctx: AppContext, tenantId: string) {
  const banks = await banksRepository(ctx, tenantId).listVisible()
  return { banks: banks.map((b) => bankJson(b, b.branches)) }
}

export async function getBank(ctx: AppContext, tenantId: string, bankId: string) {
  const bank = await findVisibleBank(ctx, tenantId, bankId)
  if (!bank) throw bankErrors.error('bankNotFound')
  const branches = await banksRepository(ctx, tenantId).visibleBranchesOf(bankId)
  return bankJson(bank, branches)
}

/** Create a bank template (tenantId null: the shared catalog, operator CLI only) with its branches. */
export async function createBank(ctx: AppContext, tenantId: string | null, raw: unknown) {
  const fields = parseBankFields(raw, { requireName: true })
  assertFiniteNumbers(fields, 'bank')
  const rawBranches = asBody(raw).branches
  const branches = (Array.isArray(rawBranches) ? rawBranches : []).map((b) =>
    parseBranchFields(b, { requireName: true }),
  )
  const bank = { ...fields, name: fields.name! }
  const rows = branches.map((b) => ({ ...b, branchName: b.branchName! }))
  const created =
    tenantId === null
      ? await sharedBanksRepository(ctx).create(bank, rows)
      : await banksRepository(ctx, tenantId).createBank(bank, rows)
  return bankJson(created.bank, created.branches)
}

export async function updateBank(ctx: AppContext, tenantId: string, bankId: string, raw: unknown) {
  const bank = await findVisibleBank(ctx, tenantId, bankId)
  if (!bank) throw bankErrors.error('bankNotFound')
  if (bank.tenantId === null) throw bankErrors.error('sharedReadOnly')
  const fields = parseBankFields(raw, { requireName: false })
  assertFiniteNumbers(fields, 'bank')
  await banksRepository(ctx, tenantId).updateOwnBank(bankId, fields)
  return getBank(ctx, tenantId, bankId)
}

/** A tenant may add its own branch to its bank or to a shared catalog bank. */
export async function addBranch(ctx: AppContext, tenantId: string, bankId: string, raw: unknown) {
  const bank = await findVisibleBank(ctx, tenantId, bankId)
  if (!bank) throw bankErrors.error('bankNotFound')
  const fields = parseBranchFields(raw, { requireName: true })
  const branch = await banksRepository(ctx, tenantId).addBranch(bankId, { ...fields, branchName: fields.branchName! })
  return branchJson(branch)
}

export async function updateBranch(ctx: AppContext, tenantId: string, bankId: string, branchId: string, raw: unknown) {
  const bank = await findVisibleBank(ctx, tenantId, bankId)
  if (!bank) throw bankErrors.error('bankNotFound')
  const banks = banksRepository(ctx, tenantId)
  const branch = await banks.visibleBranch(branchId)
  if (!branch || branch.bankId !== bankId) {
    throw bankErrors.error('branchNotFound')
  }
  if (branch.tenantId === null) throw bankErrors.error('sharedReadOnly')
  const fields = parseBranchFields(raw, { requireName: false })
  const updated = await banks.updateOwnBranch(branchId, fields)
  return branchJson(updated)
}
