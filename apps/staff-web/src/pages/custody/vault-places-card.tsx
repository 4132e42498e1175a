import { Alert, Badge, Button, Card, EmptyState, Table, TextField, errorMessage } from '@gold/ui'
import { useState, type FormEvent } from 'react'
import { trpc, type RouterOutputs } from '../../trpc.ts'
import { can, useSession } from '../../session.ts'
import { CustodyRuleToggle } from './custody-rule-toggle.tsx'

type Place = RouterOutputs['custody']['places'][number]

/** The shop's vault: safe, tray and slot per place; custody.manage adds and retires places. */
export function VaultPlacesCard() {
  const session = useSession()
  const manage = can(session, 'custody.manage')
  const utils = trpc.useUtils()
  const places = trpc.custody.places.useQuery({ includeRetired: manage })
  const [draft, setDraft] = useState({ safe: '', tray: '', slot: '' })
  const add = trpc.custody.createPlace.useMutation({
    onSuccess: async () => {
      setDraft((d) => ({ ...d, slot: '' }))
      await utils.custody.places.invalidate()
    },
  })
  const retire = trpc.custody.setPlaceActive.useMutation({ onSuccess: () => utils.custody.places.invalidate() })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    add.mutate(draft)
  }
  return (
    <Card title="Vault places">
      <Table<Place>
        rows={places.data ?? []}
        rowKey={(p) => p.id}
        caption="Vault places"
        empty={<EmptyState title="No vault places yet">Add the safe, tray and slot packets rest in.</EmptyState>}
        columns={[
          { key: 'label', header: 'Place', primary: true, cell: (p) => p.label },
          {
            key: 'state',
            header: 'State',
            cell: (p) => (p.active ? <Badge tone="success">In use</Badge> : <Badge>Retired</Badge>),
          },
          ...(manage
            ? [
                {
                  key: 'actions',
                  header: <span className="visually-hidden">Actions</span>,
                  cell: (p: Place) => (
                    <Button size="sm" variant="ghost" onClick={() => retire.mutate({ id: p.id, active: !p.active })}>
                      {p.active ? 'Retire' : 'Bring back'}
                      <span className="visually-hidden"> {p.label}</span>
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {retire.error && <Alert tone="danger">{errorMessage(retire.error)}</Alert>}
      {manage && <CustodyRuleToggle />}
      {manage && (
        <form className="form" onSubmit={submit} noValidate aria-label="Add a vault place">
          <div className="form-grid">
            <TextField label="Safe" value={draft.safe} onChange={(e) => setDraft({ ...draft, safe: e.target.value })} />
            <TextField label="Tray" value={draft.tray} onChange={(e) => setDraft({ ...draft, tray: e.target.value })} />
            <TextField label="Slot" value={draft.slot} onChange={(e) => setDraft({ ...draft, slot: e.target.value })} />
          </div>
          {add.error && <Alert tone="danger">{errorMessage(add.error)}</Alert>}
          <div className="form-actions">
            <Button type="submit" variant="secondary" busy={add.isPending}>
              Add place
            </Button>
          </div>
        </form>
      )}
    </Card>
  )
}
