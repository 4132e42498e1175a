import { accountByCode, type Account } from '@gold/core/books/chart-of-accounts'
import type { JournalLine } from '@gold/core/books/journal'
import { Button, Money, Select, TextField } from '@gold/ui'
import { accountLabel, addLine, type JournalLineValues } from './voucher-form.ts'
import type { VoucherForm } from './use-voucher-form.ts'

/** A journal voucher's lines: an account and either a debit or a credit on each. */
export function JournalLinesFields({ form, accounts }: { form: VoucherForm; accounts: readonly Account[] }) {
  const { values, set, errors } = form.fields
  const change = (i: number, patch: Partial<JournalLineValues>) =>
    set(
      'lines',
      values.lines.map((line, j) => (j === i ? { ...line, ...patch } : line)),
    )
  const options = [...accounts]
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((a) => ({ value: a.code, label: accountLabel(a) }))
  return (
    <fieldset className="cash-count">
      <legend className="field-label">Lines (debits must equal credits)</legend>
      <div className="stack-sm">
        {values.lines.map((line, i) => (
          <div className="journal-line" key={i}>
            <Select
              label={`Line ${i + 1} account`}
              value={line.accountCode}
              onChange={(e) => change(i, { accountCode: e.target.value })}
              placeholder="Choose an account"
              options={options}
            />
            <TextField
              label={`Line ${i + 1} debit (₹)`}
              inputMode="decimal"
              autoComplete="off"
              value={line.debit}
              onChange={(e) => change(i, { debit: e.target.value })}
            />
            <TextField
              label={`Line ${i + 1} credit (₹)`}
              inputMode="decimal"
              autoComplete="off"
              value={line.credit}
              onChange={(e) => change(i, { credit: e.target.value })}
            />
            {values.lines.length > 2 && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  set(
                    'lines',
                    values.lines.filter((_, j) => j !== i),
                  )
                }
              >
                Remove line {i + 1}
              </Button>
            )}
          </div>
        ))}
      </div>
      <Button variant="secondary" size="sm" onClick={() => set('lines', addLine(values))}>
        Add a line
      </Button>
      {errors.lines && (
        <p className="field-error" role="alert">
          {errors.lines}
        </p>
      )}
    </fieldset>
  )
}

/** Debits and credits as they will be (or were) posted, with the accounts' names and totals. */
export function JournalLinesTable({
  caption,
  lines,
  chart,
}: {
  caption: string
  lines: readonly JournalLine[]
  chart: readonly Account[]
}) {
  const byCode = accountByCode(chart)
  const total = (side: 'debitPaise' | 'creditPaise') => lines.reduce((t, l) => t + l[side], 0)
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Account</th>
            <th scope="col" className="num">
              Debit
            </th>
            <th scope="col" className="num">
              Credit
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={i}>
              <td className="cell-primary">{byCode.get(l.accountCode)?.name ?? l.accountCode}</td>
              <td className="num" data-label="Debit">
                {l.debitPaise > 0 ? <Money paise={l.debitPaise} /> : '—'}
              </td>
              <td className="num" data-label="Credit">
                {l.creditPaise > 0 ? <Money paise={l.creditPaise} /> : '—'}
              </td>
            </tr>
          ))}
          <tr>
            <td className="cell-primary">Total</td>
            <td className="num" data-label="Debit">
              <Money paise={total('debitPaise')} />
            </td>
            <td className="num" data-label="Credit">
              <Money paise={total('creditPaise')} />
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  )
}
