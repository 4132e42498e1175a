import { Money, TextField } from '@gold/ui'
import {
  NOTE_DENOMINATIONS,
  countTotalPaise,
  noteField,
  rowPaise,
  type CountField,
  type CountValues,
} from './cash-count.ts'

/**
 * The count by denomination: how many notes of each (with what they come to beside the box) and
 * the coins in rupees, with the total kept up to date as the clerk types. Big boxes, numeric
 * keyboard, two to a row on a phone.
 */
type CountForm = {
  values: CountValues
  text: (field: CountField) => {
    name: string
    value: string
    error: string | null
    onChange: (e: { target: { value: string } }) => void
  }
}

export function CashCountFields({ form, legend }: { form: CountForm; legend: string }) {
  const { values, text } = form
  return (
    <fieldset className="cash-count">
      <legend className="field-label">{legend}</legend>
      <div className="cash-count-grid">
        {NOTE_DENOMINATIONS.map((d) => (
          <TextField
            key={d}
            label={`₹${d} notes`}
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            {...text(noteField(d))}
            hint={<Money paise={rowPaise(values, d)} />}
          />
        ))}
        <TextField
          label="Coins (₹)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          {...text('coins')}
          hint="Coins and any ₹5 notes, in rupees."
        />
      </div>
      <p className="cash-count-total" aria-live="polite">
        Total counted: <Money paise={countTotalPaise(values)} />
      </p>
    </fieldset>
  )
}
