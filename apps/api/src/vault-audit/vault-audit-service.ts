import { custodyErrors, packetNumberOfScan, vaultAuditErrors, type Principal } from '@gold/core'
import { auditChange, auditSubject } from '../audit/trail-scope.ts'
import type { AppContext } from '../platform/context.ts'
import { vaultAuditRepository, type VaultAuditRepository } from './vault-audit-repository.ts'
import { auditReport, reportCounts, scanVerdicts, type PlaceRef, type VaultAuditReport } from './vault-audit-report.ts'

type Staff = Extract<Principal, { kind: 'staff' }>
type AuditRow = NonNullable<Awaited<ReturnType<VaultAuditRepository['audit']>>>

const RECENT_AUDITS = 30

/** The vault's places to audit and the shop's recent audits. */
export async function listVaultAudits(ctx: AppContext, tenantId: string) {
  const repo = vaultAuditRepository(ctx, tenantId)
  const [places, audits] = await Promise.all([repo.activePlaces(), repo.recent(RECENT_AUDITS)])
  const allPlaces = new Map(
    (await repo.placesByIds(audits.flatMap((a) => (a.placeId ? [a.placeId] : [])))).map((p) => [p.id, p]),
  )
  const names = await repo.staffNames(audits.map((a) => a.startedById))
  return {
    places: places.map((p) => ({ id: p.id, label: p.label })),
    audits: audits.map((a) => ({
      id: a.id,
      status: a.status,
      place: a.placeId ? { id: a.placeId, label: allPlaces.get(a.placeId)?.label ?? a.placeId } : null,
      startedAt: a.startedAt,
      startedBy: names.get(a.startedById) ?? null,
      finishedAt: a.finishedAt,
      counts: a.status === 'finished' ? storedCounts(a) : null,
    })),
  }
}

/** Start an audit of one place (`placeId`) or of every active place of the vault (null). */
export async function startVaultAudit(ctx: AppContext, staff: Staff, input: { placeId: string | null }) {
  const repo = vaultAuditRepository(ctx, staff.tenantId)
  let placeIds: string[]
  if (input.placeId) {
    const place = await repo.place(input.placeId)
    if (!place) throw custodyErrors.error('placeNotFound')
    if (!place.active) throw custodyErrors.error('placeInactive')
    placeIds = [place.id]
  } else {
    placeIds = (await repo.activePlaces()).map((p) => p.id)
    if (placeIds.length === 0) throw vaultAuditErrors.error('vaultEmpty')
  }
  const audit = await repo.start({ placeId: input.placeId, placeIds, startedById: staff.userId, startedAt: ctx.now() })
  auditSubject({ subjectId: audit.id })
  return auditView(repo, audit)
}

/** Record one label read where it was found; scanning a packet again is harmless (idempotent). */
export async function recordVaultAuditScan(
  ctx: AppContext,
  staff: Staff,
  input: { auditId: string; label: string; placeId?: string },
) {
  const repo = vaultAuditRepository(ctx, staff.tenantId)
  const audit = await openAudit(repo, input.auditId)
  auditSubject({ subjectId: audit.id })
  const packetNumber = packetNumberOfScan(input.label)
  if (!packetNumber) throw vaultAuditErrors.error('notPacketLabel', { field: 'label' })
  const placeId = audit.placeId ?? input.placeId
  if (!placeId) throw vaultAuditErrors.error('scanPlaceRequired', { field: 'placeId' })
  if (!audit.placeIds.includes(placeId)) throw vaultAuditErrors.error('placeNotAudited', { field: 'placeId' })
  await repo.recordScan({ auditId: audit.id, packetNumber, placeId, scannedById: staff.userId, scannedAt: ctx.now() })
  return auditView(repo, audit)
}

/** Close the audit: what it found is stored as it stands now and no more scans are taken. */
export async function finishVaultAudit(ctx: AppContext, staff: Staff, id: string) {
  const repo = vaultAuditRepository(ctx, staff.tenantId)
  const audit = await openAudit(repo, id)
  const { report } = await liveReport(repo, audit)
  const counts = reportCounts(report)
  const finished = await repo.finish(audit.id, {
    finishedById: staff.userId,
    finishedAt: ctx.now(),
    matchedCount: counts.matched,
    missingCount: counts.missing,
    extraCount: counts.extra,
    wrongPlaceCount: counts.wrongPlace,
    result: report,
  })
  if (!finished) throw vaultAuditErrors.error('auditFinished')
  auditChange(
    { status: 'open' },
    {
      status: 'finished',
      ...counts,
      missing: report.missing.map((m) => m.number),
      wrongPlace: report.wrongPlace.map((w) => w.number),
      extra: report.extra.map((e) => e.number),
    },
  )
  return getVaultAudit(ctx, staff.tenantId, audit.id)
}

export async function getVaultAudit(ctx: AppContext, tenantId: string, id: string) {
  const repo = vaultAuditRepository(ctx, tenantId)
  const audit = await repo.audit(id)
  if (!audit) throw vaultAuditErrors.error('auditNotFound')
  return auditView(repo, audit)
}

async function openAudit(repo: VaultAuditRepository, id: string) {
  const audit = await repo.audit(id)
  if (!audit) throw vaultAuditErrors.error('auditNotFound')
  if (audit.status !== 'open') throw vaultAuditErrors.error('auditFinished')
  return audit
}

async function liveReport(repo: VaultAuditRepository, audit: AuditRow) {
  const scans = await repo.scans(audit.id)
  const register = await repo.registerFor(
    audit.placeIds,
    scans.map((s) => s.packetNumber),
  )
  const places = await placeLabels(repo, [
    ...audit.placeIds,
    ...scans.map((s) => s.placeId),
    ...register.flatMap((p) => (p.placeId ? [p.placeId] : [])),
  ])
  return { scans, places, report: auditReport(audit.placeIds, register, scans, places) }
}

async function placeLabels(repo: VaultAuditRepository, ids: readonly string[]) {
  const byId = new Map((await repo.placesByIds(ids)).map((p) => [p.id, p.label]))
  return (id: string): PlaceRef => ({ id, label: byId.get(id) ?? 'Unknown place' })
}

/** The audit as the page shows it: the scans with their verdicts, the report (live while open, as stored once finished). */
async function auditView(repo: VaultAuditRepository, audit: AuditRow) {
  const live = await liveReport(repo, audit)
  const report =
    audit.status === 'finished' && audit.result ? (audit.result as unknown as VaultAuditReport) : live.report
  const verdicts = scanVerdicts(report)
  const names = await repo.staffNames([audit.startedById, ...(audit.finishedById ? [audit.finishedById] : [])])
  return {
    id: audit.id,
    status: audit.status as 'open' | 'finished',
    place: audit.placeId ? live.places(audit.placeId) : null,
    places: audit.placeIds.map(live.places),
    startedAt: audit.startedAt,
    startedBy: names.get(audit.startedById) ?? null,
    finishedAt: audit.finishedAt,
    finishedBy: audit.finishedById ? (names.get(audit.finishedById) ?? null) : null,
    scans: live.scans
      .map((s) => ({
        number: s.packetNumber,
        place: live.places(s.placeId),
        scannedAt: s.scannedAt,
        ...(verdicts.get(s.packetNumber) ?? { verdict: 'extra' as const, note: null }),
      }))
      .reverse(),
    report,
    counts: { scanned: live.scans.length, ...reportCounts(report) },
  }
}

const storedCounts = (a: AuditRow) => ({
  matched: a.matchedCount ?? 0,
  missing: a.missingCount ?? 0,
  extra: a.extraCount ?? 0,
  wrongPlace: a.wrongPlaceCount ?? 0,
})

export type VaultAuditView = Awaited<ReturnType<typeof getVaultAudit>>
