import { endOfIstDay, isoDateOf } from '@gold/core/shared/india-calendar'
import { Alert, Button, Modal, Select, TextField, useFormModel, type FormErrors } from '@gold/ui'
import { trpc } from '../../trpc.ts'
import type { TenantRow } from './platform-outputs.ts'

const PAYMENT_STATUSES = ['Paid', 'Pending', 'Overdue', 'Refunded']
type Values = { planId: string; expiry: string; paymentStatus: string }

/** The India day as `YYYY-MM-DD` for a date field. */
const dayOf = (date: Date | null) => (date ? isoDateOf(new Date(date)) : '')

const problems = (v: Values): FormErrors<'expiry'> =>
  v.expiry && Number.isNaN(endOfIstDay(v.expiry).getTime()) ? { expiry: 'Enter a date.' } : {}

/**
 * `tenant:subscription` by hand (a bank transfer agreed outside the gateway, a goodwill extension):
 * plan, expiry (the end of that India day; blank: no expiry) and payment status.
 */
export function SubscriptionModal({ tenant, onClose }: { tenant: TenantRow; onClose: (saved: boolean) => void }) {
  const plans = trpc.platform.plans.useQuery()
  const utils = trpc.useUtils()
  const save = trpc.platform.setSubscription.useMutation()
  const form = useFormModel<Values, 'expiry'>({
    initial: { planId: tenant.planId ?? 'none', expiry: dayOf(tenant.expiryDate), paymentStatus: tenant.paymentStatus },
    validate: problems,
  })
  const submit = form.handleSubmit(async (v) => {
    await save.mutateAsync({
      tenant: tenant.slug,
      planId: v.planId,
      expiry: v.expiry ? endOfIstDay(v.expiry).toISOString() : 'none',
      paymentStatus: v.paymentStatus,
    })
    await Promise.all([utils.platform.tenants.invalidate(), utils.platform.audit.invalidate()])
    onClose(true)
  })
  return (
    <Modal open title={`Subscription: ${tenant.name}`} onClose={() => onClose(false)}>
      <form className="stack" aria-label="Set the subscription" onSubmit={submit} noValidate>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <Select
          label="Plan"
          value={form.values.planId}
          onChange={(e) => form.set('planId', e.target.value)}
          options={[
            { value: 'none', label: 'No plan' },
            ...(plans.data ?? []).map((p) => ({ value: p.id, label: p.isActive ? p.name : `${p.name} (inactive)` })),
          ]}
        />
        <TextField label="Paid until" type="date" hint="Blank: no expiry." {...form.text('expiry')} />
        <Select
          label="Payment status"
          value={form.values.paymentStatus}
          onChange={(e) => form.set('paymentStatus', e.target.value)}
          options={PAYMENT_STATUSES.map((s) => ({ value: s, label: s }))}
        />
        <div className="form-actions">
          <Button variant="secondary" onClick={() => onClose(false)}>
            Cancel
          </Button>
          <Button type="submit" busy={save.isPending}>
            Save subscription
          </Button>
        </div>
      </form>
    </Modal>
  )
}
