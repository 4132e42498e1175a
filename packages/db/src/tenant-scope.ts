import { Prisma } from './generated/prisma/client.ts'

/** Models whose every row belongs to exactly one tenant. Bank and BankBranch are not here: their
 * null tenantId is the shared catalog, read explicitly by the valuations repository. */
export const TENANT_SCOPED_MODELS = new Set<string>([
  'User',
  'Customer',
  'TimelineEvent',
  'Notification',
  'IntakeLink',
  'OtpCode',
  'EmailVerification',
  'Valuation',
  'Ornament',
  'EmiRecord',
  'EmiReceipt',
  'CommunicationTemplate',
  'Purchase',
  'Refund',
  'BillingDocument',
  'Ticket',
  'TicketMessage',
  'StoredFile',
  'CouponRedemption',
  'Loan',
  'LoanLedgerEntry',
  'LoanPayment',
  'LoanDocumentCounter',
  'LoanSettings',
  'LoanHoliday',
  'LoanAuction',
  'LoanMessage',
  'ShopProfile',
  'ShopGoldRate',
  'ReportDay',
  'LedgerAccount',
  'Journal',
  'JournalLine',
  'Counter',
  'CounterSession',
  'Voucher',
  'ClosedBooksDay',
  'BooksOpeningPending',
  'BooksMonthEnd',
  'BooksControlRun',
  'ApprovalRule',
  'ApprovalRequest',
  'ShopRole',
  'StaffRoleAssignment',
  'LoanCorrection',
  'ValuationCorrection',
  'ShopAuditEntry',
  'ShopAuditHead',
  'ShopAuditCheck',
  'CustomerCorrection',
  'ShopSecuritySettings',
  'ShopUpiSettings',
  'PaymentLink',
  'ShopGateway',
  'LoanPaymentOrder',
  'ReleaseDeskSettings',
  'ReleaseSlotBooking',
  'ReleaseBookingLink',
  'ReleaseCompensationAccrual',
  'ReleaseRecord',
  'CustodySettings',
  'VaultPlace',
  'GoldPacketCounter',
  'GoldPacket',
  'CustodyMovement',
  'CustodyChainHead',
  'CustodyMoveRequest',
  // Personal data (issue 28).
  'AadhaarVaultEntry',
  'CustomerConsent',
  'CustomerErasure',
  'ShopPrivacySettings',
  'ShopSmsSettings',
  'VaultAudit',
  'VaultAuditScan',
  'CustodyChainCheck',
])

/**
 * Every other model, with why it has no tenant of its own. With TENANT_SCOPED_MODELS this lists
 * every model of the schema: apps/api/test/tenant-isolation.test.ts fails on a model in neither,
 * so a new tenant-owned model cannot be left out of the scope by accident.
 */
export const PLATFORM_MODELS: Readonly<Record<string, string>> = {
  Tenant: 'the tenants themselves; a tenant repository reads its own row by its id',
  SuperAdmin: 'platform operators belong to no tenant',
  Session: 'found by its token before its tenant is known; a super admin session has no tenant',
  RateLimitHit: 'keyed by client address and account, before any tenant is known',
  TwoFactorCredential:
    'a staff member or a super admin (who has no tenant), read at sign-in before any tenant is known',
  RecoveryCode: 'as TwoFactorCredential: a sign-in step before any tenant is known',
  SignInChallenge: 'a sign-in between password and second factor, found by its token before any tenant is known',
  AuditEvent:
    'one log for tenants and the platform (tenantId may be null); a tenant repository writes its tenant explicitly',
  Bank: 'tenantId null is the shared catalog; tenant repositories read their own and the shared ones by name',
  BankBranch: 'as Bank: shared catalog branches have no tenant',
  GoldRate: 'one market rate for every tenant',
  Plan: 'the platform catalog',
  PlanPrice: 'the platform catalog',
  PlanFeature: 'the platform catalog',
  Coupon: "the platform catalog; its caps count every tenant's redemptions",
  PlatformSettings: 'the single platform settings row',
  DocumentCounter: 'document numbers run across tenants, per series and financial year',
  WebhookDelivery:
    "gateway deliveries arrive naming no tenant; a shop's own gateway's rows carry its tenantId (null for the platform's), written and read explicitly",
  PasswordResetToken: 'found by its token before the account is known; super admins have no tenant',
}

const WHERE_OPERATIONS = new Set([
  'findUnique',
  'findUniqueOrThrow',
  'findFirst',
  'findFirstOrThrow',
  'findMany',
  'count',
  'aggregate',
  'groupBy',
  'update',
  'updateMany',
  'updateManyAndReturn',
  'delete',
  'deleteMany',
])

/**
 * A Prisma extension that confines every query on a tenant-scoped model to one tenant: reads,
 * updates and deletes get `tenantId` added to their filter, creates get it stamped on the data.
 * Another tenant's row therefore reads as absent (the API answers 404), by construction.
 * Raw SQL is not covered: repositories that use it filter by tenant explicitly.
 */
export function tenantScope(tenantId: string) {
  return Prisma.defineExtension({
    name: 'tenant-scope',
    query: {
      $allModels: {
        async $allOperations({ model, operation, args, query }): Promise<unknown> {
          if (!TENANT_SCOPED_MODELS.has(model)) return query(args)
          const a = (args ?? {}) as { where?: object; data?: object; create?: object }
          if (WHERE_OPERATIONS.has(operation)) a.where = { ...a.where, tenantId }
          else if (operation === 'create') a.data = { ...a.data, tenantId }
          else if (operation === 'createMany' || operation === 'createManyAndReturn') {
            const rows = Array.isArray(a.data) ? (a.data as object[]) : [a.data]
            a.data = rows.map((d) => ({ ...d, tenantId }))
          } else if (operation === 'upsert') {
            a.where = { ...a.where, tenantId }
            a.create = { ...a.create, tenantId }
          }
          return query(a)
        },
      },
    },
  })
}
