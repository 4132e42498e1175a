/**
 * What the loan documents (voucher, payment receipt, release receipt) state beyond the loan's own
 * fields: the amount in words a cash voucher carries, and the balances a receipt reports as left
 * after its payment, read back from the ledger so a receipt printed later says what it said on the day.
 */

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? ''
  const ones = n % 10
  return `${TENS[Math.floor(n / 10)]}${ones ? ` ${ONES[ones]}` : ''}`
}

/** Words for a whole number in the Indian system (crore, lakh, thousand, hundred); '' for 0. */
function indianWords(n: number): string {
  const parts: string[] = []
  const crore = Math.floor(n / 10_000_000)
  let rest = n % 10_000_000
  if (crore) parts.push(`${indianWords(crore)} Crore`)
  const units: [number, string][] = [
    [100_000, 'Lakh'],
    [1_000, 'Thousand'],
    [100, 'Hundred'],
  ]
  for (const [size, name] of units) {
    const count = Math.floor(rest / size)
    rest %= size
    if (count) parts.push(`${belowHundred(count)} ${name}`)
  }
  if (rest) parts.push(belowHundred(rest))
  return parts.join(' ')
}

/**
 * An amount as Indian vouchers and receipts write it under the figure:
 * `Rupees One Lakh Twenty Three Thousand Only`, `Rupees Ten and Fifty Paise Only`, `Fifty Paise Only`.
 */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new Error(`rupeesInWords expects non-negative integer paise, got ${paise}`)
  const rupees = Math.floor(paise / 100)
  const fraction = paise % 100
  if (rupees === 0 && fraction === 0) return 'Rupees Zero Only'
  const paisePart = fraction ? `${belowHundred(fraction)} Paise` : ''
  if (rupees === 0) return `${paisePart} Only`
  return `Rupees ${indianWords(rupees)}${paisePart ? ` and ${paisePart}` : ''} Only`
}

/** A ledger entry as the balances see it (components in paise, non-negative; the type gives the direction). */
export type LedgerBalanceEntry = {
  id: string
  seq: number
  type: string
  principal: number
  interest: number
  penalCharges: number
  paymentId: string | null
  reversesId?: string | null
}

export type BalancesAfterPayment = { principal: number; interest: number; penalCharges: number; total: number }

/** +1 for what an entry of this type adds to the balances, -1 for what it takes off, 0 otherwise. */
const DIRECTION: Record<string, number> = {
  DISBURSEMENT: 1,
  INTEREST: 1,
  PENAL_CHARGE: 1,
  PAYMENT: -1,
  RENEWAL: -1,
  AUCTION: -1,
  WAIVER: -1,
  WRITE_OFF: -1,
  SURPLUS_PAYOUT: 0,
}

/**
 * The loan's balances (principal outstanding, posted interest and penal charges not yet paid)
 * right after the PAYMENT entry of `paymentId`, folding the ledger in `seq` order; a REVERSAL
 * undoes the entry it reverses. Null when the ledger has no entry for that payment.
 */
export function balancesAfterPayment(
  entries: readonly LedgerBalanceEntry[],
  paymentId: string,
): BalancesAfterPayment | null {
  const ordered = [...entries].sort((a, b) => a.seq - b.seq)
  const byId = new Map(ordered.map((e) => [e.id, e]))
  let principal = 0
  let interest = 0
  let penalCharges = 0
  for (const entry of ordered) {
    const reversed = entry.type === 'REVERSAL' && entry.reversesId ? byId.get(entry.reversesId) : undefined
    const sign = reversed ? -(DIRECTION[reversed.type] ?? 0) : (DIRECTION[entry.type] ?? 0)
    principal += sign * entry.principal
    interest += sign * entry.interest
    penalCharges += sign * entry.penalCharges
    if (entry.type === 'PAYMENT' && entry.paymentId === paymentId)
      return { principal, interest, penalCharges, total: principal + interest + penalCharges }
  }
  return null
}
