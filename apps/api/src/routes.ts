import { Router } from 'express'
import { authRoutes } from './auth/auth-routes.ts'
import { banksRoutes } from './banks/banks-routes.ts'
import { billingRoutes } from './billing/billing-routes.ts'
import type { AppContext } from './platform/context.ts'
import { cronRoutes } from './cron/cron-routes.ts'
import { customersRoutes } from './customers/customers-routes.ts'
import { goldRatesRoutes } from './gold-rates/gold-rates-routes.ts'
import { intakeRoutes } from './intake/intake-routes.ts'
import { loanDocumentsRoutes } from './loans/loan-documents-routes.ts'
import { loansRoutes } from './loans/loans-routes.ts'
import { portalRoutes } from './portal/portal-routes.ts'
import { reportsRoutes } from './reports/reports-routes.ts'
import { canReadTicketFile } from './tickets/ticket-access.ts'
import { ticketsRoutes } from './tickets/tickets-routes.ts'
import { uploadsRoutes } from './uploads/uploads-routes.ts'
import { valuationsRoutes } from './valuations/valuations-routes.ts'
import { webhookRoutes } from './webhook/webhook-routes.ts'

/** Every REST router of the spec, mounted under /api. One line per domain. */
export function apiRoutes(ctx: AppContext) {
  const api = Router()
  api.use(authRoutes(ctx))
  api.use(valuationsRoutes(ctx))
  api.use(banksRoutes(ctx))
  api.use(goldRatesRoutes(ctx))
  api.use(billingRoutes(ctx))
  api.use(webhookRoutes(ctx))
  api.use(cronRoutes(ctx))
  api.use(ticketsRoutes(ctx))
  api.use(customersRoutes(ctx))
  api.use(intakeRoutes(ctx))
  api.use(loansRoutes(ctx))
  api.use(loanDocumentsRoutes(ctx))
  api.use(reportsRoutes(ctx))
  // A file linked to a ticket is readable by whoever may read it in that ticket's thread.
  api.use(uploadsRoutes(ctx, { canReadTicketFile }))
  api.use(portalRoutes(ctx))
  return api
}
