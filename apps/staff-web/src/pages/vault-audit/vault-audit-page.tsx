import { ErrorState, Loading, PageHeader } from '@gold/ui'
import { trpc } from '../../trpc.ts'
import { AuditReport } from './audit-report.tsx'
import { AuditScanning } from './audit-scanning.tsx'
import { auditScope } from './vault-audit-types.ts'
import './vault-audit.css'

/** One audit: scanning while it is open, its report once finished. */
export function VaultAuditPage({ id }: { id: string }) {
  const audit = trpc.vaultAudits.get.useQuery({ id })
  if (audit.isLoading) return <Loading />
  if (audit.error || !audit.data) return <ErrorState error={audit.error} title="Could not load this audit" />
  const open = audit.data.status === 'open'
  return (
    <div className="vault-audit">
      <PageHeader
        title={open ? `Auditing ${auditScope(audit.data)}` : `Vault audit: ${auditScope(audit.data)}`}
        back={{ to: '/vault-audit', label: 'Vault audits' }}
      />
      {open ? <AuditScanning audit={audit.data} /> : <AuditReport audit={audit.data} />}
    </div>
  )
}
