/**
 * GSM 03.38 basic alphabet (plus its extension table, two septets each). A text with any other
 * character (₹, Devanagari) goes as UCS-2: 70 characters in one SMS, 67 per part when split.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
const GSM_EXTENDED = '^{}\\[~]|€\f'

export type SmsLength = { encoding: 'GSM-7' | 'UCS-2'; units: number; segments: number }

/** How a text travels as SMS: its encoding, length in that encoding's units and the parts billed. */
export function smsLength(text: string): SmsLength {
  const chars = [...text]
  if (chars.every((c) => GSM_BASIC.includes(c) || GSM_EXTENDED.includes(c))) {
    const units = chars.reduce((n, c) => n + (GSM_EXTENDED.includes(c) ? 2 : 1), 0)
    return { encoding: 'GSM-7', units, segments: units <= 160 ? 1 : Math.ceil(units / 153) }
  }
  // UCS-2 counts UTF-16 code units: characters outside the BMP (emoji) take two.
  const units = text.length
  return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) }
}
