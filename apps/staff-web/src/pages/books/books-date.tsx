import { isoDateOf } from '@gold/core/shared/india-calendar'
import { TextField } from '@gold/ui'
import { useState } from 'react'

/** The day a books screen reads (today unless another is picked; never a day to come). */
export function useBooksDate() {
  const [today] = useState(() => isoDateOf(new Date()))
  const [date, setDate] = useState<string>(today)
  return { today, date, setDate }
}

export function BooksDateField({
  label,
  value,
  today,
  onChange,
  hint = 'The books at the end of this day.',
}: {
  label: string
  value: string
  today: string
  onChange: (date: string) => void
  hint?: string
}) {
  return (
    <TextField
      label={label}
      type="date"
      value={value}
      max={today}
      fieldClassName="books-date"
      hint={hint}
      onChange={(e) => {
        const picked = e.target.value
        if (/^\d{4}-\d{2}-\d{2}$/.test(picked) && picked <= today) onChange(picked)
      }}
    />
  )
}
