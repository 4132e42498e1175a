/** Indian digit grouping: the last three digits, then groups of two (1,23,45,678). */
export function groupIndian(integerDigits: string): string {
  if (integerDigits.length <= 3) return integerDigits
  const last3 = integerDigits.slice(-3)
  const rest = integerDigits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')
  return `${rest},${last3}`
}

/**
 * Rupee amount with the rupee sign, Indian grouping and two decimals: `formatRupees(123456.5)` is
 * `₹1,23,456.50`. Rounds half away from zero to the paisa.
 */
export function formatRupees(rupees: number): string {
  const paise = Math.round(Math.abs(rupees) * 100 + Number.EPSILON)
  return formatPaise(rupees < 0 ? -paise : paise)
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
