import { parseIsoDate } from '@gold/core/shared/india-calendar'
import { loanSettingsErrors } from '@gold/core/loans/loan-settings'
import { Alert, Button, Card, EmptyState, Table, TextField, errorMessage, useFormModel } from '@gold/ui'
import { trpc } from '../../../trpc.ts'
import { LoanDate } from '../shared/loan-outputs.tsx'

type Holiday = { date: string; name: string }

/** Days the shop is closed: the 7-working-day release deadline skips them (and every Sunday). */
export function HolidaysCard({ holidays }: { holidays: readonly Holiday[] }) {
  const utils = trpc.useUtils()
  const onSuccess = (next: Parameters<typeof utils.loans.settings.get.setData>[1]) =>
    utils.loans.settings.get.setData(undefined, next)
  const add = trpc.loans.settings.addHoliday.useMutation({ onSuccess })
  const remove = trpc.loans.settings.removeHoliday.useMutation({ onSuccess })
  const form = useFormModel({
    initial: { date: '', name: '' },
    validate: (v) => ({
      ...(parseIsoDate(v.date) === null ? { date: loanSettingsErrors.table.holidayDate.message } : {}),
      ...(v.name.trim() === '' || v.name.trim().length > 100
        ? { name: loanSettingsErrors.table.holidayName.message }
        : {}),
    }),
  })
  const submit = form.handleSubmit(async (v) => {
    await add.mutateAsync({ date: v.date, name: v.name.trim() })
    form.reset()
  })
  const sorted = [...holidays].sort((a, b) => a.date.localeCompare(b.date))
  return (
    <Card title="Holidays">
      <div className="stack">
        <p className="small muted">
          Sundays are never working days. Add the days your shop is closed so the release deadline skips them.
        </p>
        <Table<Holiday>
          caption="Holidays"
          rows={sorted}
          rowKey={(h) => h.date}
          empty={<EmptyState title="No holidays">Only Sundays are skipped.</EmptyState>}
          columns={[
            { key: 'date', header: 'Date', primary: true, cell: (h) => <LoanDate value={h.date} /> },
            { key: 'name', header: 'Holiday', cell: (h) => h.name },
            {
              key: 'remove',
              header: 'Remove',
              cell: (h) => (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ date: h.date })}
                >
                  Remove<span className="visually-hidden"> {h.name}</span>
                </Button>
              ),
            },
          ]}
        />
        {remove.error && <Alert tone="danger">{errorMessage(remove.error)}</Alert>}
        <form className="form" onSubmit={submit} noValidate aria-label="Add a holiday">
          <div className="form-grid cols-2">
            <TextField label="Date" type="date" {...form.text('date')} />
            <TextField label="Name" autoComplete="off" {...form.text('name')} placeholder="Diwali" />
          </div>
          {form.formError && <Alert tone="danger">{form.formError}</Alert>}
          <div className="form-actions">
            <Button type="submit" variant="secondary" busy={add.isPending}>
              Add holiday
            </Button>
          </div>
        </form>
      </div>
    </Card>
  )
}
