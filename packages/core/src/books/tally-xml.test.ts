import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { counterCashAccount, SEEDED_CHART, type Account } from './chart-of-accounts.ts'
import { creditLine, debitLine, type JournalLine } from './journal.ts'
import { loanEventJournal } from './loan-postings.ts'
import { TALLY_GROUPS, tallyGroupOf } from './tally-groups.ts'
import { tallyImportXml, tallyVoucherType, xmlText, type ExportJournal } from './tally-xml.ts'
import { readTallyXml, tallyNetByLedger } from './tally-xml-test-support.ts'
import { accountSums, trialBalance } from './trial-balance.ts'

const ODD_NAME = `Rent & "Godown" <North> 'A'`
const chart: Account[] = [
  ...SEEDED_CHART,
  counterCashAccount(1),
  { code: '1210', name: 'HDFC current', group: 'Asset', money: 'Bank', system: false },
  { code: '5450', name: ODD_NAME, group: 'Expense', system: false },
]
const byCode = new Map(chart.map((a) => [a.code, a]))
const base = { sourceId: 'e1', date: '2026-01-31', loanId: 'L1', loanNumber: 'GL/2025-26/000001' }
const asExport = (id: string, j: Omit<ExportJournal, 'id'> | null): ExportJournal => ({ ...j!, id })

describe('Tally groups', () => {
  it.each([
    ['1100', 'Cash-in-Hand'],
    ['1101', 'Cash-in-Hand'],
    ['1200', 'Bank Accounts'],
    ['1210', 'Bank Accounts'],
    ['1300', 'Bank Accounts'],
    ['1400', 'Loans & Advances (Asset)'],
    ['1410', 'Loans & Advances (Asset)'],
    ['1420', 'Loans & Advances (Asset)'],
    ['2100', 'Current Liabilities'],
    ['2200', 'Current Liabilities'],
    ['2300', 'Duties & Taxes'],
    ['3100', 'Capital Account'],
    ['4100', 'Direct Incomes'],
    ['4200', 'Direct Incomes'],
    ['4300', 'Direct Incomes'],
    ['5100', 'Indirect Expenses'],
    ['5300', 'Indirect Expenses'],
    ['5450', 'Indirect Expenses'],
  ])('%s goes under %s', (code, group) => {
    expect(tallyGroupOf(byCode.get(code)!)).toBe(group)
  })

  it('an account a shop adds goes under its books group', () => {
    expect(tallyGroupOf({ code: '1500', group: 'Asset' })).toBe('Current Assets')
    expect(tallyGroupOf({ code: '2500', group: 'Liability' })).toBe('Current Liabilities')
    expect(tallyGroupOf({ code: '3200', group: 'Equity' })).toBe('Capital Account')
    expect(tallyGroupOf({ code: '4900', group: 'Income' })).toBe('Indirect Incomes')
  })
})

describe('Tally voucher type: where the money goes', () => {
  const cases: [string, readonly JournalLine[], string][] = [
    ['cash disbursement pays money out', [debitLine('1400', 100), creditLine('1100', 100)], 'Payment'],
    [
      'a payment brings money in',
      [debitLine('1300', 300), creditLine('1410', 100), creditLine('1400', 200)],
      'Receipt',
    ],
    ['cash to bank is a contra', [debitLine('1200', 100), creditLine('1101', 100)], 'Contra'],
    ['an accrual moves no money', [debitLine('1410', 100), creditLine('4100', 100)], 'Journal'],
    [
      'money in and out netting to zero',
      [debitLine('1100', 100), creditLine('1200', 50), creditLine('4100', 50)],
      'Receipt',
    ],
  ]
  it.each(cases)('%s', (_name, lines, type) => expect(tallyVoucherType(byCode, lines)).toBe(type))
})

describe('tallyImportXml', () => {
  const disbursement = asExport(
    'j1',
    loanEventJournal({ ...base, kind: 'disbursement', paidOutPaise: 1_500_000, mode: 'Cash' }),
  )
  const payment = asExport('j2', {
    date: '2026-02-05',
    narration: `Payment <GL/1> & "more"\u0007 from 'Ravi'`,
    source: { kind: 'payment', id: 'e2' },
    voucherNumber: 'RV/2025-26/000001',
    lines: [debitLine('1300', 123_457), creditLine('1410', 23_457, 'L1'), creditLine('1400', 100_000, 'L1')],
  })
  const rent = asExport('j3', {
    date: '2026-02-06',
    narration: 'February rent',
    source: { kind: 'paymentVoucher', id: 'v1' },
    lines: [debitLine('5450', 2_500_000), creditLine('1100', 2_500_000)],
  })

  it('writes the envelope Tally imports: masters under their groups, then vouchers', () => {
    const file = readTallyXml(tallyImportXml(chart, [disbursement, payment, rent]))
    expect(file.tallyRequest).toBe('Import Data')
    expect(file.reportName).toBe('All Masters')
    expect(file.ledgers).toHaveLength(chart.length)
    expect(file.ledgers[0]).toEqual({ name: 'Main cash', aliases: ['1100'], parent: 'Cash-in-Hand' })
    expect(file.ledgers.every((l) => (Object.values(TALLY_GROUPS) as string[]).includes(l.parent))).toBe(true)
    expect(file.vouchers.map((v) => [v.type, v.vchType, v.date, v.number, v.remoteId])).toEqual([
      ['Payment', 'Payment', '20260131', 'j1', 'j1'],
      ['Receipt', 'Receipt', '20260205', 'RV/2025-26/000001', 'j2'],
      ['Payment', 'Payment', '20260206', 'j3', 'j3'],
    ])
  })

  it('debits are deemed positive with a negative amount, credits the opposite, in rupees to the paisa', () => {
    const [, receipt] = readTallyXml(tallyImportXml(chart, [disbursement, payment])).vouchers
    expect(receipt!.entries).toEqual([
      { ledger: 'Gateway/UPI clearing', deemedPositive: true, amountPaise: -123_457 },
      { ledger: 'Interest receivable', deemedPositive: false, amountPaise: 23_457 },
      { ledger: 'Gold loans principal', deemedPositive: false, amountPaise: 100_000 },
    ])
    const xml = tallyImportXml(chart, [payment], 'vouchers')
    expect(xml).toContain('<ISDEEMEDPOSITIVE>Yes</ISDEEMEDPOSITIVE>\n<AMOUNT>-1234.57</AMOUNT>')
    expect(xml).toContain('<ISDEEMEDPOSITIVE>No</ISDEEMEDPOSITIVE>\n<AMOUNT>1000.00</AMOUNT>')
  })

  it('escapes & < > " \' in names and narrations, and drops characters XML forbids', () => {
    const xml = tallyImportXml(chart, [payment, rent])
    expect(xml).toContain(`<LEDGER NAME="Rent &amp; &quot;Godown&quot; &lt;North&gt; &apos;A&apos;" ACTION="Create">`)
    expect(xml).not.toContain('\u0007')
    const file = readTallyXml(xml)
    expect(file.ledgers.find((l) => l.aliases[0] === '5450')?.name).toBe(ODD_NAME)
    expect(file.vouchers[0]!.narration).toBe(`Payment <GL/1> & "more"  from 'Ravi'`)
    expect(file.vouchers[1]!.entries[0]!.ledger).toBe(ODD_NAME)
    expect(xmlText('a\uD800b\u{1F600}')).toBe('a b\u{1F600}')
  })

  it('masters and vouchers alone, each under its report name', () => {
    const masters = readTallyXml(tallyImportXml(chart, [payment], 'masters'))
    expect([masters.reportName, masters.ledgers.length, masters.vouchers.length]).toEqual([
      'All Masters',
      chart.length,
      0,
    ])
    const vouchers = readTallyXml(tallyImportXml(chart, [payment], 'vouchers'))
    expect([vouchers.reportName, vouchers.ledgers.length, vouchers.vouchers.length]).toEqual(['Vouchers', 0, 1])
  })

  it('refuses a line on an account that is not in the chart (a bug, not an export)', () => {
    const stray = { ...rent, lines: [debitLine('5999', 1), creditLine('1100', 1)] }
    expect(() => tallyImportXml(chart, [stray])).toThrow('account 5999 is not in the chart')
  })
})

/** Random balanced journals over the chart: pairs of a debit and a credit of the same amount, merged into one journal. */
const codes = chart.map((a) => a.code)
const journalArb: fc.Arbitrary<ExportJournal> = fc
  .record({
    day: fc.integer({ min: 1, max: 28 }),
    pairs: fc.array(
      fc.tuple(fc.constantFrom(...codes), fc.constantFrom(...codes), fc.integer({ min: 1, max: 10_000_000_000 })),
      { minLength: 1, maxLength: 4 },
    ),
    narration: fc.string({ minLength: 1, maxLength: 40 }),
    id: fc.uuid(),
  })
  .map(({ day, pairs, narration, id }) => ({
    id,
    date: `2026-03-${String(day).padStart(2, '0')}`,
    narration,
    source: { kind: 'journalVoucher', id },
    lines: pairs.flatMap(([dr, cr, paise]) => [debitLine(dr, paise), creditLine(cr, paise)]),
  }))

describe('property: the Tally file carries the books exactly', () => {
  it('every voucher nets to zero and each ledger sums to its trial balance', () => {
    fc.assert(
      fc.property(fc.array(journalArb, { maxLength: 25 }), (journals) => {
        const file = readTallyXml(tallyImportXml(chart, journals))
        expect(file.vouchers).toHaveLength(journals.length)
        for (const v of file.vouchers) {
          expect(v.entries.reduce((t, e) => t + e.amountPaise, 0)).toBe(0)
          for (const e of v.entries) expect(e.deemedPositive).toBe(e.amountPaise < 0)
        }
        const net = tallyNetByLedger(file)
        const tb = trialBalance(chart, accountSums(journals, '2026-03-31'))
        for (const a of chart) {
          const row = tb.accounts.find((r) => r.code === a.code)
          expect(net.get(a.name) ?? 0).toBe(row ? row.debit - row.credit : 0)
        }
      }),
      { numRuns: 150 },
    )
  })
})
