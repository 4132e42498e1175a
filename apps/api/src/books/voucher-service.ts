import {
  type Principal,
  type VoucherRequest,
  VOUCHER_SERIES,
  booksErrors,
  financialYearOfDate,
  formatVoucherNumber,
  isoDateOf,
  parseBooksDate,
  reverseJournal,
  voucherJournal,
} from '@gold/core'
import { isUniqueViolation } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { ensureChart, postJournals } from './books-posting.ts'
import { booksRepository } from './books-repository.ts'

/** Who writes: a signed-in staff member, or the demo seed acting as the shop's admin. */
type Staff = Pick<Extract<Principal, { kind: 'staff' }>, 'tenantId' | 'userId'>

/**
 * A voucher (receipt, payment, contra, journal), dated `date` (default today, never later):
 * checked against the shop's chart (core `voucherJournal`), numbered `<series>/<FY>/<6 digits>`
 * from the shop's document counter inside the transaction that posts its journal, so a refused or
 * failed voucher returns its number and each series stays gapless. The journal's source is the
 * voucher's number. A payment's bill photo must be a file uploaded to this shop.
 */
export async function writeVoucher(ctx: AppContext, staff: Staff, request: VoucherRequest) {
  const date = parseBooksDate(request.date, isoDateOf(ctx.now()))
  const repo = booksRepository(ctx, staff.tenantId)
  if (request.billFile !== null && !(await repo.storedFileExists(request.billFile)))
    throw booksErrors.error('invalidBillFile')
  await ensureChart(repo)
  const chart = await repo.ledgerAccounts()
  const { kind } = request.draft
  // Checked before a number is taken: the same rules run again on the numbered voucher.
  voucherJournal(chart, { ...request.draft, date, sourceId: 'unnumbered' })
  return repo.transaction(async (tx) => {
    const fy = financialYearOfDate(date)
    const number = formatVoucherNumber(kind, fy, await tx.nextVoucherSequence(VOUCHER_SERIES[kind], fy))
    const journal = voucherJournal(chart, { ...request.draft, date, sourceId: number })
    const [journalId] = await postJournals(tx, [{ journal, createdById: staff.userId }])
    const amountPaise = 'amountPaise' in request.draft ? request.draft.amountPaise : null
    const voucher = { kind, number, date, narration: journal.narration, amountPaise, billFile: request.billFile }
    await tx.insertVoucher({ ...voucher, journalId: journalId!, createdById: staff.userId })
    return { ...voucher, journalId: journalId! }
  })
}

/**
 * A correction (tenant admins): the reversing journal of `journalId`, dated today (refused when
 * today is closed), sides swapped, sourced `reversal` / `<kind>:<id>` of the original, so a journal
 * is reversed at most once (the source is unique); never an edit.
 */
export async function reverseJournalById(
  ctx: AppContext,
  staff: Staff,
  input: { journalId: string; narration: string | null },
) {
  const today = isoDateOf(ctx.now())
  const repo = booksRepository(ctx, staff.tenantId)
  const original = await repo.journalById(input.journalId)
  if (!original) throw booksErrors.error('journalNotFound')
  const narration = input.narration?.trim() || `Reversal of ${original.narration}`.slice(0, 500)
  const reversal = reverseJournal(original, today, narration)
  try {
    const [journalId] = await repo.transaction((tx) =>
      postJournals(tx, [{ journal: reversal, createdById: staff.userId, reversesJournalId: original.id }]),
    )
    return { journalId: journalId!, reversesJournalId: original.id, date: today, narration: reversal.narration }
  } catch (e) {
    if (isUniqueViolation(e)) throw booksErrors.error('journalAlreadyReversed')
    throw e
  }
}
