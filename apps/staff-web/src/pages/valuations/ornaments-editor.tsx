import { Button, Grams, Money, Select, TextField, errorMessage, newIdempotencyKey, type FormErrors } from '@gold/ui'
import {
  lineNetWeightMg,
  parseOrnament,
  priceOrnament,
  type OrnamentLine,
} from '@gold/core/valuations/ornament-calculation'
import { PURITIES } from '@gold/core/valuations/purity'
import type { OrnamentKind } from '@gold/core/valuations/ornament-kind'
import { checkDeductionInput, checkGrossWeightInput } from '@gold/core/valuations/valuation-form-checks'

/** How a shop tests purity (spec 2.8's examples and a fire assay); blank when it was not recorded. */
export const PURITY_METHODS = ['Touchstone', 'XRF', 'Acid', 'Fire assay'] as const

export type OrnamentDraft = {
  key: string
  type: string
  purity: string
  grossWeight: string
  deduction: string
  quantity: string
  purityMethod: string
  /** Issue 28: a gold coin counts against its own cap (50 g a borrower), and must be 22K or 24K. */
  kind: OrnamentKind
}

/** The kinds the RBI's 2025 caps tell apart. */
const KIND_OPTIONS = [
  { value: 'ornament', label: 'Ornament' },
  { value: 'coin', label: 'Gold coin' },
] as const satisfies readonly { value: OrnamentKind; label: string }[]

export const newOrnament = (): OrnamentDraft => ({
  key: newIdempotencyKey(),
  type: '',
  purity: '22K',
  grossWeight: '',
  deduction: '',
  quantity: '1',
  purityMethod: '',
  kind: 'ornament',
})

/** The ornament as the API receives it (numbers as typed; the server parses them the same way). */
export const ornamentBody = (o: OrnamentDraft) => ({
  type: o.type.trim(),
  purity: o.purity,
  grossWeight: o.grossWeight.trim(),
  deduction: o.deduction.trim() || 0,
  quantity: o.quantity.trim() || 1,
  ...(o.purityMethod.trim() && { purityMethod: o.purityMethod.trim() }),
  // An ornament is the default: a body without `kind` is exactly the spec's.
  ...(o.kind === 'coin' && { kind: 'coin' as const }),
})

/** The server's own check of one line: its parsed value, or the exact message it would answer. */
export function checkOrnament(o: OrnamentDraft): { line: OrnamentLine | null; error: string | null } {
  try {
    return { line: parseOrnament(ornamentBody(o)), error: null }
  } catch (e) {
    return { line: null, error: errorMessage(e) }
  }
}

/** The form-model key of a problem with one ornament's description, weights or quantity. */
export const ornamentField = (key: string, part: 'type' | 'kind' | 'grossWeight' | 'deduction' | 'quantity') =>
  `ornament.${key}.${part}`

/**
 * Every problem with the ornaments: a missing description, the server's own message for the line
 * (shown at the field it is about), and a deduction the server would read as 0 or that would leave
 * no fine gold.
 */
const fieldOfLineError = (error: string) =>
  /coin|kind/i.test(error)
    ? 'kind'
    : /quantity/i.test(error)
      ? 'quantity'
      : /deduction|net weight/i.test(error)
        ? 'deduction'
        : 'grossWeight'

export function ornamentProblems(ornaments: readonly OrnamentDraft[]): FormErrors {
  const problems: FormErrors = {}
  for (const o of ornaments) {
    if (!o.type.trim()) problems[ornamentField(o.key, 'type')] = 'Describe the ornament.'
    const { line, error } = checkOrnament(o)
    if (error) problems[ornamentField(o.key, fieldOfLineError(error))] = error
    const gross = checkGrossWeightInput(o.grossWeight)
    if (!gross.ok) problems[ornamentField(o.key, 'grossWeight')] = gross.message
    const deduction = checkDeductionInput(o.deduction, line?.grossWeight ?? null)
    if (!deduction.ok) problems[ornamentField(o.key, 'deduction')] = deduction.message
  }
  return problems
}

type Props = {
  ornaments: OrnamentDraft[]
  onChange: (next: OrnamentDraft[]) => void
  /** The 24K rate in paise a gram that prices each line, or null while there is none. */
  rate24kPaise: number | null
  errors: FormErrors
  touch: (field: string, on?: boolean) => void
}

export function OrnamentsEditor({ ornaments, onChange, rate24kPaise, errors, touch }: Props) {
  const update = (key: string, patch: Partial<OrnamentDraft>) => {
    onChange(ornaments.map((o) => (o.key === key ? { ...o, ...patch } : o)))
    // A weight is checked as soon as there is one; a quantity as soon as it is changed.
    if (patch.grossWeight !== undefined) touch(ornamentField(key, 'grossWeight'), patch.grossWeight.trim() !== '')
    if (patch.quantity !== undefined) touch(ornamentField(key, 'quantity'))
    if (patch.deduction !== undefined) touch(ornamentField(key, 'deduction'))
  }
  return (
    <div className="stack-sm">
      {ornaments.map((o, i) => {
        const { line } = checkOrnament(o)
        const priced = line && rate24kPaise ? priceOrnament(line, rate24kPaise) : null
        return (
          <fieldset key={o.key} className="ornament-row" aria-label={`Ornament ${i + 1}`}>
            <TextField
              label="Description"
              placeholder="e.g. Necklace, bangles"
              value={o.type}
              onChange={(e) => update(o.key, { type: e.target.value })}
              error={errors[ornamentField(o.key, 'type')]}
            />
            <Select
              label="Kind"
              value={o.kind}
              onChange={(e) => {
                update(o.key, { kind: e.target.value as OrnamentKind })
                touch(ornamentField(o.key, 'kind'))
              }}
              error={errors[ornamentField(o.key, 'kind')]}
              options={KIND_OPTIONS}
            />
            <Select
              label="Purity"
              value={o.purity}
              onChange={(e) => update(o.key, { purity: e.target.value })}
              options={PURITIES.map((p) => ({ value: p, label: p }))}
            />
            <Select
              label="Test method"
              value={o.purityMethod}
              onChange={(e) => update(o.key, { purityMethod: e.target.value })}
              placeholder="Not recorded"
              options={PURITY_METHODS.map((m) => ({ value: m, label: m }))}
            />
            <TextField
              label="Gross weight (g)"
              inputMode="decimal"
              value={o.grossWeight}
              onChange={(e) => update(o.key, { grossWeight: e.target.value })}
              error={errors[ornamentField(o.key, 'grossWeight')]}
            />
            <TextField
              label="Deduction (g)"
              inputMode="decimal"
              value={o.deduction}
              onChange={(e) => update(o.key, { deduction: e.target.value })}
              error={errors[ornamentField(o.key, 'deduction')]}
            />
            <TextField
              label="Quantity"
              inputMode="numeric"
              value={o.quantity}
              onChange={(e) => update(o.key, { quantity: e.target.value })}
              error={errors[ornamentField(o.key, 'quantity')]}
            />
            <div className="ornament-remove">
              <Button
                variant="ghost"
                size="sm"
                disabled={ornaments.length === 1}
                onClick={() => onChange(ornaments.filter((x) => x.key !== o.key))}
              >
                Remove<span className="visually-hidden"> ornament {i + 1}</span>
              </Button>
            </div>
            <div className="ornament-calc" aria-live="polite">
              <span>
                Fine gold: <strong>{line ? <Grams mg={lineNetWeightMg(line)} /> : '—'}</strong>
              </span>
              <span>
                Value: <strong>{priced ? <Money paise={priced.estimatedValuePaise} /> : '—'}</strong>
              </span>
            </div>
          </fieldset>
        )
      })}
      <div>
        <Button variant="secondary" size="sm" onClick={() => onChange([...ornaments, newOrnament()])}>
          Add ornament
        </Button>
      </div>
    </div>
  )
}
