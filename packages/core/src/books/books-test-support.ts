import type { Journal } from './journal.ts'

/** A journal's lines as `Dr 1400 500000 L1` strings, for tests that read like the books. */
export const linesOf = (j: Journal | null): string[] | null =>
  j === null
    ? null
    : j.lines.map((l) =>
        [l.debitPaise > 0 ? 'Dr' : 'Cr', l.accountCode, l.debitPaise || l.creditPaise, l.loanId]
          .filter((x) => x !== undefined)
          .join(' '),
      )
