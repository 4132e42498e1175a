/**
 * What a packet's label QR code holds: a prefix naming what it is, then the packet number. The
 * prefix keeps a scan of any other QR code in the shop (a certificate's verification link, a UPI
 * code) from being read as a packet, and the text stays readable to a person with any QR reader.
 */
export const PACKET_LABEL_PREFIX = 'GOLD-PACKET:'

/** The packet number as the shop numbers them: `PKT-` and six or more digits. */
export const PACKET_NUMBER = /^PKT-\d{6,}$/

export const packetLabelText = (number: string): string => PACKET_LABEL_PREFIX + number

/** The packet number a scanned label carries, or null when the text is not a packet label. */
export function parsePacketLabel(text: string): string | null {
  const trimmed = text.trim()
  if (!trimmed.startsWith(PACKET_LABEL_PREFIX)) return null
  const number = trimmed.slice(PACKET_LABEL_PREFIX.length).trim().toUpperCase()
  return PACKET_NUMBER.test(number) ? number : null
}

/** The shop's `n`th packet: `PKT-000001`. */
export const packetNumber = (n: number): string => `PKT-${String(n).padStart(6, '0')}`
