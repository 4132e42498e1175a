import type { RouterOutputs } from '../../trpc.ts'

export type VaultAudit = RouterOutputs['vaultAudits']['get']
export type VaultAuditList = RouterOutputs['vaultAudits']['list']
export type VaultAuditReport = VaultAudit['report']
export type VaultAuditScan = VaultAudit['scans'][number]

export const VERDICT_TEXT: Record<VaultAuditScan['verdict'], string> = {
  matched: 'In place',
  wrongPlace: 'Wrong place',
  extra: 'Extra',
}
export const VERDICT_TONE = { matched: 'success', wrongPlace: 'warning', extra: 'danger' } as const

/** "Safe 1 / Tray A / 1", or the whole vault. */
export const auditScope = (audit: { place: { label: string } | null }) => audit.place?.label ?? 'The whole vault'
