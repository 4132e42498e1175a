import {
  Badge,
  Button,
  Card,
  DateText,
  EmptyState,
  ErrorState,
  Link,
  Loading,
  PageHeader,
  Select,
  errorMessage,
  navigate,
} from '@gold/ui'
import { useState, type FormEvent } from 'react'
import { can, useSession } from '../../session.ts'
import { trpc } from '../../trpc.ts'
import { auditScope, type VaultAuditList } from './vault-audit-types.ts'
import './vault-audit.css'

const WHOLE_VAULT = 'whole-vault'

/** Pick what to audit and start; carry on with an open audit or read a finished one's report. */
export function VaultAuditsPage() {
  const mayAudit = can(useSession(), 'custody.audit')
  const list = trpc.vaultAudits.list.useQuery()
  return (
    <div className="vault-audit">
      <PageHeader title="Vault audit" subtitle="Scan the packet labels in a tray with the phone's camera" />
      {list.isLoading && <Loading />}
      {list.error && <ErrorState error={list.error} title="Could not load vault audits" />}
      {list.data && (
        <div className="stack">
          {mayAudit && <StartAudit places={list.data.places} />}
          <RecentAudits audits={list.data.audits} />
        </div>
      )}
    </div>
  )
}

function StartAudit({ places }: { places: VaultAuditList['places'] }) {
  const [target, setTarget] = useState(places[0]?.id ?? WHOLE_VAULT)
  const start = trpc.vaultAudits.start.useMutation({ onSuccess: (audit) => navigate(`/vault-audit/${audit.id}`) })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    start.mutate({ placeId: target === WHOLE_VAULT ? null : target })
  }
  if (places.length === 0) {
    return <EmptyState title="The vault has no places yet">Add vault places before auditing.</EmptyState>
  }
  return (
    <Card title="Start an audit">
      <form className="stack" onSubmit={submit} aria-label="Start a vault audit">
        <Select
          label="What to audit"
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          options={[
            ...places.map((p) => ({ value: p.id, label: p.label })),
            { value: WHOLE_VAULT, label: 'The whole vault (every place)' },
          ]}
          error={start.error ? errorMessage(start.error) : null}
        />
        <div className="form-actions">
          <Button type="submit" busy={start.isPending}>
            Start scanning
          </Button>
        </div>
      </form>
    </Card>
  )
}

function RecentAudits({ audits }: { audits: VaultAuditList['audits'] }) {
  if (audits.length === 0) return <EmptyState title="No vault audits yet" />
  return (
    <Card title="Recent audits">
      <ul className="audit-list">
        {audits.map((a) => (
          <li key={a.id}>
            <Link to={`/vault-audit/${a.id}`}>{auditScope(a)}</Link>
            <span className="audit-list-meta">
              <DateText value={a.startedAt} withTime /> · {a.startedBy ?? 'Staff'}
            </span>
            {a.counts ? (
              <span className="audit-list-counts">
                <Badge tone={a.counts.missing ? 'danger' : 'success'}>{a.counts.missing} missing</Badge>
                <Badge tone={a.counts.wrongPlace ? 'warning' : 'neutral'}>{a.counts.wrongPlace} wrong place</Badge>
                <Badge tone={a.counts.extra ? 'danger' : 'neutral'}>{a.counts.extra} extra</Badge>
              </span>
            ) : (
              <Badge tone="info">Open</Badge>
            )}
          </li>
        ))}
      </ul>
    </Card>
  )
}
