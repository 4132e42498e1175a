/** The pledge packet and seal numbers recorded on the loan's valuation (either may be missing). */
export type PledgePacket = { packetNo: string | null; sealNo: string | null }

/** `packet P-14, seal S-0093`, or null when neither was recorded (then there is no seal to check). */
export function packetWords(p: PledgePacket): string | null {
  const parts = [p.packetNo && `packet ${p.packetNo}`, p.sealNo && `seal ${p.sealNo}`].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : null
}

/** What the clerk ticks when the packet's seal was found unbroken. */
export const sealQuestion = (p: PledgePacket) =>
  p.packetNo
    ? `The seal of packet ${p.packetNo}${p.sealNo ? ` (seal ${p.sealNo})` : ''} was intact`
    : `Seal ${p.sealNo} was intact`

/**
 * The packet seal as the release review and the release receipt state it. A seal that was never
 * recorded cannot be vouched for, whatever was ticked, so it reads `Not recorded`.
 */
export function sealStatement(p: PledgePacket, sealIntact: boolean): string {
  const recorded = packetWords(p)
  if (recorded === null) return 'Not recorded'
  return `${sealIntact ? 'Intact' : 'Not intact'} (${recorded})`
}

/**
 * The packet and seal as documents and screens state them (issue 28): the sealed packet's number
 * and current seal where one exists (a reseal shows its new seal), else what the clerk typed on the
 * valuation before packets existed, so older loans read as they did.
 */
export function pledgePacketOf(
  recorded: PledgePacket,
  packet: { number: string; sealNo: string } | null | undefined,
): PledgePacket {
  return packet ? { packetNo: packet.number, sealNo: packet.sealNo } : recorded
}
