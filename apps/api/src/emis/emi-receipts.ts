import { randomBytes } from 'node:crypto'
import type { EmiQueries, NewReceipt } from './emi-records-repository.ts'

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/**
 * The one EMI receipt numbering: `ER-` and 10 random base32 characters. Unique across tenants
 * (unique index; collisions are astronomically rare), which is why a loan payment's per-tenant
 * `PR/` number cannot be stored here (docs/decisions/payment-receipts-and-installments.md).
 */
function emiReceiptNumber(): string {
  return `ER-${Array.from(randomBytes(10), (b) => ALPHABET[b % ALPHABET.length]).join('')}`
}

/**
 * Write one immutable EMI receipt (platform-spec 3.5), numbered here, inside the caller's
 * transaction; answers its number. A loan payment's receipt is not what the borrower sees (core
 * `borrowerReceipt` shows the loan payment's `PR/` number instead).
 */
export async function issueEmiReceipt(q: EmiQueries, receipt: Omit<NewReceipt, 'receiptNo'>): Promise<string> {
  const receiptNo = emiReceiptNumber()
  await q.insertReceipt({ ...receipt, receiptNo })
  return receiptNo
}
