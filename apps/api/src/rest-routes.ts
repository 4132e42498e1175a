import { Router } from 'express'
import { auditRestRoutes } from './audit/audit-rest.ts'
import { custodyRestRoutes } from './custody/custody-rest.ts'
import { authRestRoutes } from './auth/auth-rest.ts'
import { banksRestRoutes } from './banks/banks-rest.ts'
import { billingRestRoutes } from './billing/billing-rest.ts'
import { bookReadsRestRoutes } from './books/book-reads-rest.ts'
import { booksExportRestRoutes } from './books/books-export-rest.ts'
import { booksRestRoutes } from './books/books-rest.ts'
import type { AppContext } from './platform/context.ts'
import { cronRestRoutes } from './cron/cron-rest.ts'
import { customersRestRoutes } from './customers/customers-rest.ts'
import { goldRatesRestRoutes } from './gold-rates/gold-rates-rest.ts'
import { intakeRestRoutes } from './intake/intake-rest.ts'
import { loanDocumentsRestRoutes } from './loans/loan-documents-rest.ts'
import { correctionsRestRoutes } from './corrections/corrections-rest.ts'
import { loansRestRoutes } from './loans/loans-rest.ts'
import { portalRestRoutes } from './portal/portal-rest.ts'
import { reportsRestRoutes } from './reports/reports-rest.ts'
import { canReadTicketFile } from './tickets/ticket-access.ts'
import { ticketsRestRoutes } from './tickets/tickets-rest.ts'
import { uploadsRestRoutes } from './uploads/uploads-rest.ts'
import { valuationsRestRoutes } from './valuations/valuations-rest.ts'
import { webhookRestRoutes } from './webhook/webhook-rest.ts'
import { gatewayRestRoutes } from './gateway/gateway-rest.ts'

/** Every REST router of the spec, mounted under /api. One line per domain. */
export function apiRoutes(ctx: AppContext) {
  const api = Router()
  api.use(authRestRoutes(ctx))
  api.use(valuationsRestRoutes(ctx))
  api.use(banksRestRoutes(ctx))
  api.use(goldRatesRestRoutes(ctx))
  api.use(billingRestRoutes(ctx))
  api.use(webhookRestRoutes(ctx))
  api.use(gatewayRestRoutes(ctx))
  api.use(cronRestRoutes(ctx))
  api.use(ticketsRestRoutes(ctx))
  api.use(customersRestRoutes(ctx))
  api.use(intakeRestRoutes(ctx))
  api.use(loansRestRoutes(ctx))
  api.use(loanDocumentsRestRoutes(ctx))
  api.use(correctionsRestRoutes(ctx))
  api.use(reportsRestRoutes(ctx))
  api.use(booksRestRoutes(ctx))
  api.use(booksExportRestRoutes(ctx))
  api.use(bookReadsRestRoutes(ctx))
  // A file linked to a ticket is readable by whoever may read it in that ticket's thread.
  api.use(uploadsRestRoutes(ctx, { canReadTicketFile }))
  api.use(portalRestRoutes(ctx))
  api.use(auditRestRoutes(ctx))
  api.use(custodyRestRoutes(ctx))
  return api
}
