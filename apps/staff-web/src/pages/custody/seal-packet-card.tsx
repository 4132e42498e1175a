import { Alert, Button, Card, DetailList, FileField, TextField, errorMessage, type UploadedFile } from '@gold/ui'
import { useState, type FormEvent } from 'react'
import { trpc } from '../../trpc.ts'
import { can, useSession } from '../../session.ts'
import { PACKET_STATUS_LABELS, labelsHref } from './custody-labels.ts'
import { PacketPhotos } from './packet-photos.tsx'
import './custody.css'

/**
 * The valuation's gold packet (issue 28), after the gold receipt: sealed with its seal number and
 * photographed (the ornaments, then the sealed packet), or shown with its label once it is.
 */
export function SealPacketCard({
  valuationId,
  goldReceiptIssued,
}: {
  valuationId: string
  goldReceiptIssued: boolean
}) {
  const session = useSession()
  const packet = trpc.custody.packetOfValuation.useQuery({ valuationId })
  const rule = trpc.custody.settings.useQuery()
  if (packet.isLoading) return null
  const p = packet.data
  return (
    <Card
      title="Gold packet"
      actions={
        p && (
          <a className="btn btn-secondary btn-sm" href={labelsHref([p.id])} target="_blank" rel="noopener">
            Print label<span className="visually-hidden"> (PDF, opens in a new tab)</span>
          </a>
        )
      }
    >
      {p ? (
        <div className="stack-sm">
          <DetailList
            items={[
              { label: 'Packet', value: p.number },
              { label: 'Seal', value: p.sealNo },
              { label: 'Place', value: p.placeLabel ?? 'Not in the vault yet' },
              { label: 'State', value: PACKET_STATUS_LABELS[p.status] ?? p.status },
            ]}
          />
          <PacketPhotos ornamentPhotoUrls={p.ornamentPhotoUrls} sealedPhotoUrl={p.sealedPhotoUrl} />
        </div>
      ) : can(session, 'custody.pack') ? (
        <>
          {rule.data?.requirePacketBeforeDisbursement && (
            <p className="small muted">
              This shop disburses only after the gold receipt and a sealed packet.
              {!goldReceiptIssued && ' Issue the gold receipt first.'}
            </p>
          )}
          <SealPacketForm valuationId={valuationId} />
        </>
      ) : (
        <p className="muted">The gold has not been sealed in a packet yet.</p>
      )}
    </Card>
  )
}

const MAX_PHOTOS = 12

function SealPacketForm({ valuationId }: { valuationId: string }) {
  const utils = trpc.useUtils()
  const [sealNo, setSealNo] = useState('')
  const [photos, setPhotos] = useState<UploadedFile[]>([])
  const [sealed, setSealed] = useState<UploadedFile | null>(null)
  const create = trpc.custody.createPacket.useMutation({
    onSuccess: () => utils.custody.packetOfValuation.invalidate({ valuationId }),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    create.mutate({
      valuationId,
      sealNo,
      ornamentPhotoUrls: photos.map((f) => f.url),
      sealedPhotoUrl: sealed?.url ?? '',
    })
  }
  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Seal the gold in a packet">
      <TextField label="Seal number" value={sealNo} onChange={(e) => setSealNo(e.target.value)} />
      {photos.length > 0 && (
        <ul className="small" aria-label="Ornament photos">
          {photos.map((f) => (
            <li key={f.pathname}>
              {f.name}{' '}
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => setPhotos(photos.filter((x) => x !== f))}
              >
                Remove<span className="visually-hidden"> {f.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {photos.length < MAX_PHOTOS && (
        <FileField
          label={photos.length === 0 ? 'Photo of the ornaments' : 'Another photo of the ornaments'}
          purpose="valuation"
          accept="image/jpeg,image/png"
          hint="JPEG or PNG, before they go into the packet."
          value={null}
          onChange={(f) => f && setPhotos([...photos, f])}
        />
      )}
      <FileField
        label="Photo of the sealed packet"
        purpose="valuation"
        accept="image/jpeg,image/png"
        hint="JPEG or PNG, the seal and its number readable."
        value={sealed}
        onChange={setSealed}
      />
      {create.error && <Alert tone="danger">{errorMessage(create.error)}</Alert>}
      <div className="form-actions">
        <Button type="submit" busy={create.isPending}>
          Seal packet
        </Button>
      </div>
    </form>
  )
}
