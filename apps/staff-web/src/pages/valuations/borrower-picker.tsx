import { Select, TextField, useDebounced } from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../../trpc.ts'

export type BorrowerChoice = { customerId: string; newName: string; newPhone: string }

type Props = {
  value: BorrowerChoice
  onChange: (next: BorrowerChoice) => void
  errors: { customerId?: string; newName?: string; newPhone?: string }
}

/** Pick an existing borrower (archived ones are hidden by the server) or add one inline. */
export function BorrowerPicker({ value, onChange, errors }: Props) {
  const [search, setSearch] = useState('')
  const term = useDebounced(search.trim(), 250)
  const picker = trpc.customers.picker.useQuery(term ? { search: term } : undefined, {
    placeholderData: (prev) => prev,
  })
  const chosen = trpc.customers.get.useQuery(
    { id: value.customerId },
    { enabled: value.customerId !== '' && value.customerId !== 'Other' },
  )
  // The first page of matches (newest first); typing narrows it on the server.
  const found = picker.data?.items ?? []
  const options = found.map((c) => ({ value: c.id, label: `${c.name} · ${c.phone}` }))
  if (chosen.data && !options.some((o) => o.value === chosen.data.id))
    options.unshift({ value: chosen.data.id, label: `${chosen.data.name} · ${chosen.data.phone}` })
  return (
    <div className="form-grid cols-2">
      <TextField
        label="Find a borrower"
        type="search"
        placeholder="Name or phone"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        hint={
          picker.isFetching
            ? 'Searching…'
            : picker.data?.nextCursor
              ? `First ${found.length} shown, type to narrow`
              : `${found.length} found`
        }
      />
      <Select
        label="Choose borrower"
        required
        value={value.customerId}
        onChange={(e) => onChange({ ...value, customerId: e.target.value })}
        placeholder="Select a borrower"
        options={[...options, { value: 'Other', label: '+ Add a new borrower' }]}
        error={errors.customerId}
      />
      {value.customerId === 'Other' && (
        <>
          <TextField
            label="New borrower's name"
            required
            value={value.newName}
            onChange={(e) => onChange({ ...value, newName: e.target.value })}
            error={errors.newName}
          />
          <TextField
            label="New borrower's mobile"
            type="tel"
            inputMode="tel"
            required
            value={value.newPhone}
            onChange={(e) => onChange({ ...value, newPhone: e.target.value })}
            error={errors.newPhone}
          />
        </>
      )}
    </div>
  )
}
