import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays } from '../shared/india-calendar.ts'
import { accountLedger, booksDayBook, cashInHandByDay, moneyBook, moneyBookAccounts, type ReadJournal } from './book-reads.ts'
import { balanceSheetCsv, booksDayBookCsv, ledgerCsv, moneyBookCsv, profitAndLossCsv } from './books-read-csv.ts'
import { parseBooksReadRange } from './books-read-input.ts'
import { counterCashAccount, SEEDED_CHART } from './chart-of-accounts.ts'
import { balanceSheet, profitAndLoss } from './financial-statements.ts'
import { creditLine, debitLine } from './journal.ts'
import { accountSums, trialBalance } from './trial-balance.ts'

const CHART = [...SEEDED_CHART, counterCashAccount(1)]
let n = 0
const journal = (date: string, narration: string, lines: ReadJournal['lines'], voucher?: string): ReadJournal => ({
  id: `j${++n}`,
  date,
  narration,
  source: voucher ? { kind: 'paymentVoucher', id: voucher } : { kind: 'disbursement', id: `e${n}` },
  lines,
})

// Capital ₹50,000 on the 1st; on the 2nd a float to counter 1, a ₹10,000 loan from the counter,
// ₹1,500 interest and principal back in cash, rent ₹2,000 by voucher from the bank.
const JOURNALS: ReadJournal[] = [
  journal('2026-04-01', 'Capital', [debitLine('1100', 5_000_000), creditLine('3100', 5_000_000)]),
  journal('2026-04-01', 'Capital to bank', [debitLine('1200', 2_000_000), creditLine('3100', 2_000_000)]),
  journal('2026-04-02', 'Float', [debitLine('1101', 1_500_000), creditLine('1100', 1_500_000)]),
  journal('2026-04-02', 'Loan GL/1', [debitLine('1400', 1_000_000, 'L1'), creditLine('1101', 1_000_000)]),
  journal('2026-04-02', 'Interest', [debitLine('1410', 50_000, 'L1'), creditLine('4100', 50_000)]),
  journal('2026-04-02', 'Payment GL/1', [
    debitLine('1101', 150_000),
    creditLine('1410', 50_000, 'L1'),
    creditLine('1400', 100_000, 'L1'),
  ]),
  journal('2026-04-02', 'Rent April', [debitLine('5400', 200_000), creditLine('1200', 200_000)], 'PV/2026-27/000001'),
]
const DAY = '2026-04-02'
const on = (date: string) => JOURNALS.filter((j) => j.date === date)
const between = (from: string, to: string) => JOURNALS.filter((j) => j.date >= from && j.date <= to)

describe('booksDayBook', () => {
  const book = booksDayBook(CHART, DAY, accountSums(JOURNALS, addDays(DAY, -1)), on(DAY))
  it('opens with the cash of the day before, nets transfers between cash accounts, and closes', () => {
    expect(book).toMatchObject({ openingCashPaise: 5_000_000, cashInPaise: 150_000, cashOutPaise: 1_000_000 })
    expect(book.openingCashPaise + book.cashInPaise - book.cashOutPaise).toBe(book.closingCashPaise)
    expect(book.closingCashPaise).toBe(4_150_000)
  })
  it('names a voucher by its number and any other journal by its id, lines with account names', () => {
    expect(book.entries.map((e) => e.reference)).toEqual(['j3', 'j4', 'j5', 'j6', 'PV/2026-27/000001'])
    expect(book.entries[1]!.lines).toEqual([
      { accountCode: '1400', accountName: 'Gold loans principal', debitPaise: 1_000_000, creditPaise: 0 },
      { accountCode: '1101', accountName: 'Cash - Counter 1', debitPaise: 0, creditPaise: 1_000_000 },
    ])
  })
  it('writes CSV in rupees', () => {
    const lines = booksDayBookCsv(book).split('\r\n')
    expect(lines[0]).toBe('date,reference,narration,accountCode,accountName,debitRupees,creditRupees')
    expect(lines[1]).toBe('2026-04-02,,Opening cash,,,50000.00,')
    expect(lines.at(-2)).toBe('2026-04-02,,Closing cash,,,41500.00,')
  })
})

describe('moneyBook and accountLedger', () => {
  const range = { from: DAY, to: DAY }
  it('the cash book leaves out transfers between cash accounts and runs a balance', () => {
    const cash = moneyBookAccounts(CHART, 'Cash')
    const book = moneyBook(CHART, 'Cash', cash, range, accountSums(JOURNALS, '2026-04-01'), between(DAY, DAY))
    expect(book.rows.map((r) => [r.reference, r.receiptPaise, r.paymentPaise, r.balancePaise])).toEqual([
      ['j4', 0, 1_000_000, 4_000_000],
      ['j6', 150_000, 0, 4_150_000],
    ])
    expect(book.rows[1]!.contraAccounts.map((a) => a.code)).toEqual(['1410', '1400'])
    expect(moneyBookCsv(book).split('\r\n').at(-2)).toBe(`${DAY},,Closing balance,,1500.00,10000.00,41500.00`)
  })
  it('one counter alone shows its float; an account that holds no such money is 404', () => {
    const one = moneyBookAccounts(CHART, 'Cash', '1101')
    const book = moneyBook(CHART, 'Cash', one, range, [], between(DAY, DAY))
    expect(book.rows.map((r) => r.receiptPaise - r.paymentPaise)).toEqual([1_500_000, -1_000_000, 150_000])
    expect(() => moneyBookAccounts(CHART, 'Bank', '1100')).toThrow('Account not found.')
  })
  it('a credit-natured ledger runs credit-positive; the closing equals the trial balance', () => {
    const ledger = accountLedger(CHART, '3100', { from: '2026-04-01', to: DAY }, [], between('2026-04-01', DAY))
    expect(ledger).toMatchObject({ side: 'credit', openingPaise: 0, closingPaise: 7_000_000 })
    const tb = trialBalance(CHART, accountSums(JOURNALS, DAY)).accounts.find((a) => a.code === '3100')!
    expect(tb.credit).toBe(ledger.closingPaise)
    expect(ledgerCsv(ledger).split('\r\n')[3]).toBe('2026-04-01,j2,Capital to bank,1200 Bank account,,20000.00,70000.00')
    expect(() => accountLedger(CHART, '9999', range, [], [])).toThrow('Account not found.')
  })
})

describe('statements and cash in hand', () => {
  it('profit and loss and the balance sheet write CSV with totals', () => {
    const pl = profitAndLoss(CHART, accountSums(JOURNALS, DAY, DAY))
    expect(pl.profit).toBe(50_000 - 200_000)
    expect(profitAndLossCsv(pl).split('\r\n').at(-2)).toBe('Profit,,Profit,-1500.00')
    const bs = balanceSheet(CHART, accountSums(JOURNALS, DAY))
    expect(bs.totalAssets).toBe(bs.totalLiabilitiesAndEquity)
    expect(balanceSheetCsv(bs)).toContain('Liabilities and equity,,Total liabilities and equity,68500.00\r\n')
  })
  it('gives every date of the range, days without postings carrying the cash over', () => {
    expect(cashInHandByDay({ from: '2026-03-31', to: '2026-04-03' }, 0, [
      { date: '2026-04-01', netPaise: 5_000_000 },
      { date: '2026-04-02', netPaise: -850_000 },
    ])).toEqual([
      { date: '2026-03-31', closingCashPaise: 0 },
      { date: '2026-04-01', closingCashPaise: 5_000_000 },
      { date: '2026-04-02', closingCashPaise: 4_150_000 },
      { date: '2026-04-03', closingCashPaise: 4_150_000 },
    ])
  })
  it('a range: from defaults to the 1st of April, at most 366 days, never reversed', () => {
    expect(parseBooksReadRange(undefined, '2026-06-30', '2026-07-01')).toEqual({ from: '2026-04-01', to: '2026-06-30' })
    expect(() => parseBooksReadRange('2025-01-01', '2026-06-30', '2026-07-01')).toThrow('Choose at most 366 days')
    expect(() => parseBooksReadRange('2026-06-02', '2026-06-01', '2026-07-01')).toThrow('on or before')
    expect(() => parseBooksReadRange(undefined, '2026-07-02', '2026-07-01')).toThrow('Dates may not be in the future.')
  })
})

const CODES = ['1100', '1101', '1200', '1300', '1400', '3100', '4100', '5400']
const arbJournal = fc
  .record({
    day: fc.integer({ min: 0, max: 5 }),
    dr: fc.constantFrom(...CODES),
    cr: fc.constantFrom(...CODES),
    paise: fc.integer({ min: 1, max: 10_000_000 }),
  })
  .filter((j) => j.dr !== j.cr)

describe('reads of random journals', () => {
  it('day by day, opening + in - out = closing, and books close at the trial balance', () => {
    fc.assert(
      fc.property(fc.array(arbJournal, { maxLength: 40 }), fc.integer({ min: 0, max: 5 }), (raw, d) => {
        const journals = raw.map((j, i) => ({
          id: `r${i}`,
          date: addDays('2026-04-01', j.day),
          narration: 'x',
          source: { kind: 'journalVoucher', id: `JV/${i}` },
          lines: [debitLine(j.dr, j.paise), creditLine(j.cr, j.paise)],
        }))
        journals.sort((a, b) => a.date.localeCompare(b.date))
        const date = addDays('2026-04-01', d)
        const sumsTo = accountSums(journals, date)
        const tb = new Map(trialBalance(CHART, sumsTo).accounts.map((a) => [a.code, a.debit - a.credit]))
        const before = accountSums(journals, addDays(date, -1))
        const day = booksDayBook(CHART, date, before, journals.filter((j) => j.date === date))
        expect(day.openingCashPaise + day.cashInPaise - day.cashOutPaise).toBe(day.closingCashPaise)
        expect(day.closingCashPaise).toBe((tb.get('1100') ?? 0) + (tb.get('1101') ?? 0))
        const range = { from: '2026-04-01', to: date }
        const inRange = journals.filter((j) => j.date <= date)
        const bank = moneyBook(CHART, 'Bank', moneyBookAccounts(CHART, 'Bank'), range, [], inRange)
        expect(bank.closingPaise).toBe((tb.get('1200') ?? 0) + (tb.get('1300') ?? 0))
        for (const code of ['1400', '3100']) {
          const l = accountLedger(CHART, code, range, [], inRange)
          expect(l.side === 'debit' ? l.closingPaise : 0 - l.closingPaise).toBe(tb.get(code) ?? 0)
        }
      }),
      { numRuns: 200 },
    )
  })
})
