import { PACKET_NUMBER, parsePacketLabel } from '../custody/packet-label.ts'

/** The packet number a scan names: a label's QR text, or a typed number (any case). Null when neither. */
export function packetNumberOfScan(text: string): string | null {
  const typed = text.trim().toUpperCase()
  return parsePacketLabel(text) ?? (PACKET_NUMBER.test(typed) ? typed : null)
}
