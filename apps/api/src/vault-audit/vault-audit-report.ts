import { vaultAuditResult, type VaultAuditResult } from '@gold/core'
import type { RegisterPacket } from './vault-audit-repository.ts'

/** Core packet-status `inVault`. */
const IN_VAULT = 'inVault'

export type PlaceRef = { id: string; label: string }
type PacketFacts = { sealNo: string | null; loanId: string | null }

/** What an audit found, with the place labels and seals a person checks against the packets. */
export type VaultAuditReport = {
  matched: Array<{ number: string; place: PlaceRef } & PacketFacts>
  missing: Array<{ number: string; place: PlaceRef } & PacketFacts>
  wrongPlace: Array<{ number: string; expectedPlace: PlaceRef; foundPlace: PlaceRef } & PacketFacts>
  /** `unknown`: no such packet in this shop; `notInVault`: the register has it out (`status`). */
  extra: Array<{ number: string; foundPlace: PlaceRef; reason: 'unknown' | 'notInVault'; status: string | null }>
}

export type ScanVerdict = 'matched' | 'wrongPlace' | 'extra'

/** Core packet statuses other than in the vault, as the register's reason a packet should not be there. */
const NOT_IN_VAULT_WORDS: Record<string, string> = {
  sealed: 'sealed, not yet put in the vault',
  out: 'out of the vault',
  released: 'released to the borrower',
  auctioned: 'auctioned',
}

/** Core's comparison of the register with the scans, named for people. */
export function auditReport(
  placeIds: readonly string[],
  register: readonly RegisterPacket[],
  scans: ReadonlyArray<{ packetNumber: string; placeId: string }>,
  placeOf: (id: string) => PlaceRef,
): VaultAuditReport {
  const result: VaultAuditResult = vaultAuditResult({
    placeIds,
    inVault: register
      .filter((p) => p.status === IN_VAULT && p.placeId)
      .map((p) => ({ number: p.number, placeId: p.placeId! })),
    outOfVault: register.filter((p) => p.status !== IN_VAULT).map((p) => ({ number: p.number, status: p.status })),
    scanned: scans.map((s) => ({ number: s.packetNumber, placeId: s.placeId })),
  })
  const packets = new Map(register.map((p) => [p.number, p]))
  const facts = (number: string): PacketFacts => ({
    sealNo: packets.get(number)?.sealNo ?? null,
    loanId: packets.get(number)?.loanId ?? null,
  })
  return {
    matched: result.matched.map((m) => ({ number: m.number, place: placeOf(m.placeId), ...facts(m.number) })),
    missing: result.missing.map((m) => ({ number: m.number, place: placeOf(m.placeId), ...facts(m.number) })),
    wrongPlace: result.wrongPlace.map((w) => ({
      number: w.number,
      expectedPlace: placeOf(w.expectedPlaceId),
      foundPlace: placeOf(w.foundPlaceId),
      ...facts(w.number),
    })),
    extra: result.extra.map((e) => ({
      number: e.number,
      foundPlace: placeOf(e.foundPlaceId),
      reason: e.reason,
      status: e.reason === 'notInVault' ? e.status : null,
    })),
  }
}

/** The verdict on each scanned packet, read off the report. */
export function scanVerdicts(report: VaultAuditReport): Map<string, { verdict: ScanVerdict; note: string | null }> {
  const verdicts = new Map<string, { verdict: ScanVerdict; note: string | null }>()
  for (const m of report.matched) verdicts.set(m.number, { verdict: 'matched', note: null })
  for (const w of report.wrongPlace)
    verdicts.set(w.number, { verdict: 'wrongPlace', note: `Belongs in ${w.expectedPlace.label}` })
  for (const e of report.extra)
    verdicts.set(e.number, {
      verdict: 'extra',
      note:
        e.reason === 'unknown'
          ? 'Not a packet of this shop'
          : `Register: ${NOT_IN_VAULT_WORDS[e.status ?? ''] ?? e.status}`,
    })
  return verdicts
}

export const reportCounts = (r: VaultAuditReport) => ({
  matched: r.matched.length,
  missing: r.missing.length,
  extra: r.extra.length,
  wrongPlace: r.wrongPlace.length,
})
