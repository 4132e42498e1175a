import { type Paise, escapeHtml as escape, formatPaise } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { valuationsRepository } from './valuations-repository.ts'

/** One recorded payment, as the receipt and the borrower's notification describe it. */
export type PaymentReceipt = {
  receiptNo: string
  customerId: string
  valuationId: string
  emiId: string
  amountPaise: Paise
}

/**
 * Tell the borrower a payment was recorded: an in-app Notification row (the portal's push) and an
 * email when the customer has one, queued (the `mail` job, keyed by the receipt, sends it once with
 * retries). Best-effort: each part's failure is logged and swallowed.
 */
export async function notifyEmiPayment(ctx: AppContext, tenantId: string, receipt: PaymentReceipt) {
  const valuations = valuationsRepository(ctx, tenantId)
  const customer = await valuations.customerContact(receipt.customerId)
  const tenantName = await valuations.tenantName()
  if (!customer) return
  const title = 'Payment received'
  const body = `We received your payment of ${formatPaise(receipt.amountPaise)}. Receipt ${receipt.receiptNo}.`
  try {
    await valuations.notify({
      customerId: receipt.customerId,
      title,
      body,
      link: `/loans/${receipt.valuationId}`,
      createdAt: ctx.now(),
    })
  } catch (err) {
    ctx.log.warn({ err }, 'EMI payment notification row failed')
  }
  if (!customer.email) return
  const shop = tenantName ?? 'your gold loan branch'
  try {
    await ctx.jobs.enqueue('mail', `emi-payment:${tenantId}:${receipt.receiptNo}`, {
      to: [customer.email],
      subject: `Payment received - receipt ${receipt.receiptNo}`,
      text: `Dear ${customer.name},\n\n${body}\n\nThank you,\n${shop}`,
      html: `<p>Dear ${escape(customer.name)},</p><p>${escape(body)}</p><p>Thank you,<br>${escape(shop)}</p>`,
    })
  } catch (err) {
    ctx.log.warn({ err }, 'EMI payment email could not be queued')
  }
}
