import { Alert, Button, Select, TextField, errorMessage } from '@gold/ui'
import { useState, type FormEvent } from 'react'
import { trpc } from '../../trpc.ts'
import { MOVE_LABELS, MOVES_FROM, NEEDS_PLACE, type PacketRow } from './custody-labels.ts'

/** Ask for a move of one packet; a second staff member confirms it under "Waiting for a second person". */
export function MovePacketForm({ packet, onDone }: { packet: PacketRow; onDone: () => void }) {
  const utils = trpc.useUtils()
  const kinds = MOVES_FROM[packet.status] ?? []
  const [kind, setKind] = useState(kinds[0] ?? '')
  const [toPlaceId, setToPlaceId] = useState('')
  const [sealNo, setSealNo] = useState('')
  const [note, setNote] = useState('')
  const places = trpc.custody.places.useQuery(undefined, { enabled: NEEDS_PLACE.includes(kind) })
  const ask = trpc.custody.requestMove.useMutation({
    onSuccess: async () => {
      await utils.custody.pendingMoves.invalidate()
      onDone()
    },
  })
  if (kinds.length === 0) return <p className="muted">This packet has left the shop; it makes no more moves.</p>
  const submit = (e: FormEvent) => {
    e.preventDefault()
    ask.mutate({
      packetId: packet.id,
      kind,
      toPlaceId: NEEDS_PLACE.includes(kind) ? toPlaceId || null : null,
      sealNo: kind === 'reseal' ? sealNo : null,
      note: note || null,
    })
  }
  return (
    <form className="form" onSubmit={submit} noValidate aria-label={`Move ${packet.number}`}>
      <Select
        label="Move"
        value={kind}
        onChange={(e) => setKind(e.target.value)}
        options={kinds.map((k) => ({ value: k, label: MOVE_LABELS[k] ?? k }))}
      />
      {NEEDS_PLACE.includes(kind) && (
        <Select
          label="To vault place"
          value={toPlaceId}
          onChange={(e) => setToPlaceId(e.target.value)}
          options={[
            { value: '', label: 'Choose a place' },
            ...(places.data ?? []).map((p) => ({ value: p.id, label: p.label })),
          ]}
        />
      )}
      {kind === 'reseal' && (
        <TextField label="New seal number" value={sealNo} onChange={(e) => setSealNo(e.target.value)} />
      )}
      <TextField label="Note (optional)" value={note} onChange={(e) => setNote(e.target.value)} />
      {ask.error && <Alert tone="danger">{errorMessage(ask.error)}</Alert>}
      <div className="form-actions">
        <Button type="submit" busy={ask.isPending}>
          Ask for this move
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
