/** Indian digit grouping: the last three digits, then groups of two (1,23,45,678). */
export function groupIndian(integerDigits: string): string {
  if (integerDigits.length <= 3) return integerDigits
  const last3 = integerDigits.slice(-3)
  const rest = integerDigits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')
  return `${rest},${last3}`
}

/**
 * What a document shows for a number it cannot show truthfully: rows stored before numbers had
 * domain ranges may hold Infinity, NaN or values too large to be exact, and a certificate, email
 * or timeline must still render rather than fail.
 */
export const NOT_SHOWN = '—'

/**
 * Rupee amount with the rupee sign, Indian grouping and two decimals: `formatRupees(123456.5)` is
 * `₹1,23,456.50`. Rounds half away from zero to the paisa. `NOT_SHOWN` when the amount is not
 * finite or too large to be exact to the paisa.
 */
export function formatRupees(rupees: number): string {
  const paise = Math.round(Math.abs(rupees) * 100 + Number.EPSILON)
  if (!Number.isSafeInteger(paise)) return NOT_SHOWN
  return formatPaise(rupees < 0 ? -paise : paise)
}

/** A gold rate per gram in Indian grouping, without paise when it is whole rupees: `₹3,500`, `₹1,23,456.50`. */
export function formatRatePerGram(rupees: number): string {
  return formatRupees(rupees).replace(/\.00$/, '')
}

/** `formatRatePerGram` of a rate held in paise a gram. */
export function formatRatePaisePerGram(paise: number): string {
  return formatPaise(paise).replace(/\.00$/, '')
}

/**
 * A plain number such as a weight or a percentage with a fixed number of decimals (`12.50`), or
 * without `fractionDigits` as short as it is exact to 4 decimals (`75`, `12.375`); never in
 * exponent notation. `NOT_SHOWN` when it is not finite or too large to be exact at that precision.
 */
export function formatDecimal(value: number, fractionDigits?: number): string {
  const digits = fractionDigits ?? 4
  if (!Number.isSafeInteger(Math.round(Math.abs(value) * 10 ** digits))) return NOT_SHOWN
  const fixed = value.toFixed(digits)
  return fractionDigits === undefined ? String(Number(fixed) + 0) : fixed
}

/** Integer paise as rupees: `formatPaise(49900)` is `₹499.00`. */
export function formatPaise(paise: number): string {
  if (!Number.isInteger(paise)) throw new Error(`formatPaise expects integer paise, got ${paise}`)
  const sign = paise < 0 ? '-' : ''
  const abs = Math.abs(paise)
  const rupees = Math.trunc(abs / 100).toString()
  const fraction = (abs % 100).toString().padStart(2, '0')
  return `${sign}₹${groupIndian(rupees)}.${fraction}`
}

/** A whole count in Indian grouping: `formatIndianInteger(1234567)` is `12,34,567`. */
export function formatIndianInteger(value: number): string {
  if (!Number.isSafeInteger(value)) return NOT_SHOWN
  return `${value < 0 ? '-' : ''}${groupIndian(Math.abs(value).toString())}`
}

/** Basis points as a percentage, as short as exact: `formatBasisPoints(8550)` is `85.5%`. */
export function formatBasisPoints(bp: number): string {
  if (!Number.isSafeInteger(bp)) return NOT_SHOWN
  const abs = Math.abs(bp)
  const fraction = (abs % 100).toString().padStart(2, '0').replace(/0+$/, '')
  return `${bp < 0 ? '-' : ''}${groupIndian(Math.trunc(abs / 100).toString())}${fraction ? `.${fraction}` : ''}%`
}

/**
 * A chart axis's amount, short the way a shop reads its book: ₹950, ₹9.5K, ₹13K, ₹3.2L, ₹1.4Cr (lakh
 * and crore); one decimal below 10 units, none above.
 */
export function formatPaiseCompact(paise: number): string {
  const rupees = paise / 100
  const abs = Math.abs(rupees)
  const short = (value: number, unit: string) => `₹${Number(value.toFixed(value < 10 ? 1 : 0))}${unit}`
  if (abs >= 1e7) return short(rupees / 1e7, 'Cr')
  if (abs >= 1e5) return short(rupees / 1e5, 'L')
  if (abs >= 1e3) return short(rupees / 1e3, 'K')
  return formatPaise(Math.round(rupees) * 100).replace(/\.00$/, '')
}
