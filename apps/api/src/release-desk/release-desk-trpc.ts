import { releaseDeskSettingsBody, slotBody } from '@gold/core'
import { z } from 'zod'
import { customerProcedure, permittedProcedure, publicProcedure, router } from '../trpc/trpc.ts'
import { releaseDesk } from './release-desk-service.ts'
import { releaseDeskSettings, updateReleaseDeskSettings } from './release-desk-settings-service.ts'
import { bookByLink, bookingLinkLanding } from './release-link-service.ts'
import { sendCollectReminder } from './release-reminders-job.ts'
import { bookReleaseSlot, markSlotMissed, releaseSlots } from './release-slot-service.ts'
import { portalReleaseBooking } from './release-portal-service.ts'

const id = z.string().max(100)
const linkInput = z.object({ tenant: z.string().max(100), token: z.string().max(200) })

/** Issue 28: the release desk (staff), the borrower's booking on the portal, and the SMS booking link. */
export const releaseDeskRouter = router({
  list: permittedProcedure('loans.read').query(({ ctx }) => releaseDesk(ctx.app, ctx.principal.tenantId)),
  slots: permittedProcedure('loans.read').query(({ ctx }) => releaseSlots(ctx.app, ctx.principal.tenantId)),
  /** Staff book or rebook a slot for the borrower (who asked at the counter or by phone). */
  book: permittedProcedure('loans.release')
    .input(z.object({ loanId: id, slot: slotBody }))
    .mutation(({ ctx, input }) =>
      bookReleaseSlot(ctx.app, ctx.principal.tenantId, input.loanId, input.slot, {
        via: 'staff',
        byId: ctx.principal.userId,
      }),
    ),
  markMissed: permittedProcedure('loans.release')
    .input(z.object({ bookingId: id }))
    .mutation(({ ctx, input }) => markSlotMissed(ctx.app, ctx.principal, input.bookingId)),
  /** "Collect your gold" again, now (the daily job sends the first one). */
  remind: permittedProcedure('loans.release')
    .input(z.object({ loanId: id }))
    .mutation(({ ctx, input }) =>
      sendCollectReminder(
        ctx.app,
        ctx.principal.tenantId,
        input.loanId,
        `collect:${input.loanId}:${ctx.app.now().getTime()}`,
      ),
    ),
  settings: permittedProcedure('loans.read').query(({ ctx }) => releaseDeskSettings(ctx.app, ctx.principal.tenantId)),
  updateSettings: permittedProcedure('loans.settings')
    .input(releaseDeskSettingsBody)
    .mutation(({ ctx, input }) => updateReleaseDeskSettings(ctx.app, ctx.principal.tenantId, input)),

  /** The signed-in borrower's closed loan: its booking and the open slots. */
  mine: customerProcedure
    .input(z.object({ loanId: id }))
    .query(({ ctx, input }) => portalReleaseBooking(ctx.app, ctx.principal, input.loanId)),
  bookMine: customerProcedure.input(z.object({ loanId: id, slot: slotBody })).mutation(async ({ ctx, input }) => {
    const b = await bookReleaseSlot(ctx.app, ctx.principal.tenantId, input.loanId, input.slot, {
      via: 'portal',
      byId: null,
      customerId: ctx.principal.customerId,
    })
    return { date: b.slotDate, time: b.slotTime }
  }),

  /** The SMS link (no sign-in): what it books, and booking through it. */
  link: publicProcedure.input(linkInput).query(({ ctx, input }) => bookingLinkLanding(ctx.app, input)),
  bookByLink: publicProcedure
    .input(linkInput.extend({ slot: slotBody }))
    .mutation(({ ctx, input }) => bookByLink(ctx.app, input)),
})
