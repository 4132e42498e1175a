import { paymentLinkErrors, paymentLinkExpired } from '@gold/core'
import { isOpen } from '../loans/loan-figures.ts'
import { loanJsonOf, todayOf } from '../loans/loan-read-service.ts'
import { loansRepository } from '../loans/loans-repository.ts'
import type { AppContext } from '../platform/context.ts'
import { findActiveTenantBySlug } from '../platform/tenants.ts'
import { hashLinkToken } from './payment-link-service.ts'
import { paymentLinksRepository } from './payment-links-repository.ts'

const tokenOf = (raw: string) => raw.trim().slice(0, 200)

/**
 * tRPC paymentLinks.landing (no sign-in): what the link is, before the borrower signs in. The token
 * is the secret the message carried, so its holder may see the amount, the loan number and the
 * expiry (all in the message already); nothing about the borrower. An unknown token or shop is
 * `invalid`, never an error page that tells the two apart.
 */
export async function paymentLinkLanding(ctx: AppContext, input: { tenant: string; token: string }) {
  const tenant = await findActiveTenantBySlug(ctx, input.tenant.trim())
  const link = tenant && (await paymentLinksRepository(ctx, tenant.id).byTokenHash(hashLinkToken(tokenOf(input.token))))
  if (!tenant || !link) return { status: 'invalid' as const }
  const loan = await loansRepository(ctx, tenant.id).loan(link.loanId)
  const facts = { amount: link.amount, expiresAt: link.expiresAt, loanNumber: loan?.loanNumber ?? null }
  if (paymentLinkExpired(link.expiresAt, ctx.now())) return { status: 'expired' as const, ...facts }
  return { status: 'live' as const, ...facts }
}

/**
 * tRPC paymentLinks.open (the signed-in borrower): where the pay page is for this link. 404 for an
 * unknown token, 410 once expired, 403 when the link was sent to another borrower of the shop, 400
 * when the loan is no longer open. The amount is the link's, or today's amount to close when that
 * has become less (a payment at the branch meanwhile).
 */
export async function openPaymentLink(ctx: AppContext, me: { tenantId: string; customerId: string }, token: string) {
  const links = paymentLinksRepository(ctx, me.tenantId)
  const link = await links.byTokenHash(hashLinkToken(tokenOf(token)))
  if (!link) throw paymentLinkErrors.error('linkNotFound')
  const now = ctx.now()
  if (paymentLinkExpired(link.expiresAt, now)) throw paymentLinkErrors.error('linkExpired')
  if (link.customerId !== me.customerId) throw paymentLinkErrors.error('linkForAnother')
  const q = loansRepository(ctx, me.tenantId)
  const loan = await q.loan(link.loanId)
  if (!loan || !isOpen(loan)) throw paymentLinkErrors.error('loanNotOpen')
  const toClose = (await loanJsonOf(q, loan, todayOf(ctx))).outstanding.total
  await links.markOpened(link.id, now)
  const amount = Math.min(link.amount, toClose)
  return { loanId: loan.id, amount, payPath: `/loans/${encodeURIComponent(loan.id)}/pay?amount=${amount}` }
}
