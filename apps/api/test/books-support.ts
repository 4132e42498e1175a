import { isoDateOf } from '@gold/core'
import { booksRepository } from '../src/books/books-repository.ts'
import type { TestServer } from './support/test-server.ts'

/**
 * The shop's journals as the books read them, oldest first: `{kind, date, lines}` with each line
 * `Dr 1400 10000000 A` (the loan named by its label in `loans`, so tests read like the books).
 */
export async function journalsOf(server: TestServer, tenantId: string, loans: Record<string, string> = {}) {
  const label = new Map(Object.entries(loans).map(([name, id]) => [id, name]))
  const journals = await booksRepository(server.ctx, tenantId).journalsBetween(
    '2000-01-01',
    isoDateOf(server.ctx.now()),
  )
  return journals.map((j) => ({
    kind: j.source.kind,
    date: j.date,
    lines: j.lines.map((l) =>
      [
        l.debitPaise > 0 ? 'Dr' : 'Cr',
        l.accountCode,
        l.debitPaise || l.creditPaise,
        l.loanId && (label.get(l.loanId) ?? l.loanId),
      ]
        .filter((x) => x !== undefined)
        .join(' '),
    ),
  }))
}
