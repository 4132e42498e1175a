import type { TicketPrincipal } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { ticketReads, ticketsRepository } from './tickets-repository.ts'

/**
 * Platform module (listed in the Prisma rule, apps/api/eslint.config.js): the reads that find a
 * principal's tickets. A super admin's desk is every tenant's TENANT_TO_PLATFORM tickets, so it
 * reads on the unscoped client (still narrowed by the visibility table); every other principal
 * reads through its own tenant's repository.
 */
export function ticketReadsFor(ctx: AppContext, principal: TicketPrincipal) {
  return principal.kind === 'superadmin'
    ? ticketReads(ctx.db.prisma, ctx.db.sql)
    : ticketsRepository(ctx, principal.tenantId)
}
