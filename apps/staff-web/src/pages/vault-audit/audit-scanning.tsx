import { packetNumberOfScan } from '@gold/core/vault-audit/packet-scan'
import { Alert, Badge, Button, Select, errorMessage } from '@gold/ui'
import { useState } from 'react'
import { can, useSession } from '../../session.ts'
import { LabelScanner } from '../../scanner/label-scanner.tsx'
import { trpc } from '../../trpc.ts'
import { VERDICT_TEXT, VERDICT_TONE, type VaultAudit } from './vault-audit-types.ts'

/**
 * The scanning screen of an open audit: the camera, what each packet turned out to be, the count
 * still unscanned, and Finish. A whole-vault audit asks where the packets being scanned lie.
 */
export function AuditScanning({ audit }: { audit: VaultAudit }) {
  const utils = trpc.useUtils()
  const mayAudit = can(useSession(), 'custody.audit')
  const [placeId, setPlaceId] = useState(audit.place?.id ?? audit.places[0]?.id ?? '')
  const scan = trpc.vaultAudits.scan.useMutation({
    onSuccess: (next) => utils.vaultAudits.get.setData({ id: audit.id }, next),
  })
  const finish = trpc.vaultAudits.finish.useMutation({
    onSuccess: (next) => {
      utils.vaultAudits.get.setData({ id: audit.id }, next)
      void utils.vaultAudits.list.invalidate()
    },
  })
  const [confirming, setConfirming] = useState(false)
  const verdicts = new Map(audit.scans.map((s) => [s.number, s]))
  const here = audit.scans.filter((s) => s.place.id === placeId).map((s) => s.number)

  if (!mayAudit) return <Alert tone="info">This audit is still open: its report shows once it is finished.</Alert>
  return (
    <div className="stack">
      {!audit.place && (
        <Select
          label="Packets found in"
          value={placeId}
          onChange={(e) => setPlaceId(e.target.value)}
          options={audit.places.map((p) => ({ value: p.id, label: p.label }))}
        />
      )}
      <p className="audit-progress" aria-live="polite">
        Scanned {audit.counts.scanned} · Not yet found {audit.counts.missing}
        {audit.counts.wrongPlace > 0 && ` · Wrong place ${audit.counts.wrongPlace}`}
        {audit.counts.extra > 0 && ` · Extra ${audit.counts.extra}`}
      </p>
      <LabelScanner
        key={placeId}
        initial={here}
        read={packetNumberOfScan}
        onLabel={async (number) => {
          await scan.mutateAsync({ auditId: audit.id, label: number, ...(audit.place ? {} : { placeId }) })
        }}
        describe={(number) => {
          const found = verdicts.get(number)
          if (!found) return <span className="scan-pending">Recording…</span>
          return (
            <span className="scan-verdict">
              <Badge tone={VERDICT_TONE[found.verdict]}>{VERDICT_TEXT[found.verdict]}</Badge>
              {found.note && <span className="scan-note">{found.note}</span>}
            </span>
          )
        }}
      />
      {finish.error && <Alert tone="danger">{errorMessage(finish.error)}</Alert>}
      {confirming ? (
        <div className="finish-confirm" role="group" aria-label="Finish the audit">
          <p>
            {audit.counts.missing > 0
              ? `${audit.counts.missing} packet${audit.counts.missing === 1 ? '' : 's'} not scanned will be reported missing.`
              : 'Every packet expected here was scanned.'}{' '}
            No more scans after this.
          </p>
          <div className="form-actions">
            <Button onClick={() => finish.mutate({ id: audit.id })} busy={finish.isPending}>
              Finish and see the report
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep scanning
            </Button>
          </div>
        </div>
      ) : (
        <div className="form-actions">
          <Button onClick={() => setConfirming(true)}>Finish audit</Button>
        </div>
      )}
    </div>
  )
}
