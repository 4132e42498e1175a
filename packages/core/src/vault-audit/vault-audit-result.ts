/**
 * What a vault audit found: the packets the register puts in the audited places, compared with
 * the labels scanned there. Pure; the service passes in the register and the scans.
 */

/** A packet the register says is in the vault, and where. */
export type RegisteredPacket = { number: string; placeId: string }

/** A packet the shop has that the register says is not in the vault (released, out for re-valuation). */
export type PacketOutOfVault = { number: string; status: string }

export type AuditScan = { number: string; placeId: string }

export type WrongPlace = { number: string; expectedPlaceId: string; foundPlaceId: string }

/** `unknown`: no such packet in this shop; `notInVault`: the register has it out (its status). */
export type ExtraPacket =
  | { number: string; foundPlaceId: string; reason: 'unknown' }
  | { number: string; foundPlaceId: string; reason: 'notInVault'; status: string }

export type VaultAuditResult = {
  matched: AuditScan[]
  missing: RegisteredPacket[]
  extra: ExtraPacket[]
  wrongPlace: WrongPlace[]
}

export type VaultAuditInput = {
  /** The places audited: one place, or every place of the vault. */
  placeIds: readonly string[]
  /** Every packet the register has in the vault, in any place (one found in the wrong place is here). */
  inVault: readonly RegisteredPacket[]
  outOfVault?: readonly PacketOutOfVault[]
  /** In scan order; a packet scanned twice counts where it was scanned last. */
  scanned: readonly AuditScan[]
}

const byNumber = <T extends { number: string }>(a: T, b: T) => a.number.localeCompare(b.number)

export function vaultAuditResult({ placeIds, inVault, outOfVault = [], scanned }: VaultAuditInput): VaultAuditResult {
  const audited = new Set(placeIds)
  const register = new Map(inVault.map((p) => [p.number, p]))
  const outside = new Map(outOfVault.map((p) => [p.number, p]))
  const lastScan = new Map(scanned.map((s) => [s.number, s]))

  const result: VaultAuditResult = { matched: [], missing: [], extra: [], wrongPlace: [] }
  for (const scan of lastScan.values()) {
    const packet = register.get(scan.number)
    const out = outside.get(scan.number)
    if (packet && packet.placeId === scan.placeId) result.matched.push(scan)
    else if (packet)
      result.wrongPlace.push({ number: scan.number, expectedPlaceId: packet.placeId, foundPlaceId: scan.placeId })
    else if (out)
      result.extra.push({ number: scan.number, foundPlaceId: scan.placeId, reason: 'notInVault', status: out.status })
    else result.extra.push({ number: scan.number, foundPlaceId: scan.placeId, reason: 'unknown' })
  }
  // A packet of an audited place that turned up in another place is wrong-placed, not missing.
  for (const packet of inVault) {
    if (audited.has(packet.placeId) && !lastScan.has(packet.number)) result.missing.push(packet)
  }
  return {
    matched: result.matched.sort(byNumber),
    missing: result.missing.sort(byNumber),
    extra: result.extra.sort(byNumber),
    wrongPlace: result.wrongPlace.sort(byNumber),
  }
}

/** Nothing missing, extra or out of place. */
export const auditIsClean = (r: VaultAuditResult) =>
  r.missing.length === 0 && r.extra.length === 0 && r.wrongPlace.length === 0
