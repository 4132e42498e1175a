import { billingCycles } from '@gold/core'
import { Alert, Button, Checkbox, Modal, TextField, useFormModel, type ErrorFields, type FormErrors } from '@gold/ui'
import { CYCLE_LABELS } from '../billing/billing-cycles.ts'
import { trpc } from '../../trpc.ts'
import { planBody, planInitial, planProblems, type PlanField, type PlanValues } from './plan-form.ts'
import type { PlanRow } from './platform-outputs.ts'

/** The server names the Plan JSON input an error is about; a price's or feature's shows above the form. */
const PLAN_ERROR_FIELDS: ErrorFields<PlanField> = { inputs: { key: 'key', name: 'name' } }

/** Edit a plan (or make one): its words, prices per cycle and the values of its features. */
export function PlanModal({ plan, onClose }: { plan: PlanRow | null; onClose: (saved: string | null) => void }) {
  const features = plan?.features ?? []
  const form = useFormModel<PlanValues, PlanField>({
    initial: () => planInitial(plan),
    validate: (v) => planProblems(v, features),
    errorFields: PLAN_ERROR_FIELDS,
  })
  const utils = trpc.useUtils()
  const save = trpc.platform.upsertPlan.useMutation()
  const { values: v, set } = form
  const errors = form.errors as FormErrors<string>
  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync(planBody(values, plan))
    await Promise.all([utils.platform.plans.invalidate(), utils.platform.audit.invalidate()])
    onClose(values.name.trim())
  })
  const record = <K extends 'prices' | 'limits' | 'labels'>(field: K, key: string, value: string) =>
    set(field, { ...v[field], [key]: value })
  return (
    <Modal open title={plan ? `Edit ${plan.name}` : 'New plan'} onClose={() => onClose(null)}>
      <form className="stack" aria-label={plan ? 'Edit plan' : 'New plan'} onSubmit={submit} noValidate>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <div className="grid cols-2">
          <TextField
            label="Key"
            required
            disabled={plan !== null}
            hint="Fixed once made; shops' entitlements follow it."
            {...form.text('key')}
          />
          <TextField label="Name" required {...form.text('name')} />
          <TextField label="Tagline" {...form.text('tagline')} />
          <TextField label="Badge" hint="e.g. Most popular" {...form.text('badge')} />
          <TextField label="Order on the billing page" inputMode="numeric" {...form.text('sortOrder')} />
          <TextField label="Trial days" inputMode="numeric" {...form.text('trialDays')} />
        </div>
        <TextField label="Description" {...form.text('description')} />
        <fieldset className="fieldset">
          <legend className="field-label">Prices (₹; blank: not sold on that cycle)</legend>
          <div className="grid cols-2">
            {billingCycles.map((c) => (
              <TextField
                key={c}
                label={CYCLE_LABELS[c] ?? c}
                inputMode="decimal"
                value={v.prices[c] ?? ''}
                error={errors[`price:${c}`] ?? null}
                onChange={(e) => record('prices', c, e.target.value)}
              />
            ))}
          </div>
        </fieldset>
        {features.length > 0 && (
          <fieldset className="fieldset">
            <legend className="field-label">Features</legend>
            <div className="stack-sm">
              {features.map((f) =>
                f.type === 'LIMIT' ? (
                  <div key={f.key} className="grid cols-2">
                    <TextField
                      label={`${f.key}: limit`}
                      inputMode="numeric"
                      hint="Blank: unlimited."
                      value={v.limits[f.key] ?? ''}
                      error={errors[`limit:${f.key}`] ?? null}
                      onChange={(e) => record('limits', f.key, e.target.value)}
                    />
                    <TextField
                      label={`${f.key}: shown as`}
                      value={v.labels[f.key] ?? ''}
                      error={errors[`label:${f.key}`] ?? null}
                      onChange={(e) => record('labels', f.key, e.target.value)}
                    />
                  </div>
                ) : (
                  <Checkbox
                    key={f.key}
                    label={v.labels[f.key] ?? f.label}
                    checked={v.enabled[f.key] ?? f.enabled}
                    onChange={(e) => set('enabled', { ...v.enabled, [f.key]: e.target.checked })}
                  />
                ),
              )}
            </div>
          </fieldset>
        )}
        <div className="row">
          <Checkbox label="On sale" checked={v.isActive} onChange={(e) => set('isActive', e.target.checked)} />
          <Checkbox label="Listed to shops" checked={v.isPublic} onChange={(e) => set('isPublic', e.target.checked)} />
          <Checkbox
            label="Contact sales (no self-serve checkout)"
            checked={v.isContactSales}
            onChange={(e) => set('isContactSales', e.target.checked)}
          />
        </div>
        <div className="form-actions">
          <Button variant="secondary" onClick={() => onClose(null)}>
            Cancel
          </Button>
          <Button type="submit" busy={save.isPending}>
            Save plan
          </Button>
        </div>
      </form>
    </Modal>
  )
}
