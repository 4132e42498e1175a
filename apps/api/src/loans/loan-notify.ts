import { escapeHtml as escape, formatPaise } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { loansRepository } from './loans-repository.ts'

/**
 * Tell the borrower a loan payment was recorded (platform-spec 3.5's push and email, as an EMI
 * payment does): an in-app notification and an email when they have an address, queued (the
 * `mail` job, keyed by the receipt number). Best-effort: each part's failure is logged and swallowed.
 */
export async function notifyLoanPayment(
  ctx: AppContext,
  tenantId: string,
  payment: { customerId: string; loanId: string; receiptNumber: string; amount: number },
) {
  const q = loansRepository(ctx, tenantId)
  const customer = await q.customerContact(payment.customerId)
  if (!customer) return
  const body = `We received your payment of ${formatPaise(payment.amount)}. Receipt ${payment.receiptNumber}.`
  try {
    await q.notify({
      customerId: payment.customerId,
      title: 'Payment received',
      body,
      link: `/loans/${payment.loanId}`,
      createdAt: ctx.now(),
    })
  } catch (err) {
    ctx.log.warn({ err }, 'loan payment notification row failed')
  }
  if (!customer.email) return
  const shop = (await q.tenantName()) ?? 'your gold loan branch'
  try {
    await ctx.jobs.enqueue('mail', `loan-payment:${tenantId}:${payment.receiptNumber}`, {
      to: [customer.email],
      subject: `Payment received - receipt ${payment.receiptNumber}`,
      text: `Dear ${customer.name},\n\n${body}\n\nThank you,\n${shop}`,
      html: `<p>Dear ${escape(customer.name)},</p><p>${escape(body)}</p><p>Thank you,<br>${escape(shop)}</p>`,
    })
  } catch (err) {
    ctx.log.warn({ err }, 'loan payment email could not be queued')
  }
}
