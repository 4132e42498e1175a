import { RETENTION_YEARS_RANGE } from '@gold/core/privacy/erasure-rules'
import { Alert, Button, Card, TextField, errorMessage } from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../../trpc.ts'

const { min, max } = RETENTION_YEARS_RANGE

/**
 * Settings › Personal data (issue 28): how long a borrower's identity data is kept after their last
 * loan is closed and settled; only then may the owner erase it (the loan books stay).
 */
export function RetentionCard() {
  const settings = trpc.customers.privacySettings.useQuery()
  if (!settings.data) return null
  return <RetentionForm years={settings.data.retentionYears} />
}

function RetentionForm({ years }: { years: number }) {
  const utils = trpc.useUtils()
  const [value, setValue] = useState(String(years))
  const [saved, setSaved] = useState(false)
  const update = trpc.customers.updatePrivacySettings.useMutation({
    onSuccess: (next) => {
      utils.customers.privacySettings.setData(undefined, next)
      setSaved(true)
    },
  })
  const n = Number(value)
  const problem =
    value.trim() === '' || !Number.isInteger(n) || n < min || n > max
      ? `Enter a whole number of years from ${min} to ${max}.`
      : null
  return (
    <Card title="Personal data">
      <form
        className="form"
        noValidate
        aria-label="Personal data retention"
        onSubmit={(e) => {
          e.preventDefault()
          setSaved(false)
          if (!problem) update.mutate({ retentionYears: n })
        }}
      >
        <TextField
          label="Keep identity data for (years)"
          value={value}
          onChange={(e) => {
            setValue(e.target.value)
            setSaved(false)
          }}
          error={value !== String(years) ? problem : null}
          inputMode="numeric"
          hint="Counted from the day the borrower's last loan closed and was settled. The law asks for at least 5 years."
        />
        <p className="small muted">
          After that the owner may erase a borrower&apos;s Aadhaar, PAN, photos and address from the borrower&apos;s
          page; their loans, receipts and the books stay as they are.
        </p>
        {update.error && <Alert tone="danger">{errorMessage(update.error)}</Alert>}
        {saved && <Alert tone="success">Retention saved.</Alert>}
        <div className="form-actions">
          <Button type="submit" busy={update.isPending} disabled={problem !== null}>
            Save retention
          </Button>
        </div>
      </form>
    </Card>
  )
}
