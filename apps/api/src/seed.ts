import { ACCOUNT_CODES, financialYearBegin, isoDateOf, parseShopProfile, parseShopUpi, SEED_ACTOR } from '@gold/core'
import type { Prisma } from '@gold/db'
import type { AppContext } from './platform/context.ts'
import { seedBillingCatalog } from './billing/catalog-seed.ts'
import { createStaffUser, createSuperAdmin, createTenant } from './auth/identity-admin.ts'
import { seedValuationDemo } from './banks/valuation-seed.ts'
import { DEFAULT_LOAN_SETTINGS, loansRepository } from './loans/loans-repository.ts'
import { shopRepository } from './shop/shop-repository.ts'
import { shopUpiRepository } from './shop/shop-upi-repository.ts'
import { writeVoucher } from './books/voucher-service.ts'
import { updateApprovalRules } from './approvals/approval-reads-service.ts'
import { assignRoles } from './roles/roles-service.ts'
import { createPlace } from './custody/custody-place-service.ts'
import { updateCustodySettings } from './custody/custody-settings-service.ts'

export const DEMO_LOGINS = {
  tenantSlug: 'demo',
  admin: { email: 'admin@demo.gold', password: 'Admin@12345' },
  employee: { email: 'staff@demo.gold', password: 'Staff@12345' },
  manager: { email: 'manager@demo.gold', password: 'Manager@12345' },
  superAdmin: { email: 'ops@platform.gold', password: 'Ops@123456' },
  customerEmail: 'asha@example.com',
  /** Asha's registered mobile: the portal's sign-in by SMS (issue 27). */
  customerPhone: '9876543210',
}

/**
 * The demo shop's approval rules, every one on (issue 26): disbursements above ₹1,00,000, every
 * release, auction sale, payout and day reopening, reversals and waivers above ₹10,000 (a small
 * everyday correction posts directly), entries dated more than 3 days back, a gold rate more than
 * 5% from the last, and a counter over or short by more than ₹500.
 */
export const DEMO_APPROVAL_RULES = [
  { action: 'disbursement', enabled: true, threshold: 10_000_000 },
  { action: 'release', enabled: true, threshold: null },
  { action: 'auctionSale', enabled: true, threshold: null },
  { action: 'surplusPayout', enabled: true, threshold: null },
  { action: 'reversal', enabled: true, threshold: 1_000_000 },
  { action: 'waiver', enabled: true, threshold: 1_000_000 },
  { action: 'backDatedEntry', enabled: true, threshold: 3 },
  { action: 'goldRateEntry', enabled: true, threshold: 500 },
  { action: 'counterOverShort', enabled: true, threshold: 50_000 },
  { action: 'dayReopen', enabled: true, threshold: null },
] as const

/**
 * The demo shop's identity, complete as a bank expects it on every document: a registered
 * company's legal name, a full address, a GSTIN that passes its check digit (Karnataka, a company
 * PAN) and a money-lender's licence. Checked by core like any profile the shop saves.
 */
export const DEMO_SHOP_PROFILE = {
  legalName: 'Demo Gold Loans Private Limited',
  address: 'No. 14, 1st Floor, Jewellers Street, Chickpet, Bengaluru, Karnataka 560053',
  phone: '080 4123 5678',
  email: 'accounts@demo.gold',
  gstin: '29AAGCD4821K1ZF',
  licenceNumber: 'KMLA/BLR/2024/0187',
  logoPathname: null,
}

/**
 * The demo shop's UPI collection (issue 27), so its receipts, notices and portal show the UPI QR.
 * The handle `@example` is no payment provider's: a demo QR scanned by a real UPI app fails to
 * resolve instead of paying a stranger who happens to own a plausible-looking address.
 */
export const DEMO_SHOP_UPI = { upiId: 'demogoldloans@example', payeeName: 'Demo Gold Loans' }

const DEMO_CUSTOMERS = [
  {
    name: 'Asha Verma',
    phone: DEMO_LOGINS.customerPhone,
    email: DEMO_LOGINS.customerEmail,
    status: 'Active',
    aadhaarDocUrl: 'demo://aadhaar',
  },
  { name: 'Ravi Kumar', phone: '9123456780', email: 'ravi@example.com', status: 'New', panDocUrl: 'demo://pan' },
  { name: "Meena D'Souza", phone: '8899001122', email: null, status: 'KYC Pending', aadhaarDocUrl: 'demo://aadhaar' },
]

/** Platform-wide reference data every fresh database needs (idempotent). Domains add theirs here. */
export async function seedReferenceData(ctx: AppContext) {
  await ctx.db.prisma.platformSettings.upsert({ where: { id: 'platform' }, update: {}, create: { id: 'platform' } })
  await seedBillingCatalog(ctx)
}

/**
 * Several API processes may start at once on one fresh PostgreSQL database: seeding runs under a
 * transaction-scoped advisory lock, so exactly one of them seeds and the others see its rows
 * (found by test-reliability: concurrent first boots crashed on the demo tenant's unique slug).
 * The held transaction only carries the lock; the seed writes go through other pool connections.
 * The embedded database has a single opener (data-dir lock), so it needs none.
 */
async function withSeedLock<T>(ctx: AppContext, work: () => Promise<T>): Promise<T> {
  if (ctx.db.kind !== 'postgres') return work()
  return ctx.db.prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('platform:seed'))`
      return work()
    },
    { maxWait: 60_000, timeout: 120_000 },
  )
}

/** First-run demo data: a tenant with an admin, an employee and a few customers, plus a super admin. */
export async function seedDemo(ctx: AppContext): Promise<{ seeded: boolean }> {
  return withSeedLock(ctx, () => seedDemoOnce(ctx))
}

/**
 * Start-up: reference data always; the demo shop only when the configuration asks for it
 * (`config.seedDemo`: the embedded default, or SEED_DEMO=on, never in production), so a
 * production database never holds logins whose passwords the README prints.
 */
export async function seedOnStart(ctx: AppContext): Promise<{ seeded: boolean; superAdmins: number }> {
  const { seeded } = ctx.config.seedDemo
    ? await seedDemo(ctx)
    : await withSeedLock(ctx, async () => {
        await seedReferenceData(ctx)
        return { seeded: false }
      })
  return { seeded, superAdmins: await ctx.db.prisma.superAdmin.count() }
}

/** What a starting process prints: the demo logins only when it seeded them, and how to make the first super admin when there is none. */
export function startBanner(port: number, baseDomain: string, start: { seeded: boolean; superAdmins: number }) {
  const lines = []
  if (start.seeded) lines.push(describeLogins(port, baseDomain))
  if (start.superAdmins === 0)
    lines.push(
      'No super admin yet. Create the first one: pnpm cli superadmin:create --email <email> --password <password> --name <name>',
    )
  return lines.join('\n')
}

async function seedDemoOnce(ctx: AppContext): Promise<{ seeded: boolean }> {
  await seedReferenceData(ctx)
  if ((await ctx.db.prisma.tenant.count()) > 0) return { seeded: false }
  await seedValuationDemo(ctx)
  const { tenantId, adminUserId } = await createTenant(ctx, SEED_ACTOR, {
    name: 'Demo Gold Loans',
    slug: DEMO_LOGINS.tenantSlug,
    adminEmail: DEMO_LOGINS.admin.email,
    adminPassword: DEMO_LOGINS.admin.password,
    adminName: 'Priya Admin',
  })
  await shopRepository(ctx, tenantId).putProfile(parseShopProfile(DEMO_SHOP_PROFILE), adminUserId)
  await shopUpiRepository(ctx, tenantId).put(parseShopUpi(DEMO_SHOP_UPI))
  // The demo runs its cash through counters (issue 25); a new shop starts with the setting off.
  await loansRepository(ctx, tenantId).putSettings({ ...DEFAULT_LOAN_SETTINGS, cashNeedsOpenCounter: true })
  // Four-eyes approvals (issue 26): on in the demo shop, off in a new one.
  await updateApprovalRules(ctx, tenantId, DEMO_APPROVAL_RULES)
  await seedDemoCustody(ctx, tenantId)
  await seedDemoStaff(ctx, tenantId)
  await createSuperAdmin(ctx, { ...DEMO_LOGINS.superAdmin, name: 'Platform Operator' })
  await seedDemoCapital(ctx, tenantId, adminUserId)
  const db = ctx.db.forTenant(tenantId)
  for (const c of DEMO_CUSTOMERS) await db.customer.create({ data: c as Prisma.CustomerUncheckedCreateInput })
  return { seeded: true }
}

/** The demo shop's vault: one safe, two trays of four slots (issue 28). */
export const DEMO_VAULT_PLACES = ['1', '2'].flatMap((tray) =>
  ['1', '2', '3', '4'].map((slot) => ({ safe: 'A', tray, slot, label: `Safe A / Tray ${tray} / Slot ${slot}` })),
)

/**
 * Custody (issue 28): the demo disburses only after the gold receipt and a sealed packet, and has a
 * vault to put packets in; a new shop starts with the rule off and no places. The demo has no loans
 * yet, so there are no packets to make for them.
 */
async function seedDemoCustody(ctx: AppContext, tenantId: string) {
  await updateCustodySettings(ctx, tenantId, { requirePacketBeforeDisbursement: true })
  for (const place of DEMO_VAULT_PLACES) await createPlace(ctx, tenantId, place)
}

/** The demo's employees (issue 26): a counter clerk holding cashier + appraiser, and a manager. */
async function seedDemoStaff(ctx: AppContext, tenantId: string) {
  const employee = async (login: { email: string; password: string }, name: string, roles: string[]) => {
    const { userId } = await createStaffUser(ctx, {
      tenant: DEMO_LOGINS.tenantSlug,
      role: 'TENANT_EMPLOYEE',
      ...login,
      name,
    })
    await assignRoles(ctx, tenantId, { userId, roles })
  }
  await employee(DEMO_LOGINS.employee, 'Karan Staff', ['cashier', 'appraiser'])
  await employee(DEMO_LOGINS.manager, 'Meera Manager', ['manager'])
}

/**
 * The demo shop's owner brought in its capital at the start of the financial year, as cash and in
 * the bank: its books open with money in hand, as a real shop's do, not at zero (a counter's float
 * from empty main cash would leave it negative).
 */
async function seedDemoCapital(ctx: AppContext, tenantId: string, adminUserId: string) {
  const date = financialYearBegin(isoDateOf(ctx.now()))
  const staff = { tenantId, userId: adminUserId }
  const capital = (moneyAccountCode: string, amountPaise: number, narration: string) =>
    writeVoucher(ctx, staff, {
      draft: { kind: 'receiptVoucher', moneyAccountCode, accountCode: ACCOUNT_CODES.capital, amountPaise, narration },
      date,
      billFile: null,
    })
  await capital(ACCOUNT_CODES.mainCash, 50_000_000, 'Capital brought in as cash')
  await capital(ACCOUNT_CODES.bank, 200_000_000, 'Capital brought in to the bank account')
}

function describeLogins(port: number, baseDomain: string) {
  const main = `http://${baseDomain}:${port}`
  return [
    `Staff app:        ${main}/`,
    `  tenant admin:   ${DEMO_LOGINS.admin.email} / ${DEMO_LOGINS.admin.password}`,
    `  employee:       ${DEMO_LOGINS.employee.email} / ${DEMO_LOGINS.employee.password}  (cashier + appraiser)`,
    `  manager:        ${DEMO_LOGINS.manager.email} / ${DEMO_LOGINS.manager.password}  (employee with the manager role)`,
    `  super admin:    ${DEMO_LOGINS.superAdmin.email} / ${DEMO_LOGINS.superAdmin.password}`,
    `Borrower portal:  http://${DEMO_LOGINS.tenantSlug}.${baseDomain}:${port}/  (email OTP for ${DEMO_LOGINS.customerEmail}, or SMS to ${DEMO_LOGINS.customerPhone}; codes land in the mail and message outboxes)`,
    `Intake form:      staff app > Borrowers > Share intake link`,
  ].join('\n')
}
