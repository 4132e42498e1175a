import { approvalOperations } from './approval-operations.ts'
import { approvalsRouter } from './approvals/approvals-trpc.ts'
import { auditRouter } from './audit/audit-trpc.ts'
import { custodyRouter } from './custody/custody-trpc.ts'
import { authRouter } from './auth/auth-trpc.ts'
import { usersRouter } from './auth/users-trpc.ts'
import { securityRouter } from './auth/security-trpc.ts'
import { billingRouter } from './billing/billing-trpc.ts'
import { booksRouter } from './books/books-trpc.ts'
import { correctionsRouter } from './corrections/corrections-trpc.ts'
import { customersRouter } from './customers/customers-trpc.ts'
import { goldRatesRouter } from './gold-rates/gold-rates-trpc.ts'
import { intakeRouter } from './intake/intake-trpc.ts'
import { loansRouter } from './loans/loans-trpc.ts'
import { messagesRouter } from './messages/messages-trpc.ts'
import { paymentLinksRouter } from './payment-links/payment-links-trpc.ts'
import { platformConsoleRouter } from './platform-console/platform-console-trpc.ts'
import { portalRouter } from './portal/portal-trpc.ts'
import { gatewayRouter } from './gateway/gateway-trpc.ts'
import { reportsRouter } from './reports/reports-trpc.ts'
import { rolesRouter } from './roles/roles-trpc.ts'
import { shopRouter } from './shop/shop-trpc.ts'
import { ticketsRouter } from './tickets/tickets-trpc.ts'
import { banksRouter } from './banks/banks-trpc.ts'
import { valuationsRouter } from './valuations/valuations-trpc.ts'
import { vaultAuditsRouter } from './vault-audit/vault-audit-trpc.ts'
import { router } from './trpc/trpc.ts'
import { releaseDeskRouter } from './release-desk/release-desk-trpc.ts'

/** One router per domain; the apps import only `type AppRouter`. */
export const appRouter = router({
  auth: authRouter,
  billing: billingRouter,
  books: booksRouter,
  corrections: correctionsRouter,
  customers: customersRouter,
  goldRates: goldRatesRouter,
  intake: intakeRouter,
  loans: loansRouter,
  messages: messagesRouter,
  paymentLinks: paymentLinksRouter,
  platform: platformConsoleRouter,
  portal: portalRouter,
  gateway: gatewayRouter,
  reports: reportsRouter,
  shop: shopRouter,
  tickets: ticketsRouter,
  valuations: valuationsRouter,
  banks: banksRouter,
  users: usersRouter,
  approvals: approvalsRouter(approvalOperations),
  roles: rolesRouter,
  audit: auditRouter,
  custody: custodyRouter,
  security: securityRouter,
  vaultAudits: vaultAuditsRouter,
  releaseDesk: releaseDeskRouter,
})

export type AppRouter = typeof appRouter
