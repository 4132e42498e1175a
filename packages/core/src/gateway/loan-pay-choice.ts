import { isRecord } from '../shared/is-record.ts'
import { checkedBody } from '../shared/request-body.ts'
import { formatPaise } from '../shared/indian-format.ts'
import { gatewayErrors } from './gateway-errors.ts'

/** What the borrower pays from the portal: the next due, an amount of their choosing, or the whole loan. */
export const PAY_CHOICES = ['nextDue', 'amount', 'close'] as const
export type PayChoice = (typeof PAY_CHOICES)[number]

export type LoanPayBody = { loanId: string; choice: PayChoice; amount?: number | null }
export type LoanPayInput = { loanId: string; choice: PayChoice; amount: number | null }

/** The smallest online payment: the gateway takes nothing below ₹1. */
export const MIN_ONLINE_PAYMENT_PAISE = 100

export function parseLoanPay(raw: unknown): LoanPayInput {
  const body = isRecord(raw) ? raw : {}
  const loanId = typeof body.loanId === 'string' ? body.loanId.trim() : ''
  const choice = body.choice
  if (typeof choice !== 'string' || !(PAY_CHOICES as readonly string[]).includes(choice))
    throw gatewayErrors.error('invalidChoice')
  const amount = typeof body.amount === 'number' ? body.amount : null
  return { loanId, choice: choice as PayChoice, amount }
}

export const payAmountRangeError = (totalPaise: number) =>
  gatewayErrors.error('amountOutOfRange', {
    message: `Pay from ₹1 up to the amount to close the loan (${formatPaise(totalPaise)}).`,
  })

/**
 * The amount of an online payment from the loan's figures today: the next due (never more than
 * what closes the loan), the amount asked (₹1 up to the amount to close, whole paise), or the
 * amount to close.
 */
export function payAmountOf(
  input: Pick<LoanPayInput, 'choice' | 'amount'>,
  figures: { toClose: number; nextDue: number | null },
): number {
  if (figures.toClose < MIN_ONLINE_PAYMENT_PAISE) throw gatewayErrors.error('loanNotPayable')
  if (input.choice === 'close') return figures.toClose
  if (input.choice === 'nextDue') {
    if (figures.nextDue === null || figures.nextDue <= 0) throw gatewayErrors.error('nothingDue')
    return Math.max(MIN_ONLINE_PAYMENT_PAISE, Math.min(figures.nextDue, figures.toClose))
  }
  const amount = input.amount
  if (amount === null || !Number.isSafeInteger(amount) || amount < MIN_ONLINE_PAYMENT_PAISE || amount > figures.toClose)
    throw payAmountRangeError(figures.toClose)
  return amount
}

export const loanPayInput = checkedBody<LoanPayBody>()(parseLoanPay)
