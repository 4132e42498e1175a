import { PACKET_FIELD_MAX } from '@gold/core/valuations/certificate'
import { Alert, Button, TextField, errorMessage } from '@gold/ui'
import { useState, type FormEvent } from 'react'
import { trpc } from '../../trpc.ts'
import type { ValuationDetail } from './valuation-outputs.ts'

const tooLong = (label: string, value: string) =>
  value.trim().length > PACKET_FIELD_MAX ? `${label} must be ${PACKET_FIELD_MAX} characters or fewer.` : null

/** The pledge packet and seal numbers the gold receipt prints (blank clears). */
export function PacketFields({ v }: { v: ValuationDetail }) {
  const utils = trpc.useUtils()
  const [packetNo, setPacketNo] = useState(v.packetNo ?? '')
  const [sealNo, setSealNo] = useState(v.sealNo ?? '')
  const save = trpc.valuations.setPacket.useMutation({ onSuccess: () => utils.valuations.get.invalidate({ id: v.id }) })
  const problems = { packetNo: tooLong('Packet number', packetNo), sealNo: tooLong('Seal number', sealNo) }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (problems.packetNo || problems.sealNo) return
    save.mutate({ id: v.id, packetNo, sealNo })
  }
  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Packet and seal">
      <div className="form-grid">
        <TextField
          label="Packet No."
          value={packetNo}
          error={problems.packetNo ?? undefined}
          onChange={(e) => setPacketNo(e.target.value)}
        />
        <TextField
          label="Seal No."
          value={sealNo}
          error={problems.sealNo ?? undefined}
          onChange={(e) => setSealNo(e.target.value)}
        />
      </div>
      {save.error && <Alert tone="danger">{errorMessage(save.error)}</Alert>}
      {save.isSuccess && (
        <p role="status" className="small muted">
          Packet and seal saved.
        </p>
      )}
      <div className="form-actions">
        <Button type="submit" variant="secondary" busy={save.isPending}>
          Save packet and seal
        </Button>
      </div>
    </form>
  )
}
