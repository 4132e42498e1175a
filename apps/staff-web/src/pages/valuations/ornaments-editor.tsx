import { Button, Grams, Money, Select, TextField, errorMessage } from '@gold/ui'
import { lineNetWeight, parseOrnament, priceOrnament, type OrnamentLine } from '@gold/core/valuations/ornament-calculation'
import { PURITIES } from '@gold/core/valuations/purity'

export type OrnamentDraft = { key: string; type: string; purity: string; grossWeight: string; deduction: string; quantity: string; purityMethod: string }

export const newOrnament = (): OrnamentDraft => ({ key: crypto.randomUUID(), type: '', purity: '22K', grossWeight: '', deduction: '', quantity: '1', purityMethod: '' })

/** The ornament as the API receives it (numbers as typed; the server parses them the same way). */
export const ornamentBody = (o: OrnamentDraft) => ({
  type: o.type.trim(), purity: o.purity, grossWeight: o.grossWeight.trim(), deduction: o.deduction.trim() || 0,
  quantity: o.quantity.trim() || 1, ...(o.purityMethod.trim() && { purityMethod: o.purityMethod.trim() }),
})

/** The server's own check of one line: its parsed value, or the exact message it would answer. */
export function checkOrnament(o: OrnamentDraft): { line: OrnamentLine | null; error: string | null } {
  try {
    return { line: parseOrnament(ornamentBody(o)), error: null }
  } catch (e) {
    return { line: null, error: errorMessage(e) }
  }
}

type Props = { ornaments: OrnamentDraft[]; onChange: (next: OrnamentDraft[]) => void; rate24k: number | null; showErrors: boolean; typeErrors: Record<string, string> }

export function OrnamentsEditor({ ornaments, onChange, rate24k, showErrors, typeErrors }: Props) {
  const update = (key: string, patch: Partial<OrnamentDraft>) => onChange(ornaments.map((o) => (o.key === key ? { ...o, ...patch } : o)))
  return (
    <div className="stack-sm">
      {ornaments.map((o, i) => {
        const { line, error } = checkOrnament(o)
        const touched = o.grossWeight.trim() !== ''
        const priced = line && rate24k ? priceOrnament(line, rate24k) : null
        return (
          <fieldset key={o.key} className="ornament-row" aria-label={`Ornament ${i + 1}`}>
            <TextField label="Description" placeholder="e.g. Necklace, bangles" value={o.type} onChange={(e) => update(o.key, { type: e.target.value })} error={typeErrors[o.key]} />
            <Select label="Purity" value={o.purity} onChange={(e) => update(o.key, { purity: e.target.value })} options={PURITIES.map((p) => ({ value: p, label: p }))} />
            <TextField label="Gross weight (g)" inputMode="decimal" value={o.grossWeight} onChange={(e) => update(o.key, { grossWeight: e.target.value })} error={(showErrors || touched) && error && !/quantity/i.test(error) ? error : null} />
            <TextField label="Deduction (g)" inputMode="decimal" value={o.deduction} onChange={(e) => update(o.key, { deduction: e.target.value })} />
            <TextField label="Quantity" inputMode="numeric" value={o.quantity} onChange={(e) => update(o.key, { quantity: e.target.value })} error={error && /quantity/i.test(error) ? error : null} />
            <div className="ornament-remove">
              <Button variant="ghost" size="sm" disabled={ornaments.length === 1} onClick={() => onChange(ornaments.filter((x) => x.key !== o.key))}>
                Remove<span className="visually-hidden"> ornament {i + 1}</span>
              </Button>
            </div>
            <div className="ornament-calc" aria-live="polite">
              <span>Fine gold: <strong>{line ? <Grams value={lineNetWeight(line)} /> : '—'}</strong></span>
              <span>Value: <strong>{priced ? <Money rupees={priced.estimatedValue} /> : '—'}</strong></span>
            </div>
          </fieldset>
        )
      })}
      <div><Button variant="secondary" size="sm" onClick={() => onChange([...ornaments, newOrnament()])}>Add ornament</Button></div>
    </div>
  )
}
