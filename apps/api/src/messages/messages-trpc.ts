import { messageLogQuery, smsSettingsBody } from '@gold/core'
import { router, permittedProcedure } from '../trpc/trpc.ts'
import { messageLog } from './message-log-service.ts'
import { getSmsSettings, updateSmsSettings } from './sms-dlt-service.ts'

/**
 * The staff app's message log. Any staff member: the clerks at the counter are the ones who call a
 * borrower a message did not reach (as the Shortfall card is theirs).
 */
export const messagesRouter = router({
  /** `{items, nextCursor}`: the shop's messages, or one borrower's (`customerId`), newest first, by channel and status. */
  list: permittedProcedure('customers.read')
    .input(messageLogQuery.optional())
    .query(({ ctx, input }) => messageLog(ctx.app, ctx.principal.tenantId, input ?? {})),
  /** The shop's SMS under TRAI's DLT rules (Settings › SMS): header, entity id, a template id per kind. */
  smsSettings: permittedProcedure('shop.read').query(({ ctx }) => getSmsSettings(ctx.app, ctx.principal.tenantId)),
  updateSmsSettings: permittedProcedure('shop.settings')
    .input(smsSettingsBody)
    .mutation(({ ctx, input }) => updateSmsSettings(ctx.app, ctx.principal.tenantId, input)),
})
