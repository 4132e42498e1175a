import base from '@gold/eslint-config'
import { prismaOnlyIn } from '@gold/eslint-config/prisma'

/**
 * THE list of modules outside `*-repository.ts` files that may use Prisma (the Prisma rule,
 * tooling/eslint/prisma.js). Tests are outside the rule: they read what was stored.
 */
const prismaAllowed = [
  // Platform modules: they work across tenants by design (rate limits, tenant lookup by slug, the
  // seeds, the cron jobs that walk every tenant), so they stay.
  'src/platform/rate-limit.ts',
  'src/platform/tenants.ts',
  'src/seed.ts',
  'src/banks/valuation-seed.ts',
  'src/billing/catalog-seed.ts',
  'src/cron/billing-reconcile-service.ts',
  'src/cron/emi-reminders-job.ts',
  // Today's offenders, to move into their domain's repository (issue 14 item 2); the list only shrinks.
  'src/auth/auth-router.ts',
  'src/auth/identity-admin.ts',
  'src/auth/login-service.ts',
  'src/auth/otp-service.ts',
  'src/auth/portal-login-service.ts',
  'src/auth/session-service.ts',
  'src/banks/bank-service.ts',
  'src/billing/catalog-service.ts',
  'src/billing/checkout-service.ts',
  'src/billing/coupon-service.ts',
  'src/billing/document-download.ts',
  'src/billing/document-service.ts',
  'src/billing/entitlement-service.ts',
  'src/billing/purchase-service.ts',
  'src/billing/quote-service.ts',
  'src/billing/receipt-mail.ts',
  'src/billing/refund-service.ts',
  'src/billing/settings-service.ts',
  'src/billing/settlement-service.ts',
  'src/billing/subscription-service.ts',
  'src/billing/verify-service.ts',
  'src/cli/valuations-commands.ts',
  'src/customers/customer-aadhaar.ts',
  'src/customers/customer-list-json.ts',
  'src/customers/customer-search.ts',
  'src/customers/customer-service.ts',
  'src/customers/customer-status-service.ts',
  'src/customers/intake-link-service.ts',
  'src/gold-rates/gold-rate-service.ts',
  'src/intake/intake-service.ts',
  'src/portal/portal-service.ts',
  'src/tickets/ticket-access.ts',
  'src/tickets/ticket-json.ts',
  'src/tickets/ticket-message-service.ts',
  'src/tickets/ticket-notify.ts',
  'src/tickets/ticket-service.ts',
  'src/tickets/ticket-unread.ts',
  'src/uploads/upload-service.ts',
  'src/valuations/communication-template-service.ts',
  'src/valuations/emi-due-service.ts',
  'src/valuations/emi-notify.ts',
  'src/valuations/emi-service.ts',
  'src/valuations/valuation-create-input.ts',
  'src/valuations/valuation-create-service.ts',
  'src/valuations/valuation-document.ts',
  'src/valuations/valuation-email.ts',
  'src/valuations/valuation-read-service.ts',
  'src/valuations/valuation-send-service.ts',
  'src/webhook/webhook-payments.ts',
  'src/webhook/webhook-refunds.ts',
  'src/webhook/webhook-retention.ts',
  'src/webhook/webhook-service.ts',
]

export default [
  ...base,
  ...prismaOnlyIn({ files: ['src/**/*.ts'], allowed: ['src/**/*-repository.ts', ...prismaAllowed] }),
  /** The reliability suite reads TEST_DATABASE_URL and spawns servers with their own environment, like test/. */
  { files: ['test-reliability/**'], rules: { 'no-restricted-properties': 'off' } },
]
