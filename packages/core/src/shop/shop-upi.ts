import { isRecord } from '../shared/is-record.ts'
import { checkedBody } from '../shared/request-body.ts'
import { shopErrors } from './shop-errors.ts'

/** What the UPI form sends: blank UPI ID turns UPI QR codes off. */
export type ShopUpiBody = { upiId?: string | null; payeeName?: string | null; refuseDuplicateUtr?: boolean }
export type ShopUpiSettings = { upiId: string | null; payeeName: string | null; refuseDuplicateUtr: boolean }

/**
 * A UPI virtual payment address as NPCI issues them: a handle of letters, digits, dots, hyphens
 * and underscores, `@`, and the payment provider's handle (okaxis, ybl, paytm, icici...).
 */
const VPA = /^[a-z0-9._-]{2,256}@[a-z][a-z0-9.-]{1,63}$/
/**
 * What a UPI app prints as "Paying <name>": letters of any script, digits and a little punctuation,
 * no markup. A shop named in Devanagari or Tamil needs its vowel signs and viramas (combining marks,
 * \p{M}) and the joiners some keyboards put in conjuncts (issue 28); 50 characters as typed.
 */
const PAYEE = /^(?:[\p{L}\p{M}\p{N} .&'-]|\u200C|\u200D){1,50}$/u

const text = (v: unknown) => (typeof v === 'string' ? v.trim() || null : null)

/** The problem of each field, with the API's messages, for the form as the user types. */
export function shopUpiProblems(raw: unknown): Partial<Record<'upiId' | 'payeeName', string>> {
  try {
    parseShopUpi(raw)
    return {}
  } catch (e) {
    const message = (e as Error).message
    return message === shopErrors.table.upiIdInvalid.message ? { upiId: message } : { payeeName: message }
  }
}

/** The settings to store: the UPI ID lowercased (handles are case-insensitive), the payee name as typed. */
export function parseShopUpi(raw: unknown): ShopUpiSettings {
  const body = isRecord(raw) ? raw : {}
  const upiId = text(body.upiId)?.toLowerCase() ?? null
  const payeeName = text(body.payeeName)?.replace(/\s+/g, ' ') ?? null
  const refuseDuplicateUtr = body.refuseDuplicateUtr === true
  if (upiId !== null && !VPA.test(upiId)) throw shopErrors.error('upiIdInvalid')
  if (upiId !== null && payeeName === null) throw shopErrors.error('payeeNameRequired')
  if (payeeName !== null && !PAYEE.test(payeeName)) throw shopErrors.error('payeeNameInvalid')
  return { upiId, payeeName, refuseDuplicateUtr }
}

/**
 * The UPI deep link a QR code carries (NPCI's "UPI linking specification"): payee address and name,
 * the amount in rupees with paise, the loan number as the note the shop sees beside the credit, INR.
 * Every UPI app opens it with the amount filled in.
 */
export function upiPayUri(p: { upiId: string; payeeName: string; amountPaise: number; note: string }): string {
  const rupees = `${Math.floor(p.amountPaise / 100)}.${String(p.amountPaise % 100).padStart(2, '0')}`
  // The address goes as stored: its characters need no escaping, and some UPI apps read `%40` literally.
  const params = [
    ['pn', p.payeeName],
    ['am', rupees],
    ['tn', p.note],
    ['cu', 'INR'],
  ]
  return `upi://pay?pa=${p.upiId}&${params.map(([k, v]) => `${k}=${encodeURIComponent(v!)}`).join('&')}`
}

export const shopUpiBody = checkedBody<ShopUpiBody>()(parseShopUpi)
