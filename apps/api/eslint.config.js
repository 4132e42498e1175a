import base from '@gold/eslint-config'
import { prismaOnlyIn, unscopedPrismaOnlyIn } from '@gold/eslint-config/prisma'

/**
 * THE list of platform modules: the only files besides tenant-scoped `*-repository.ts` files that
 * may use Prisma, and the only ones that may use the unscoped client (`db.prisma`); a
 * `*-repository.ts` not listed here must build on `db.forTenant(tenantId)` (the Prisma rule,
 * tooling/eslint/prisma.js). Each works across tenants by design. Tests are outside the rule: they
 * read what was stored.
 */
export const platformModules = [
  // Rate limits (keyed by address and account, before any tenant is known), tenant lookup by slug,
  // and the session lookup of every request (by token, before its tenant is known).
  'src/platform/rate-limit.ts',
  'src/platform/tenants.ts',
  'src/platform/principal-resolver.ts',
  // Seeds: the demo tenant, the plan catalog, the shared bank catalog and the demo gold rate.
  'src/seed.ts',
  'src/banks/valuation-seed.ts',
  'src/billing/catalog-seed.ts',
  // Cron jobs: the billing reconciler and the daily EMI reminders walk every tenant.
  'src/cron/billing-reconcile-service.ts',
  'src/cron/emi-reminders-job.ts',
  // The books' jobs: loans marked for opening journals, and the shops the month end and control check walk.
  'src/books/books-platform-repository.ts',
  // The operator CLI's customer status change names a customer by id alone.
  'src/customers/customers-platform-repository.ts',
  // Sign-in before a tenant is known: sessions by token, staff and super admins by email (unique
  // across the platform), and the operator's tenant and super admin commands.
  'src/auth/auth-platform-repository.ts',
  // Second factors, recovery codes and sign-in challenges: sign-in before a tenant is known (and super admins have none).
  'src/auth/two-factor-platform-repository.ts',
  // A super admin's ticket desk spans every tenant's TENANT_TO_PLATFORM tickets.
  'src/tickets/tickets-platform-repository.ts',
  // The platform's books: plans, coupons, settings, gateway orders, payments and refunds (which
  // arrive naming no tenant), document numbers across tenants, and settlement and refund transactions.
  'src/billing/billing-platform-repository.ts',
  // The super admin console's plans, coupons, tenants and purchases, and the operator's plan writes.
  'src/billing/billing-console-platform-repository.ts',
  // Shops' own gateways (issue 27): the shop a webhook URL names, and the orders the reconciler walks for every shop.
  'src/gateway/gateway-platform-repository.ts',
  // The gateway's webhook delivery log.
  'src/webhook/webhook-platform-repository.ts',
  // The operator's audit log: actions on plans, coupons, settings and tenants, read across tenants;
  // and the shops with an audit trail, which the daily chain check walks.
  'src/audit/audit-platform-repository.ts',
  // The retry job: requests left approved in every shop.
  'src/approvals/approvals-platform-repository.ts',
  // The shared bank catalog (tenantId null), written by the operator CLI and the demo seed.
  'src/banks/banks-platform-repository.ts',
  // The gold rate: one market rate for every tenant.
  'src/gold-rates/gold-rates-platform-repository.ts',
  // The release desk's daily jobs (issue 28): bookings to mark missed, late loans to accrue, reminders, in every shop.
  'src/release-desk/release-desk-platform-repository.ts',
  // The public certificate check: a certificate by its verification code, before any tenant is known.
  'src/valuations/certificates-platform-repository.ts',
]

export default [
  ...base,
  ...prismaOnlyIn({ files: ['src/**/*.ts'], allowed: ['src/**/*-repository.ts', ...platformModules] }),
  ...unscopedPrismaOnlyIn({ files: ['src/**/*-repository.ts'], allowed: platformModules }),
  /** The reliability suite reads TEST_DATABASE_URL and spawns servers with their own environment, like test/. */
  { files: ['test-reliability/**'], rules: { 'no-restricted-properties': 'off' } },
]
