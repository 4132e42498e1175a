import { Alert, Button, Card, TextField } from '@gold/ui'
import { ConfirmGroup } from '../loans/shared/confirm-group.tsx'
import { CashCountFields } from './cash-count-fields.tsx'
import { CashDifference, CountComparison } from './cash-difference.tsx'
import { useCloseCounterForm, type CloseCounterForm, type ClosedCounter } from './use-close-counter-form.ts'

/** Close a counter at the end of the day: count, compare, explain a difference, confirm. */
export function CloseCounterCard({
  counterNumber,
  name,
  expectedPaise,
  onDone,
}: {
  counterNumber: number
  name: string
  expectedPaise: number
  onDone: (closed: ClosedCounter) => void
}) {
  const form = useCloseCounterForm({ counterNumber, expectedPaise, onDone })
  return (
    <Card title={`Close ${name}`}>
      {form.reviewing ? <ConfirmStep form={form} name={name} /> : <CountStep form={form} name={name} />}
    </Card>
  )
}

function CountStep({ form, name }: { form: CloseCounterForm; name: string }) {
  const difference = form.countedPaise - form.expectedPaise
  return (
    <form className="form" onSubmit={form.submit} noValidate aria-label={`Close ${name}`}>
      <p className="small muted">Count every note in the drawer. The books say it should hold the amount below.</p>
      <CashCountFields form={form.fields} legend="Cash counted now" />
      <CountComparison expectedPaise={form.expectedPaise} countedPaise={form.countedPaise} />
      {difference !== 0 && (
        <TextField
          label={difference < 0 ? 'Why is the cash short?' : 'Why is there extra cash?'}
          autoComplete="off"
          maxLength={200}
          {...form.fields.text('reason')}
          onBlur={() => form.fields.touch('reason')}
          hint="Required when the count does not match, like “gave ₹10 less change”."
        />
      )}
      {form.fields.formError && <Alert tone="danger">{form.fields.formError}</Alert>}
      <div className="form-actions">
        <Button type="submit">Review and close</Button>
      </div>
    </form>
  )
}

function ConfirmStep({ form, name }: { form: CloseCounterForm; name: string }) {
  const difference = form.countedPaise - form.expectedPaise
  const reason = form.fields.values.reason.trim()
  return (
    <ConfirmGroup label={`Confirm closing ${name}`} confirmLabel={`Close ${name}`} form={form}>
      <CountComparison expectedPaise={form.expectedPaise} countedPaise={form.countedPaise} />
      {difference !== 0 && (
        <p>
          <CashDifference paise={difference} /> will be written to &ldquo;Cash over/short&rdquo;. Reason: {reason}
        </p>
      )}
      <p className="small muted">The counted cash goes back to the shop&rsquo;s main cash. A close cannot be undone.</p>
    </ConfirmGroup>
  )
}
