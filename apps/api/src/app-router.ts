import { authRouter } from './auth/auth-router.ts'
import { billingRouter } from './billing/billing-router.ts'
import { customersRouter } from './customers/customers-router.ts'
import { intakeRouter } from './intake/intake-router.ts'
import { loansRouter } from './loans/loans-router.ts'
import { portalRouter } from './portal/portal-router.ts'
import { reportsRouter } from './reports/reports-router.ts'
import { ticketsRouter } from './tickets/tickets-router.ts'
import { banksRouter } from './banks/banks-router.ts'
import { valuationsRouter } from './valuations/valuations-router.ts'
import { router } from './trpc/trpc.ts'

/** One router per domain; the apps import only `type AppRouter`. */
export const appRouter = router({
  auth: authRouter,
  billing: billingRouter,
  customers: customersRouter,
  intake: intakeRouter,
  loans: loansRouter,
  portal: portalRouter,
  reports: reportsRouter,
  tickets: ticketsRouter,
  valuations: valuationsRouter,
  banks: banksRouter,
})

export type AppRouter = typeof appRouter
