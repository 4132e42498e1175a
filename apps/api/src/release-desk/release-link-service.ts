import { createHash, randomBytes } from 'node:crypto'
import { type SlotChoice, endOfIstDay, addDays, isoDateOf, releaseDeskErrors } from '@gold/core'
import { loansRepository } from '../loans/loans-repository.ts'
import type { AppContext } from '../platform/context.ts'
import { findActiveTenantBySlug } from '../platform/tenants.ts'
import { releaseDeskRepository } from './release-desk-repository.ts'
import { bookReleaseSlot, releaseSlots } from './release-slot-service.ts'

/** A booking link lives a month: long past any deadline, short enough not to linger. */
const LINK_DAYS = 30
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
const tokenOf = (raw: string) => raw.trim().slice(0, 200)

/** The shop's portal origin (`http://demo.localhost:3000`), as payment links build it. */
export function portalOrigin(ctx: AppContext, slug: string) {
  const origin = new URL(ctx.config.publicOrigin)
  return `${origin.protocol}//${slug}.${origin.host}`
}

/**
 * A link to book the release slot of a closed loan with no sign-in (the SMS "collect your gold"
 * carries it): 192 random bits, of which the row keeps only the SHA-256.
 */
export async function createBookingLink(
  ctx: AppContext,
  tenant: { id: string; slug: string },
  loan: { id: string; customerId: string },
): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  const expiresAt = endOfIstDay(addDays(isoDateOf(ctx.now()), LINK_DAYS))
  await releaseDeskRepository(ctx, tenant.id).insertLink({
    loanId: loan.id,
    customerId: loan.customerId,
    tokenHash: hashToken(token),
    expiresAt,
  })
  return `${portalOrigin(ctx, tenant.slug)}/release-link/${token}`
}

/** The link's shop and row: an unknown shop or token is 404, an expired link 400. */
async function liveLink(ctx: AppContext, input: { tenant: string; token: string }) {
  const tenant = await findActiveTenantBySlug(ctx, input.tenant.trim())
  const link = tenant && (await releaseDeskRepository(ctx, tenant.id).linkByTokenHash(hashToken(tokenOf(input.token))))
  if (!tenant || !link) throw releaseDeskErrors.error('linkInvalid')
  if (ctx.now().getTime() >= link.expiresAt.getTime()) throw releaseDeskErrors.error('linkExpired')
  return { tenantId: tenant.id, link }
}

/**
 * tRPC releaseDesk.link (no sign-in): what the token's holder may see, all of it in the SMS already
 * (the loan number and the deadline) plus the open slots and their own booking; nothing else about
 * the borrower.
 */
export async function bookingLinkLanding(ctx: AppContext, input: { tenant: string; token: string }) {
  const { tenantId, link } = await liveLink(ctx, input)
  const loan = await loansRepository(ctx, tenantId).loan(link.loanId)
  const awaiting = loan?.status === 'Closed'
  const booking = awaiting ? await releaseDeskRepository(ctx, tenantId).liveBooking(link.loanId) : null
  return {
    loanNumber: loan?.loanNumber ?? null,
    awaitingRelease: awaiting,
    releaseDueBy: loan?.releaseDueBy ?? null,
    booking: booking && { date: booking.slotDate, time: booking.slotTime },
    slots: awaiting ? await releaseSlots(ctx, tenantId) : [],
  }
}

/** tRPC releaseDesk.bookByLink: the link's loan, and only it, gets the slot. */
export async function bookByLink(ctx: AppContext, input: { tenant: string; token: string; slot: SlotChoice }) {
  const { tenantId, link } = await liveLink(ctx, input)
  const b = await bookReleaseSlot(ctx, tenantId, link.loanId, input.slot, {
    via: 'link',
    byId: null,
    customerId: link.customerId,
  })
  return { date: b.slotDate, time: b.slotTime }
}
