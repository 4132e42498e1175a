/** Gold receipt number: `GR-` plus the last six characters of the valuation id, upper-cased. */
export function goldReceiptNumber(valuationId: string): string {
  return `GR-${valuationId.slice(-6).toUpperCase()}`
}
