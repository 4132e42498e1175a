import { Badge, Button, Card, DateText, EmptyState, Link } from '@gold/ui'
import type { ReactNode } from 'react'
import type { VaultAudit } from './vault-audit-types.ts'

/** What a finished audit found, printable: missing first, then wrong place, extra and what was in place. */
export function AuditReport({ audit }: { audit: VaultAudit }) {
  const { report, counts } = audit
  const clean = counts.missing + counts.wrongPlace + counts.extra === 0
  return (
    <div className="stack vault-audit-report">
      <section className="audit-summary" aria-label="Summary">
        <p>
          Started <DateText value={audit.startedAt} withTime /> by {audit.startedBy ?? 'staff'}; finished{' '}
          <DateText value={audit.finishedAt} withTime /> by {audit.finishedBy ?? 'staff'}.
        </p>
        <ul className="audit-counts">
          <li>
            <Badge tone={counts.missing ? 'danger' : 'success'}>{counts.missing} missing</Badge>
          </li>
          <li>
            <Badge tone={counts.wrongPlace ? 'warning' : 'neutral'}>{counts.wrongPlace} wrong place</Badge>
          </li>
          <li>
            <Badge tone={counts.extra ? 'danger' : 'neutral'}>{counts.extra} extra</Badge>
          </li>
          <li>
            <Badge tone="success">{counts.matched} in place</Badge>
          </li>
        </ul>
        <div className="form-actions no-print">
          <Button variant="secondary" onClick={() => window.print()}>
            Print report
          </Button>
        </div>
      </section>
      {clean && <EmptyState success title="Every packet is where the register says" />}
      <ReportSection title="Missing" rows={report.missing} empty="Nothing missing.">
        {(p) => (
          <>
            <PacketNumber number={p.number} loanId={p.loanId} />
            <span>Should be in {p.place.label}</span>
            {p.sealNo && <span>Seal {p.sealNo}</span>}
          </>
        )}
      </ReportSection>
      <ReportSection title="Wrong place" rows={report.wrongPlace} empty="Nothing in the wrong place.">
        {(p) => (
          <>
            <PacketNumber number={p.number} loanId={p.loanId} />
            <span>
              Found in {p.foundPlace.label}; belongs in {p.expectedPlace.label}
            </span>
            {p.sealNo && <span>Seal {p.sealNo}</span>}
          </>
        )}
      </ReportSection>
      <ReportSection title="Extra" rows={report.extra} empty="Nothing extra.">
        {(p) => (
          <>
            <PacketNumber number={p.number} loanId={null} />
            <span>Found in {p.foundPlace.label}</span>
            <span>{p.reason === 'unknown' ? 'Not a packet of this shop' : `Register: ${p.status}`}</span>
          </>
        )}
      </ReportSection>
      <ReportSection title="In place" rows={report.matched} empty="No packet was found in its place.">
        {(p) => (
          <>
            <PacketNumber number={p.number} loanId={p.loanId} />
            <span>{p.place.label}</span>
          </>
        )}
      </ReportSection>
    </div>
  )
}

function PacketNumber({ number, loanId }: { number: string; loanId: string | null }) {
  return loanId ? (
    <Link to={`/loans/${loanId}`} className="scanned-number">
      {number}
    </Link>
  ) : (
    <span className="scanned-number">{number}</span>
  )
}

function ReportSection<T extends { number: string }>({
  title,
  rows,
  empty,
  children,
}: {
  title: string
  rows: readonly T[]
  empty: string
  children: (row: T) => ReactNode
}) {
  return (
    <Card title={`${title} (${rows.length})`}>
      {rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="report-rows" aria-label={title}>
          {rows.map((row) => (
            <li key={row.number}>{children(row)}</li>
          ))}
        </ul>
      )}
    </Card>
  )
}
