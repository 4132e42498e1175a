import { type IsoDate, addDays, endOfIstDay, formatIsoDate, isoDateOf } from '../shared/india-calendar.ts'
import { formatRupeeFigure } from '../shared/money.ts'
import { isRecord } from '../shared/is-record.ts'
import { checkedBody } from '../shared/request-body.ts'
import { paymentLinkErrors } from './payment-links-errors.ts'

export const PAYMENT_LINK_CHANNELS = ['sms', 'whatsapp'] as const
export type PaymentLinkChannel = (typeof PAYMENT_LINK_CHANNELS)[number]
export const PAYMENT_LINK_MAX_DAYS = 30
export const PAYMENT_LINK_MIN_PAISE = 100

/** What the staff form sends: the amount in paise, the channel, and how many days the link lives. */
export type PaymentLinkBody = { amount: number; channel: PaymentLinkChannel; expiresInDays: number }

/** The body checked in form order (amount, channel, expiry); the amount against the loan is the service's. */
export function parsePaymentLink(raw: unknown): PaymentLinkBody {
  const body = isRecord(raw) ? raw : {}
  const { amount, channel, expiresInDays } = body
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < PAYMENT_LINK_MIN_PAISE)
    throw paymentLinkErrors.error('amountInvalid')
  if (!PAYMENT_LINK_CHANNELS.includes(channel as PaymentLinkChannel)) throw paymentLinkErrors.error('channelInvalid')
  if (
    typeof expiresInDays !== 'number' ||
    !Number.isInteger(expiresInDays) ||
    expiresInDays < 1 ||
    expiresInDays > PAYMENT_LINK_MAX_DAYS
  )
    throw paymentLinkErrors.error('expiryInvalid')
  return { amount, channel: channel as PaymentLinkChannel, expiresInDays }
}

export const paymentLinkInput = checkedBody<PaymentLinkBody>()(parsePaymentLink)

/** 400 when the link asks for more than closes the loan today. */
export function assertLinkAmount(amount: number, toClosePaise: number) {
  if (amount > toClosePaise)
    throw paymentLinkErrors.error('amountAboveClose', {
      message: `Amount is more than the amount to close this loan (${formatRupeeFigure(toClosePaise)}).`,
    })
}

/** A link sent today for N days lives to the end of the India day N days on (a borrower reads dates, not hours). */
export function paymentLinkExpiry(now: Date, days: number): { expiresOn: IsoDate; expiresAt: Date } {
  const expiresOn = addDays(isoDateOf(now), days)
  return { expiresOn, expiresAt: endOfIstDay(expiresOn) }
}

/** A link is live until its expiry instant; exactly at it, it has expired. */
export const paymentLinkExpired = (expiresAt: Date, now: Date) => now.getTime() >= expiresAt.getTime()

/** The text the borrower gets: who asks, how much, for which loan, the link and until when (an India date). */
export function paymentLinkText(m: {
  shopName: string
  loanNumber: string
  amountPaise: number
  url: string
  expiresOn: string
}): string {
  return (
    `${m.shopName}: pay ${formatRupeeFigure(m.amountPaise)} on your gold loan ${m.loanNumber} at ${m.url} ` +
    `(valid until ${formatIsoDate(m.expiresOn)}). The link opens your borrower portal; never share your sign-in code.`
  )
}
