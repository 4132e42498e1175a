import { escapeHtml as escape, formatPaise, type Paise } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { shopRepository } from '../shop/shop-repository.ts'
import { recipientsRepository } from './recipients-repository.ts'

export type PaymentReceived = {
  customerId: string
  receiptNumber: string
  amountPaise: Paise
  /** Where the portal's notification opens. */
  link: string
  /** The `mail` job's key: the same payment queues its email once. */
  mailKey: string
}

/**
 * Tell the borrower a payment was recorded, a loan payment or an EMI payment alike (platform-spec
 * 3.5's push and email): an in-app notification, and an email when they have an address, queued.
 * Best-effort: each part's failure is logged and swallowed, the payment stands.
 */
export async function notifyPaymentReceived(ctx: AppContext, tenantId: string, payment: PaymentReceived) {
  const customer = await recipientsRepository(ctx, tenantId).customerContact(payment.customerId)
  if (!customer) return
  const title = 'Payment received'
  const body = `We received your payment of ${formatPaise(payment.amountPaise)}. Receipt ${payment.receiptNumber}.`
  try {
    await recipientsRepository(ctx, tenantId).notify({
      customerId: payment.customerId,
      title,
      body,
      link: payment.link,
      createdAt: ctx.now(),
    })
  } catch (err) {
    ctx.log.warn({ err }, 'payment notification row failed')
  }
  if (!customer.email) return
  const shop = (await shopRepository(ctx, tenantId).shopName()) ?? 'your gold loan branch'
  try {
    await ctx.jobs.enqueue('mail', payment.mailKey, {
      to: [customer.email],
      subject: `${title} - receipt ${payment.receiptNumber}`,
      text: `Dear ${customer.name},\n\n${body}\n\nThank you,\n${shop}`,
      html: `<p>Dear ${escape(customer.name)},</p><p>${escape(body)}</p><p>Thank you,<br>${escape(shop)}</p>`,
    })
  } catch (err) {
    ctx.log.warn({ err }, 'payment email could not be queued')
  }
}
