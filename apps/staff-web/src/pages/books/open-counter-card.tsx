import { Alert, Button, Card, Money, TextField, useFormModel } from '@gold/ui'
import { useRef } from 'react'
import { trpc } from '../../trpc.ts'
import { CashCountFields } from './cash-count-fields.tsx'
import { countBody, countTotalPaise, emptyCount } from './cash-count.ts'
import {
  OPEN_COUNTER_ERROR_FIELDS,
  counterNumberOf,
  openCounterProblems,
  type OpenCounterValues,
} from './counter-forms.ts'

/** Open a counter: its number and the float counted into it, note by note. */
export function OpenCounterCard({ suggestedNumber }: { suggestedNumber: number }) {
  const utils = trpc.useUtils()
  const sending = useRef(false)
  const form = useFormModel<OpenCounterValues>({
    initial: () => ({ ...emptyCount(), counterNumber: String(suggestedNumber) }),
    validate: openCounterProblems,
    errorFields: { codes: OPEN_COUNTER_ERROR_FIELDS },
  })
  const open = trpc.books.openCounter.useMutation({
    onSuccess: () => utils.books.counters.invalidate(),
    onSettled: () => {
      sending.current = false
    },
  })
  const submit = form.handleSubmit(async (v) => {
    if (sending.current) return
    sending.current = true
    await open.mutateAsync({ counterNumber: counterNumberOf(v.counterNumber)!, count: countBody(v) })
  })
  const total = countTotalPaise(form.values)
  const number = counterNumberOf(form.values.counterNumber)
  return (
    <Card title="Open your counter">
      <form className="form" onSubmit={submit} noValidate aria-label="Open a counter">
        <p className="small muted">
          Count the cash you start with (the float) note by note. It comes out of the shop&rsquo;s main cash.
        </p>
        <TextField
          label="Counter number"
          inputMode="numeric"
          autoComplete="off"
          fieldClassName="books-date"
          {...form.text('counterNumber')}
          onBlur={() => form.touch('counterNumber')}
        />
        <CashCountFields form={form} legend="Float counted" />
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <div className="form-actions">
          <Button type="submit" busy={open.isPending}>
            Open counter{number ? ` ${number}` : ''} with <Money paise={total} />
          </Button>
        </div>
      </form>
    </Card>
  )
}
