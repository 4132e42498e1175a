import { Alert, Button, DateText, ErrorState, Loading, Modal, TextField, errorMessage, useCopy } from '@gold/ui'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { isAdmin, useSession } from '../../session.ts'
import { trpc } from '../../trpc.ts'

/** The tenant's live intake link: copy it, show it as a QR code, and (admins) revoke it. */
export function IntakeLinkPanel() {
  const session = useSession()
  const utils = trpc.useUtils()
  const link = trpc.customers.intakeLink.useQuery(undefined, { staleTime: 0, gcTime: 0 })
  const revoke = trpc.customers.revokeIntakeLink.useMutation({
    onSuccess: () => utils.customers.intakeLink.invalidate(),
  })
  const [confirming, setConfirming] = useState(false)
  const [qr, setQr] = useState<string | null>(null)
  const { copy, copied, failed } = useCopy()
  const url = link.data?.url

  useEffect(() => {
    if (!url) return
    let live = true
    QRCode.toDataURL(url, { margin: 1, width: 360, errorCorrectionLevel: 'M' }).then(
      (d) => {
        if (live) setQr(d)
      },
      () => setQr(null),
    )
    return () => {
      live = false
    }
  }, [url])

  if (link.isPending) return <Loading label="Preparing the link…" />
  if (link.error) return <ErrorState error={link.error} onRetry={() => void link.refetch()} />
  return (
    <div className="stack">
      <p className="muted">
        Send this link to a borrower. They verify their email and fill in their own details; they then appear in your
        borrower list.
      </p>
      <div className="link-box">
        <TextField label="Intake link" value={link.data.url} readOnly onFocus={(e) => e.target.select()} />
        <div className="row">
          <Button onClick={() => void copy(link.data.url)}>{copied ? 'Copied' : 'Copy link'}</Button>
          <span className="muted small">
            Valid until <DateText value={link.data.expiresAt} withTime />
          </span>
        </div>
        <span role="status" className="visually-hidden">
          {copied ? 'Link copied to clipboard' : ''}
        </span>
        {failed && (
          <Alert tone="warning">Copying is blocked by the browser. Select the link and copy it manually.</Alert>
        )}
      </div>
      {qr && <img className="qr" src={qr} alt="QR code of the intake link" width={180} height={180} />}
      {isAdmin(session) && (
        <div className="stack-sm">
          {revoke.error && <Alert tone="danger">{errorMessage(revoke.error)}</Alert>}
          {revoke.isSuccess && !confirming && (
            <Alert tone="success">The old link no longer works. This is the new link.</Alert>
          )}
          {confirming ? (
            <Alert
              tone="warning"
              title="Revoke this link?"
              action={
                <div className="row">
                  <Button
                    variant="danger"
                    size="sm"
                    busy={revoke.isPending}
                    onClick={() => revoke.mutate(undefined, { onSettled: () => setConfirming(false) })}
                  >
                    Revoke link
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>
                    Keep it
                  </Button>
                </div>
              }
            >
              Every copy of it stops working at once, including ones already sent. A new link is created.
            </Alert>
          ) : (
            <div>
              <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
                Revoke and create a new link
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  )
}

export function IntakeLinkModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title="Share the intake link"
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <IntakeLinkPanel />
    </Modal>
  )
}
