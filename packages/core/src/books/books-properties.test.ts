import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, type IsoDate } from '../shared/india-calendar.ts'
import type { LoanMode } from '../loans/loan-input.ts'
import { counterCashAccount, SEEDED_CHART } from './chart-of-accounts.ts'
import { controlCheck, loansOutOfBalance } from './control-check.ts'
import { balanceSheet } from './financial-statements.ts'
import { creditLine, debitLine, journalTotals, reverseJournal, type Journal } from './journal.ts'
import type { LoanEvent } from './loan-postings.ts'
import { journalOf, monthEndAccrualJournals, type BooksEvent } from './posting-rules.ts'
import { accountSums, trialBalance } from './trial-balance.ts'

/**
 * Random sequences of loan events, vouchers and reversals, run through the posting rules, against a
 * sub-ledger kept here from the events' meaning alone (never from the journals): every journal
 * balances, the trial balance and balance sheet balance at every date, and the control accounts
 * equal the sub-ledger, in total and loan by loan.
 */
const chart = [...SEEDED_CHART, counterCashAccount(1), counterCashAccount(2)]
const MONEY = ['1100', '1101', '1102', '1200', '1300']
const OPS = [
  'open',
  'interest',
  'penal',
  'monthEnd',
  'payment',
  'renew',
  'auction',
  'writeOff',
  'surplusPayout',
] as const
const MORE_OPS = ['compensation', 'receipt', 'expense', 'contra', 'journalVoucher', 'reverse', 'reverse'] as const
type Op = (typeof OPS)[number] | (typeof MORE_OPS)[number]

type Intent = { op: Op; pick: number; share: number; amount: number; mode: LoanMode; counter: number }
const intentArb: fc.Arbitrary<Intent> = fc.record({
  op: fc.constantFrom<Op>(...OPS, ...MORE_OPS),
  pick: fc.nat(),
  share: fc.double({ min: 0, max: 1, noNaN: true }),
  amount: fc.integer({ min: 1, max: 5_000_000 }),
  mode: fc.constantFrom<LoanMode>('Cash', 'BankTransfer', 'UPI'),
  counter: fc.constantFrom(0, 1, 2),
})

/** A loan as its own ledger sees it (posted figures). */
type Loan = {
  id: string
  principal: number
  interest: number
  penal: number
  surplus: number
  status: 'Active' | 'Auctioned' | 'Renewed'
}
/** What a journal did to the sub-ledger, so a reversal can undo exactly that. */
type Effect = { loanId: string; principal: number; interest: number; penal: number; surplus: number }
type Posted = { journal: Journal; effects: Effect[]; reversible: boolean }

class Model {
  loans: Loan[] = []
  posted: Posted[] = []
  /** A month-end accrual counts on its own date only (the books reverse it the next day). */
  accruedToday = 0
  constructor(public date: IsoDate) {}

  post(event: BooksEvent, effects: Effect[] = []) {
    const journal = journalOf(chart, event)
    if (journal) this.posted.push({ journal, effects, reversible: true })
    for (const e of effects) this.apply(e, 1)
  }

  apply(e: Effect, sign: number) {
    const loan = this.loans.find((l) => l.id === e.loanId)!
    loan.principal += sign * e.principal
    loan.interest += sign * e.interest
    loan.penal += sign * e.penal
    loan.surplus += sign * e.surplus
  }

  base(loan: Loan) {
    return { sourceId: `s${this.posted.length}`, date: this.date, loanId: loan.id, loanNumber: loan.id }
  }

  open(principal: number, via: { mode: LoanMode; counterNumber: number | null }) {
    const loan: Loan = {
      id: `L${this.loans.length + 1}`,
      principal: 0,
      interest: 0,
      penal: 0,
      surplus: 0,
      status: 'Active',
    }
    this.loans.push(loan)
    this.post({ ...this.base(loan), kind: 'disbursement', paidOutPaise: principal, ...via }, [
      effect(loan, { principal }),
    ])
    return loan
  }
}

const effect = (loan: Loan, e: Partial<Omit<Effect, 'loanId'>>): Effect => ({
  loanId: loan.id,
  principal: 0,
  interest: 0,
  penal: 0,
  surplus: 0,
  ...e,
})

/** Penal charges first, then interest, then principal (loans.md section 2), up to what is owed. */
function allocate(loan: Loan, amount: number) {
  const penalPaise = Math.min(amount, Math.max(loan.penal, 0))
  const interestPaise = Math.min(amount - penalPaise, Math.max(loan.interest, 0))
  const principalPaise = Math.min(amount - penalPaise - interestPaise, Math.max(loan.principal, 0))
  return { penalPaise, interestPaise, principalPaise }
}

const paidEffect = (loan: Loan, a: ReturnType<typeof allocate>) =>
  effect(loan, { penal: -a.penalPaise, interest: -a.interestPaise, principal: -a.principalPaise })

function step(m: Model, it: Intent) {
  const via = { mode: it.mode, counterNumber: it.mode === 'Cash' && it.counter > 0 ? it.counter : null }
  const loan = m.loans.length ? m.loans[it.pick % m.loans.length]! : m.open(it.amount, via)
  const base = m.base(loan)
  const owed = Math.max(loan.penal, 0) + Math.max(loan.interest, 0) + Math.max(loan.principal, 0)
  switch (it.op) {
    case 'open':
      return void m.open(it.amount, via)
    case 'interest':
      return m.post({ ...base, kind: 'interestAccrual', interestPaise: it.amount % 100_000 }, [
        effect(loan, { interest: it.amount % 100_000 }),
      ])
    case 'penal':
      return m.post({ ...base, kind: 'penalAccrual', penalPaise: it.amount % 10_000 }, [
        effect(loan, { penal: it.amount % 10_000 }),
      ])
    case 'monthEnd': {
      const event = {
        ...base,
        kind: 'monthEndAccrual',
        interestPaise: it.amount % 50_000,
        penalPaise: it.amount % 7,
      } as const
      for (const journal of monthEndAccrualJournals(event)) m.posted.push({ journal, effects: [], reversible: false })
      m.accruedToday = event.interestPaise
      return
    }
    case 'payment': {
      const a = allocate(loan, Math.max(1, Math.round(it.share * owed)))
      if (a.penalPaise + a.interestPaise + a.principalPaise === 0) return
      return m.post({ ...base, kind: 'payment', ...a, ...via }, [paidEffect(loan, a)])
    }
    case 'renew':
      return renew(m, loan, it, via)
    case 'auction': {
      if (loan.status !== 'Active') return
      const a = allocate(loan, it.amount)
      const surplus = it.amount - a.penalPaise - a.interestPaise - a.principalPaise
      loan.status = 'Auctioned'
      return m.post({ ...base, kind: 'auctionSale', amountPaise: it.amount, ...a, ...via }, [
        { ...paidEffect(loan, a), surplus },
      ])
    }
    case 'writeOff': {
      if (loan.status !== 'Auctioned' || owed === 0) return
      const a = allocate(loan, owed)
      return m.post({ ...base, kind: 'shortfallWriteOff', ...a }, [paidEffect(loan, a)])
    }
    case 'surplusPayout':
      if (loan.surplus <= 0) return
      return m.post({ ...base, kind: 'surplusPayout', amountPaise: loan.surplus, ...via }, [
        effect(loan, { surplus: -loan.surplus }),
      ])
    case 'compensation':
      m.post({ ...base, kind: 'releaseCompensationAccrued', amountPaise: it.amount })
      return m.post({
        ...base,
        sourceId: `${base.sourceId}p`,
        kind: 'releaseCompensationPaid',
        amountPaise: it.amount,
        ...via,
      })
    default:
      return voucherStep(m, it)
  }
}

/** A renewal carries the principal (interest and penal paid first, as loans.md requires) and may top up. */
function renew(m: Model, old: Loan, it: Intent, via: { mode: LoanMode; counterNumber: number | null }) {
  if (old.status !== 'Active' || old.interest !== 0 || old.penal !== 0 || old.principal <= 0) return
  const topUp = it.share < 0.5 ? 0 : it.amount
  const next = m.open(topUp, via)
  old.status = 'Renewed'
  const event: LoanEvent = {
    ...m.base(old),
    kind: 'renewal',
    toLoanId: next.id,
    toLoanNumber: next.id,
    carriedPrincipalPaise: old.principal,
  }
  m.post(event, [effect(old, { principal: -old.principal }), effect(next, { principal: old.principal })])
}

function voucherStep(m: Model, it: Intent) {
  const base = { sourceId: `v${m.posted.length}`, date: m.date, narration: it.op }
  const money = MONEY[it.pick % MONEY.length]!
  const other = MONEY[(it.pick + 1 + it.counter) % MONEY.length]!
  switch (it.op) {
    case 'receipt':
      return m.post({
        ...base,
        kind: 'receiptVoucher',
        moneyAccountCode: money,
        accountCode: '3100',
        amountPaise: it.amount,
      })
    case 'expense':
      return m.post({
        ...base,
        kind: 'paymentVoucher',
        moneyAccountCode: money,
        accountCode: '5410',
        amountPaise: it.amount,
      })
    case 'contra':
      return m.post({
        ...base,
        kind: 'contraVoucher',
        fromAccountCode: money,
        toAccountCode: other,
        amountPaise: it.amount,
      })
    case 'journalVoucher':
      return m.post({
        ...base,
        kind: 'journalVoucher',
        lines: [debitLine('5490', it.amount), creditLine('5400', it.amount)],
      })
    default: {
      const open = m.posted.filter((p) => p.reversible)
      const target = open[it.pick % Math.max(open.length, 1)]
      if (!target) return
      target.reversible = false
      m.posted.push({ journal: reverseJournal(target.journal, m.date, 'Correction'), effects: [], reversible: false })
      for (const e of target.effects) m.apply(e, -1)
    }
  }
}

function assertBooksTie(m: Model) {
  const journals = m.posted.map((p) => p.journal)
  const sums = accountSums(journals, m.date)
  const tb = trialBalance(chart, sums)
  expect(tb.totals.debit).toBe(tb.totals.credit)
  const bs = balanceSheet(chart, sums)
  expect(bs.totalAssets).toBe(bs.totalLiabilitiesAndEquity)
  const total = (f: (l: Loan) => number) => m.loans.reduce((t, l) => t + f(l), 0)
  const check = controlCheck(sums, {
    principalPaise: total((l) => l.principal),
    interestPaise: total((l) => l.interest) + m.accruedToday,
    surplusPaise: total((l) => l.surplus),
  })
  expect(check.checks.filter((c) => c.difference !== 0)).toEqual([])
  const lines = journals.filter((j) => j.date <= m.date).flatMap((j) => j.lines)
  expect(loansOutOfBalance(lines, '1400', new Map(m.loans.map((l) => [l.id, l.principal])))).toEqual([])
  expect(loansOutOfBalance(lines, '2100', new Map(m.loans.map((l) => [l.id, l.surplus])))).toEqual([])
}

describe('books properties', () => {
  it('any sequence of loan events, vouchers and reversals keeps the books balanced and tied to the loans', () => {
    fc.assert(
      fc.property(fc.array(intentArb, { maxLength: 60 }), (intents) => {
        const m = new Model('2026-01-01')
        for (const intent of intents) {
          m.accruedToday = 0
          step(m, intent)
          for (const { journal } of m.posted) {
            const { debit, credit } = journalTotals(journal)
            expect(debit).toBe(credit)
            for (const l of journal.lines) expect(l.debitPaise > 0 !== l.creditPaise > 0).toBe(true)
          }
          assertBooksTie(m)
          m.date = addDays(m.date, 2)
        }
      }),
      { numRuns: 200 },
    )
  })
})
