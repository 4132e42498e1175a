import { booksErrors, checkAccountDeletion, checkAccountRename, checkNewAccount } from '@gold/core'
import { isUniqueViolation } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { bookReadsRepository } from './book-reads-repository.ts'
import { ensureChart } from './books-posting.ts'
import { booksRepository } from './books-repository.ts'

/**
 * The chart's edits (tenant admins): add an account under a group, rename any account, delete an
 * account that is not a system account and has no postings (core `chart-of-accounts.ts`).
 */
async function chartOf(ctx: AppContext, tenantId: string) {
  const books = booksRepository(ctx, tenantId)
  await ensureChart(books)
  return { reads: bookReadsRepository(ctx, tenantId), chart: await books.ledgerAccounts() }
}

export async function addAccount(
  ctx: AppContext,
  tenantId: string,
  input: { code: unknown; name: unknown; group: unknown; money?: unknown },
) {
  const { reads, chart } = await chartOf(ctx, tenantId)
  const account = checkNewAccount(chart, input)
  try {
    await reads.insertAccount(account)
  } catch (e) {
    // Two adds of one code at once: the second meets the unique tenant and code.
    if (isUniqueViolation(e)) throw booksErrors.error('accountCodeTaken')
    throw e
  }
  return { ...account, money: account.money ?? null }
}

export async function renameAccount(ctx: AppContext, tenantId: string, input: { code: string; name: unknown }) {
  const { reads, chart } = await chartOf(ctx, tenantId)
  const name = checkAccountRename(chart, input.code, input.name)
  await reads.renameAccount(input.code, name)
  return { code: input.code, name }
}

export async function deleteAccount(ctx: AppContext, tenantId: string, input: { code: string }) {
  const { reads, chart } = await chartOf(ctx, tenantId)
  checkAccountDeletion(chart, input.code, await reads.accountHasPostings(input.code))
  // A posting written after the check still cannot lose its account: the lines' foreign key refuses the delete.
  if (!(await reads.deleteAccount(input.code))) throw booksErrors.error('accountNotFound')
  return { code: input.code, deleted: true as const }
}
