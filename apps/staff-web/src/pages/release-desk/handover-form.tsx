import { Alert, Button, TextField, uploadFile } from '@gold/ui'
import { parsePacketLabel } from '@gold/core/custody/packet-label'
import { useCallback, useState } from 'react'
import { CameraLabelScan } from '../../scanner/camera-label-scan.tsx'
import { trpc } from '../../trpc.ts'
import { SignaturePad } from './signature-pad.tsx'

type Awaiting = { loanId: string; loanNumber: string; borrower: { name: string } | null }

/**
 * The handover at the release desk under the packet rule: the packet label scanned (or its text
 * typed), a photo of the seal taken now, the borrower's signature on the screen. The photo and the
 * signature are uploaded as the shop's own files, then the release is asked for; it waits for a
 * second staff member to approve it (joint custody).
 */
export function HandoverForm({ loan, onDone }: { loan: Awaiting; onDone: (pending: boolean) => void }) {
  const [releasedTo, setReleasedTo] = useState(loan.borrower?.name ?? '')
  const [label, setLabel] = useState('')
  const [scanning, setScanning] = useState(false)
  const [photo, setPhoto] = useState<File | null>(null)
  const [signature, setSignature] = useState<Blob | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const release = trpc.loans.release.useMutation()
  const onSignature = useCallback((png: Blob | null) => {
    setSignature(png)
    // The message that asked for the signature is answered.
    if (png) setProblem(null)
  }, [])

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    setProblem(null)
    if (releasedTo.trim().length < 2) return setProblem('Enter who takes the gold.')
    if (!label.trim()) return setProblem('Scan the packet label before releasing the gold.')
    if (!photo) return setProblem('Take a photo of the packet seal at handover.')
    if (!signature) return setProblem('The borrower must sign on the screen.')
    setBusy(true)
    try {
      const [seal, sign] = await Promise.all([
        uploadFile(photo, 'general'),
        uploadFile(new File([signature], 'signature.png', { type: 'image/png' }), 'general'),
      ])
      const result = await release.mutateAsync({
        id: loan.loanId,
        body: {
          releasedTo: releasedTo.trim(),
          sealIntact: true,
          handover: { scannedLabel: label.trim(), sealPhoto: seal.pathname, signature: sign.pathname },
        },
      })
      onDone(typeof result === 'object' && result !== null && 'pending' in result)
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-label={`Hand over the gold of ${loan.loanNumber}`}>
      <TextField label="Handed to" value={releasedTo} onChange={(e) => setReleasedTo(e.target.value)} />
      <TextField
        label="Packet label"
        value={label}
        onChange={(e) => setLabel(e.target.value)}
        hint="Scan the QR code on the packet, or type the text under it (GOLD-PACKET:PKT-…)."
        autoComplete="off"
      />
      {scanning ? (
        <CameraLabelScan
          accept={(text) => parsePacketLabel(text) !== null}
          onLabel={(text) => {
            setLabel(text)
            setScanning(false)
            setProblem(null)
          }}
          onCancel={() => setScanning(false)}
        />
      ) : (
        <Button type="button" variant="secondary" onClick={() => setScanning(true)}>
          Scan the label with the camera
        </Button>
      )}
      <label className="field">
        <span className="field-label">Photo of the seal</span>
        <input
          type="file"
          accept="image/jpeg,image/png"
          capture="environment"
          aria-label="Photo of the seal"
          onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
        />
      </label>
      <SignaturePad label="Borrower’s signature" onChange={onSignature} />
      {problem && <Alert tone="danger">{problem}</Alert>}
      <div className="form-actions">
        <Button type="submit" disabled={busy}>
          {busy ? 'Releasing…' : 'Release the gold'}
        </Button>
      </div>
    </form>
  )
}
