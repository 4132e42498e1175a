import { createHash, randomBytes } from 'node:crypto'
import {
  MESSAGE_MAX_ATTEMPTS,
  type PaymentLinkBody,
  assertLinkAmount,
  loanErrors,
  paymentLinkErrors,
  paymentLinkExpired,
  paymentLinkExpiry,
  paymentLinkText,
} from '@gold/core'
import { isOpen } from '../loans/loan-figures.ts'
import { loanJsonOf, loanOrThrow, todayOf } from '../loans/loan-read-service.ts'
import { loansRepository } from '../loans/loans-repository.ts'
import { attemptChannel } from '../messages/channel-attempt.ts'
import { recipientsRepository } from '../messages/recipients-repository.ts'
import type { AppContext } from '../platform/context.ts'
import { tenantLabel } from '../platform/tenants.ts'
import { paymentLinksRepository } from './payment-links-repository.ts'

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** The portal of the shop: `<slug>.` in front of the public origin's host (`http://demo.localhost:3000`). */
function portalOrigin(ctx: AppContext, slug: string) {
  const origin = new URL(ctx.config.publicOrigin)
  return `${origin.protocol}//${slug}.${origin.host}`
}

type Staff = { tenantId: string; userId: string }

/**
 * tRPC paymentLinks.send: a link to the portal's pay page for `amount` on an open loan, by SMS or
 * WhatsApp to the borrower's registered phone. The token (192 random bits) is only in the message;
 * the row keeps its SHA-256. The row is written `sending` first, then settled with what the channel
 * did: `sent` (a provider accepted it), `outbox` (no provider is set up: nobody received it) or
 * `failed` (the provider refused or could not be reached; not retried: staff send a new link).
 */
export async function sendPaymentLink(ctx: AppContext, staff: Staff, loanId: string, input: PaymentLinkBody) {
  const q = loansRepository(ctx, staff.tenantId)
  const loan = await loanOrThrow(q, loanId)
  if (!isOpen(loan)) throw paymentLinkErrors.error('loanNotOpen')
  const json = await loanJsonOf(q, loan, todayOf(ctx))
  assertLinkAmount(input.amount, json.outstanding.total)
  const [contact, shop] = await Promise.all([
    recipientsRepository(ctx, staff.tenantId).customerContact(loan.customerId),
    tenantLabel(ctx, staff.tenantId),
  ])
  if (!contact || !shop) throw loanErrors.error('loanNotFound')
  const token = randomBytes(24).toString('base64url')
  const { expiresOn, expiresAt } = paymentLinkExpiry(ctx.now(), input.expiresInDays)
  const links = paymentLinksRepository(ctx, staff.tenantId)
  const link = await links.insert({
    loanId: loan.id,
    customerId: loan.customerId,
    amount: input.amount,
    expiresAt,
    tokenHash: hashLinkToken(token),
    channel: input.channel,
    recipient: contact.phone,
    createdById: staff.userId,
  })
  const url = `${portalOrigin(ctx, shop.slug)}/pay-link/${token}`
  const text = paymentLinkText({
    shopName: shop.name,
    loanNumber: loan.loanNumber,
    amountPaise: input.amount,
    url,
    expiresOn,
  })
  const outcome = await attemptChannel(ctx, {
    channel: input.channel,
    to: { phone: contact.phone, email: null },
    rendered: { language: 'en', subject: '', text, email: text },
    attachment: null,
    attempt: MESSAGE_MAX_ATTEMPTS,
    key: link.id,
    sms: { tenantId: staff.tenantId, kind: 'paymentLink' },
  })
  const delivery = { status: outcome.status, error: outcome.error, providerAnswer: outcome.providerAnswer }
  await links.settle(link.id, delivery)
  return { ...(await linkJson(links, { ...link, ...delivery }, ctx.now())) }
}

type LinkRow = Awaited<ReturnType<ReturnType<typeof paymentLinksRepository>['ofLoan']>>[number]

async function linkJson(
  links: ReturnType<typeof paymentLinksRepository>,
  link: LinkRow & { providerAnswer?: string | null },
  now: Date,
) {
  const names = await links.staffNames([link.createdById])
  return shape(link, names, now)
}

function shape(link: LinkRow, names: Map<string, string>, now: Date) {
  return {
    id: link.id,
    amount: link.amount,
    channel: link.channel,
    recipient: link.recipient,
    status: link.status,
    error: link.error,
    expiresAt: link.expiresAt,
    expired: paymentLinkExpired(link.expiresAt, now),
    openedAt: link.openedAt,
    createdAt: link.createdAt,
    createdBy: names.get(link.createdById) ?? null,
  }
}

/** tRPC paymentLinks.list: the loan's links, newest first, each with its delivery and whether it has expired. */
export async function listPaymentLinks(ctx: AppContext, tenantId: string, loanId: string) {
  await loanOrThrow(loansRepository(ctx, tenantId), loanId)
  const links = paymentLinksRepository(ctx, tenantId)
  const rows = await links.ofLoan(loanId)
  const names = await links.staffNames(rows.map((r) => r.createdById))
  const now = ctx.now()
  return rows.map((r) => shape(r, names, now))
}
