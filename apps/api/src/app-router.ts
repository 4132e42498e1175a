import { authRouter } from './auth/auth-router.ts'
import { usersRouter } from './auth/users-router.ts'
import { billingRouter } from './billing/billing-router.ts'
import { customersRouter } from './customers/customers-router.ts'
import { goldRatesRouter } from './gold-rates/gold-rates-router.ts'
import { intakeRouter } from './intake/intake-router.ts'
import { loansRouter } from './loans/loans-router.ts'
import { messagesRouter } from './messages/messages-router.ts'
import { platformConsoleRouter } from './platform-console/platform-console-router.ts'
import { portalRouter } from './portal/portal-router.ts'
import { reportsRouter } from './reports/reports-router.ts'
import { shopRouter } from './shop/shop-router.ts'
import { ticketsRouter } from './tickets/tickets-router.ts'
import { banksRouter } from './banks/banks-router.ts'
import { valuationsRouter } from './valuations/valuations-router.ts'
import { router } from './trpc/trpc.ts'

/** One router per domain; the apps import only `type AppRouter`. */
export const appRouter = router({
  auth: authRouter,
  billing: billingRouter,
  customers: customersRouter,
  goldRates: goldRatesRouter,
  intake: intakeRouter,
  loans: loansRouter,
  messages: messagesRouter,
  platform: platformConsoleRouter,
  portal: portalRouter,
  reports: reportsRouter,
  shop: shopRouter,
  tickets: ticketsRouter,
  valuations: valuationsRouter,
  banks: banksRouter,
  users: usersRouter,
})

export type AppRouter = typeof appRouter
