import { describe, expect, it } from 'vitest'
import { counterCashAccount, SEEDED_CHART } from './chart-of-accounts.ts'
import { controlCheck, loansOutOfBalance } from './control-check.ts'
import { balanceSheet, profitAndLoss } from './financial-statements.ts'
import type { Journal } from './journal.ts'
import { loanEventJournal, type LoanEvent } from './loan-postings.ts'
import { accountSums, trialBalance } from './trial-balance.ts'
import { voucherJournal } from './voucher-postings.ts'

const chart = [...SEEDED_CHART, counterCashAccount(1)]
const loan = { loanId: 'L1', loanNumber: 'GL/2025-26/000001' }
const events: LoanEvent[] = [
  { ...loan, sourceId: 'e1', date: '2026-01-01', kind: 'disbursement', paidOutPaise: 10_000_000, mode: 'BankTransfer' },
  { ...loan, sourceId: 'e2', date: '2026-01-31', kind: 'interestAccrual', interestPaise: 98_630 },
  {
    ...loan,
    sourceId: 'e3',
    date: '2026-01-31',
    kind: 'payment',
    mode: 'Cash',
    counterNumber: 1,
    penalPaise: 0,
    interestPaise: 98_630,
    principalPaise: 4_901_370,
  },
  { ...loan, sourceId: 'e4', date: '2026-03-31', kind: 'monthEndAccrual', interestPaise: 50_288, penalPaise: 0 },
]
const journals: Journal[] = [
  voucherJournal(chart, {
    kind: 'receiptVoucher',
    sourceId: 'v1',
    date: '2026-01-01',
    narration: 'Capital',
    moneyAccountCode: '1200',
    accountCode: '3100',
    amountPaise: 20_000_000,
  }),
  ...events.map((e) => loanEventJournal(e)!),
  voucherJournal(chart, {
    kind: 'paymentVoucher',
    sourceId: 'v2',
    date: '2026-04-02',
    narration: 'Rent',
    moneyAccountCode: '1101',
    accountCode: '5400',
    amountPaise: 1_000_000,
  }),
]

describe('trial balance', () => {
  it('nets each account on its side, leaves out zero balances and later journals', () => {
    const tb = trialBalance(chart, accountSums(journals, '2026-03-31'))
    expect(tb.accounts).toEqual([
      { code: '1101', name: 'Cash - Counter 1', group: 'Asset', debit: 5_000_000, credit: 0 },
      { code: '1200', name: 'Bank account', group: 'Asset', debit: 10_000_000, credit: 0 },
      { code: '1400', name: 'Gold loans principal', group: 'Asset', debit: 5_098_630, credit: 0 },
      { code: '1410', name: 'Interest receivable', group: 'Asset', debit: 50_288, credit: 0 },
      { code: '3100', name: 'Capital', group: 'Equity', debit: 0, credit: 20_000_000 },
      { code: '4100', name: 'Interest income', group: 'Income', debit: 0, credit: 148_918 },
    ])
    expect(tb.totals).toEqual({ debit: 20_148_918, credit: 20_148_918 })
  })

  it('shows an overdrawn counter on the credit side', () => {
    const tb = trialBalance(chart, accountSums(journals.slice(-1), '2026-04-30'))
    expect(tb.accounts).toEqual([
      { code: '1101', name: 'Cash - Counter 1', group: 'Asset', debit: 0, credit: 1_000_000 },
      { code: '5400', name: 'Rent', group: 'Expense', debit: 1_000_000, credit: 0 },
    ])
  })

  it('is empty before the first journal', () => {
    expect(trialBalance(chart, accountSums(journals, '2025-12-31'))).toEqual({
      accounts: [],
      totals: { debit: 0, credit: 0 },
    })
  })
})

describe('profit and loss, balance sheet', () => {
  it('gives the profit of a period', () => {
    const pl = profitAndLoss(chart, accountSums(journals, '2026-04-30', '2026-04-01'))
    expect(pl).toEqual({
      income: [],
      expenses: [{ code: '5400', name: 'Rent', amount: 1_000_000 }],
      totalIncome: 0,
      totalExpenses: 1_000_000,
      profit: -1_000_000,
    })
  })

  it('balances with the profit before and in the financial year as equity', () => {
    const bs = balanceSheet(chart, accountSums(journals, '2026-04-30'), accountSums(journals, '2026-03-31'))
    expect(bs.retainedProfit).toBe(148_918)
    expect(bs.currentProfit).toBe(-1_000_000)
    expect(bs.totalAssets).toBe(5_000_000 - 1_000_000 + 10_000_000 + 5_098_630 + 50_288)
    expect(bs.totalLiabilitiesAndEquity).toBe(bs.totalAssets)
    expect(bs.equity).toEqual([{ code: '3100', name: 'Capital', amount: 20_000_000 }])
  })
})

describe('control check', () => {
  const sums = accountSums(journals, '2026-03-31')
  it('ties when the sub-ledger agrees', () => {
    expect(controlCheck(sums, { principalPaise: 5_098_630, interestPaise: 50_288, surplusPaise: 0 })).toEqual({
      ok: true,
      checks: [
        { account: '1400', books: 5_098_630, subLedger: 5_098_630, difference: 0 },
        { account: '1410', books: 50_288, subLedger: 50_288, difference: 0 },
        { account: '2100', books: 0, subLedger: 0, difference: 0 },
      ],
    })
  })

  it('shows a difference and the loan behind it', () => {
    const check = controlCheck(sums, { principalPaise: 5_098_630, interestPaise: 0, surplusPaise: 0 })
    expect(check.ok).toBe(false)
    expect(check.checks[1]).toEqual({ account: '1410', books: 50_288, subLedger: 0, difference: 50_288 })
    const lines = journals.filter((j) => j.date <= '2026-03-31').flatMap((j) => j.lines)
    expect(loansOutOfBalance(lines, '1410', new Map([['L1', 0]]))).toEqual([
      { loanId: 'L1', books: 50_288, subLedger: 0, difference: 50_288 },
    ])
    expect(loansOutOfBalance(lines, '1400', new Map([['L1', 5_098_630]]))).toEqual([])
  })
})
