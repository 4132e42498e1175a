import type { Account } from '@gold/core/books/chart-of-accounts'
import { VOUCHER_TYPES, type VoucherType } from '@gold/core/books/voucher-input'
import { formatPaise } from '@gold/core/shared/indian-format'
import { Alert, Button, Card, FileField, Select, TextField } from '@gold/ui'
import { ConfirmGroup } from '../loans/shared/confirm-group.tsx'
import { BookDate } from './book-outputs.tsx'
import { JournalLinesFields, JournalLinesTable } from './journal-lines.tsx'
import { VOUCHER_TYPE_LABELS, accountLabel, voucherAccounts } from './voucher-form.ts'
import { useVoucherForm, type VoucherForm } from './use-voucher-form.ts'
import { ReverseButton } from './reverse-journal.tsx'

const TYPES = Object.keys(VOUCHER_TYPES) as VoucherType[]

/** A voucher written by hand: receipt, payment (with its bill photo), contra or journal. */
export function VoucherCard({ chart }: { chart: readonly Account[] }) {
  const form = useVoucherForm({ chart })
  return (
    <Card title="Write a voucher">
      {form.written ? (
        <Written form={form} />
      ) : form.preview ? (
        <ConfirmStep form={form} chart={chart} />
      ) : (
        <FieldsStep form={form} chart={chart} />
      )}
    </Card>
  )
}

function AccountSelect({
  form,
  field,
  label,
  accounts,
  hint,
}: {
  form: VoucherForm
  field: 'moneyAccountCode' | 'accountCode' | 'fromAccountCode' | 'toAccountCode'
  label: string
  accounts: readonly Account[]
  hint?: string
}) {
  const { values, set, errors } = form.fields
  return (
    <Select
      label={label}
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      error={errors[field]}
      hint={hint}
      placeholder="Choose an account"
      options={accounts.map((a) => ({ value: a.code, label: accountLabel(a) }))}
    />
  )
}

function FieldsStep({ form, chart }: { form: VoucherForm; chart: readonly Account[] }) {
  const { values, set, text, errors, formError } = form.fields
  const { money, other } = voucherAccounts(chart)
  const type = values.type
  return (
    <form className="form" onSubmit={form.submit} noValidate aria-label="Write a voucher">
      <Select
        label="Voucher type"
        value={type}
        onChange={(e) => set('type', e.target.value as VoucherType)}
        options={TYPES.map((t) => ({ value: t, label: VOUCHER_TYPE_LABELS[t] }))}
      />
      <TextField label="Date" type="date" max={form.today} fieldClassName="books-date" {...text('date')} />
      {type === 'journal' ? (
        <JournalLinesFields form={form} accounts={chart} />
      ) : (
        <TextField label="Amount (₹)" inputMode="decimal" autoComplete="off" {...text('amount')} />
      )}
      {type === 'receipt' && (
        <>
          <AccountSelect form={form} field="moneyAccountCode" label="Received into" accounts={money} />
          <AccountSelect form={form} field="accountCode" label="Received for (account credited)" accounts={other} />
        </>
      )}
      {type === 'payment' && (
        <>
          <AccountSelect form={form} field="moneyAccountCode" label="Paid from" accounts={money} />
          <AccountSelect form={form} field="accountCode" label="Paid for (expense)" accounts={other} />
          <FileField
            label="Bill photo"
            purpose="general"
            value={values.billFile}
            onChange={(file) => set('billFile', file)}
            error={errors.billFile}
            accept="image/jpeg,image/png,image/webp,application/pdf"
            hint="A photo of the bill or receipt (optional). JPEG, PNG, WebP or PDF, up to 10 MB."
          />
        </>
      )}
      {type === 'contra' && (
        <>
          <AccountSelect form={form} field="fromAccountCode" label="Money from" accounts={money} />
          <AccountSelect
            form={form}
            field="toAccountCode"
            label="Money to"
            accounts={money}
            hint="Cash deposited in the bank: from main cash or a counter, to the bank account."
          />
        </>
      )}
      <TextField label="Narration" autoComplete="off" maxLength={500} {...text('narration')} hint="What it was for." />
      {formError && <Alert tone="danger">{formError}</Alert>}
      <div className="form-actions">
        <Button type="submit">Review voucher</Button>
      </div>
    </form>
  )
}

function ConfirmStep({ form, chart }: { form: VoucherForm; chart: readonly Account[] }) {
  const p = form.preview!
  const { values } = form.fields
  return (
    <ConfirmGroup label="Confirm the voucher" confirmLabel="Post voucher" form={form}>
      <p className="payment-confirm-amount">{plainVoucher(form, chart)}</p>
      <p>
        On <BookDate value={p.date} />: {values.narration.trim()}
      </p>
      <JournalLinesTable caption="What this voucher posts" lines={p.lines} chart={chart} />
      {values.type === 'payment' && (
        <p className="small muted">{values.billFile ? `Bill photo: ${values.billFile.name}` : 'No bill photo.'}</p>
      )}
      <p className="small muted">A posted voucher cannot be edited; a mistake is corrected by reversing it.</p>
    </ConfirmGroup>
  )
}

/** The voucher in the clerk's words, before the debits and credits. */
function plainVoucher(form: VoucherForm, chart: readonly Account[]): string {
  const v = form.fields.values
  const name = (code: string) => chart.find((a) => a.code === code)?.name ?? code
  const amount = formatPaise(form.preview?.lines.reduce((t, l) => t + l.debitPaise, 0) ?? 0)
  switch (v.type) {
    case 'payment':
      return `Pay ${amount} from ${name(v.moneyAccountCode)} for ${name(v.accountCode)}`
    case 'receipt':
      return `Receive ${amount} into ${name(v.moneyAccountCode)} for ${name(v.accountCode)}`
    case 'contra':
      return `Move ${amount} from ${name(v.fromAccountCode)} to ${name(v.toAccountCode)}`
    case 'journal':
      return `Journal of ${amount}`
  }
}

function Written({ form }: { form: VoucherForm }) {
  const v = form.written!
  return (
    <div className="stack">
      <Alert tone="success" title={`Voucher ${v.number} posted`}>
        Dated <BookDate value={v.date} />: {v.narration}
      </Alert>
      <div className="form-actions">
        <ReverseButton journalId={v.journalId} what={`voucher ${v.number}`} />
        <Button onClick={form.another}>Write another voucher</Button>
      </div>
    </div>
  )
}
