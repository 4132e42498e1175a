import { billingCycles } from '@gold/core'
import { Alert, Button, Checkbox, Select, TextField, useFormModel } from '@gold/ui'
import { CYCLE_LABELS } from '../billing/billing-cycles.ts'
import { trpc } from '../../trpc.ts'
import {
  couponBody,
  COUPON_ERROR_FIELDS,
  couponInitial,
  couponProblems,
  type CouponField,
  type CouponValues,
} from './coupon-form.ts'

const toggle = (list: string[], value: string, on: boolean) =>
  on ? [...new Set([...list, value])] : list.filter((v) => v !== value)

/** A new coupon; blank restrictions mean unrestricted, as in `coupon:create`. */
export function NewCouponForm({ onCreated, onCancel }: { onCreated: (code: string) => void; onCancel: () => void }) {
  const form = useFormModel<CouponValues, CouponField>({
    initial: couponInitial,
    validate: couponProblems,
    errorFields: COUPON_ERROR_FIELDS,
  })
  const plans = trpc.platform.plans.useQuery()
  const utils = trpc.useUtils()
  const create = trpc.platform.createCoupon.useMutation()
  const { values: v, set } = form
  const submit = form.handleSubmit(async (values) => {
    const body = couponBody(values)
    await create.mutateAsync(body)
    await Promise.all([utils.platform.coupons.invalidate(), utils.platform.audit.invalidate()])
    onCreated(body.code.toUpperCase())
  })
  return (
    <form className="stack" aria-label="New coupon" onSubmit={submit} noValidate>
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      <div className="grid cols-2">
        <TextField
          label="Code"
          required
          autoComplete="off"
          hint="Shops type it at checkout; stored in capitals."
          {...form.text('code')}
        />
        <Select
          label="Discount"
          value={v.kind}
          onChange={(e) => set('kind', e.target.value === 'AMOUNT' ? 'AMOUNT' : 'PERCENT')}
          options={[
            { value: 'PERCENT', label: 'Percent off' },
            { value: 'AMOUNT', label: 'Fixed amount off' },
          ]}
        />
        {v.kind === 'PERCENT' ? (
          <TextField label="Percent off" required inputMode="numeric" {...form.text('percentOff')} />
        ) : (
          <TextField label="Amount off (₹)" required inputMode="decimal" {...form.text('amountOff')} />
        )}
        <TextField
          label="Minimum order (₹)"
          inputMode="decimal"
          hint="Blank: any order."
          {...form.text('minSubtotal')}
        />
        <TextField label="First day" type="date" hint="Blank: from today." {...form.text('validFrom')} />
        <TextField label="Last day" type="date" hint="Blank: no end." {...form.text('validUntil')} />
        <TextField
          label="Uses per shop"
          inputMode="numeric"
          hint="Blank: unlimited; 0: never."
          {...form.text('perTenantLimit')}
        />
        <TextField label="Uses in all" inputMode="numeric" hint="Blank: unlimited." {...form.text('maxRedemptions')} />
      </div>
      <fieldset className="fieldset">
        <legend className="field-label">Plans (none ticked: every plan)</legend>
        <div className="row">
          {(plans.data ?? []).map((p) => (
            <Checkbox
              key={p.id}
              label={p.name}
              checked={v.planIds.includes(p.id)}
              onChange={(e) => set('planIds', toggle(v.planIds, p.id, e.target.checked))}
            />
          ))}
        </div>
        {form.errors.planIds && (
          <p className="field-error" role="alert">
            {form.errors.planIds}
          </p>
        )}
      </fieldset>
      <fieldset className="fieldset">
        <legend className="field-label">Billing cycles (none ticked: every cycle)</legend>
        <div className="row">
          {billingCycles.map((c) => (
            <Checkbox
              key={c}
              label={CYCLE_LABELS[c] ?? c}
              checked={v.billingCycles.includes(c)}
              onChange={(e) => set('billingCycles', toggle(v.billingCycles, c, e.target.checked))}
            />
          ))}
        </div>
      </fieldset>
      <Checkbox
        label="First purchase only"
        checked={v.firstPurchaseOnly}
        onChange={(e) => set('firstPurchaseOnly', e.target.checked)}
      />
      <Checkbox label="Active now" checked={v.isActive} onChange={(e) => set('isActive', e.target.checked)} />
      <div className="form-actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={create.isPending}>
          Create coupon
        </Button>
      </div>
    </form>
  )
}
