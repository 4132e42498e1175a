import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PLATFORM_MODELS, Prisma, TENANT_SCOPED_MODELS, type Db } from '@gold/db'
import { customersRepository } from '../src/customers/customers-repository.ts'
import { valuationsRepository } from '../src/valuations/valuations-repository.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import type { ResponseBody } from './support/http.ts'

/**
 * Tenant scope by construction (README "Architecture"): every model is either tenant-owned, and then
 * confined by `db.forTenant(tenantId)` (packages/db/src/tenant-scope.ts), or a listed platform
 * model; repositories take the tenant when they are built; and the Prisma rule refuses the raw
 * client anywhere else (prisma-rule.test.ts).
 */

const unique = () => randomBytes(6).toString('hex')
const delegateOf = (model: string) => model[0]!.toLowerCase() + model.slice(1)

describe('every model is classified', () => {
  const models = Object.values(Prisma.ModelName) as string[]

  it('is tenant-scoped or a listed platform model, never both and never neither', () => {
    expect(
      models.filter((m) => !TENANT_SCOPED_MODELS.has(m) && !(m in PLATFORM_MODELS)),
      'models in neither list',
    ).toEqual([])
    expect(
      models.filter((m) => TENANT_SCOPED_MODELS.has(m) && m in PLATFORM_MODELS),
      'models in both lists',
    ).toEqual([])
    expect(
      [...TENANT_SCOPED_MODELS, ...Object.keys(PLATFORM_MODELS)].filter((m) => !models.includes(m)),
      'listed models the schema lacks',
    ).toEqual([])
  })

  it('a tenant-scoped model has the tenantId column the scope filters on', () => {
    const fieldsOf = (model: string) =>
      Object.keys((Prisma as unknown as Record<string, Record<string, string>>)[`${model}ScalarFieldEnum`] ?? {})
    expect([...TENANT_SCOPED_MODELS].filter((m) => !fieldsOf(m).includes('tenantId'))).toEqual([])
  })
})

type Ids = Record<string, string>
type Row = { id?: string; tenantId: string } & Record<string, unknown>

/**
 * Models without an `id` column (a per-tenant singleton, a counter and a calendar keyed by their
 * columns): how to name one row, for `findUnique` and for the other queries.
 */
const UNIQUE_KEYS: Record<string, (row: Row) => { unique: object; match: object }> = {
  LoanDocumentCounter: (row) => {
    const match = { tenantId: row.tenantId, series: row.series, financialYear: row.financialYear }
    return { unique: { tenantId_series_financialYear: match }, match }
  },
  LoanHoliday: (row) => {
    const match = { tenantId: row.tenantId, date: row.date }
    return { unique: { tenantId_date: match }, match }
  },
  ReportDay: (row) => {
    const match = { tenantId: row.tenantId, date: row.date }
    return { unique: { tenantId_date: match }, match }
  },
  ClosedBooksDay: (row) => {
    const match = { tenantId: row.tenantId, date: row.date }
    return { unique: { tenantId_date: match }, match }
  },
  BooksOpeningPending: (row) => {
    const match = { tenantId: row.tenantId, loanId: row.loanId }
    return { unique: { tenantId_loanId: match }, match }
  },
  BooksMonthEnd: (row) => {
    const match = { tenantId: row.tenantId, monthEnd: row.monthEnd }
    return { unique: { tenantId_monthEnd: match }, match }
  },
  ReleaseRecord: (row) => ({ unique: { loanId: row.loanId }, match: { loanId: row.loanId } }),
  ApprovalRule: (row) => {
    const match = { tenantId: row.tenantId, action: row.action }
    return { unique: { tenantId_action: match }, match }
  },
  StaffRoleAssignment: (row) => ({
    unique: { userId_role: { userId: row.userId, role: row.role } },
    match: { userId: row.userId, role: row.role },
  }),
}
const whereOf = (model: string, row: Row) =>
  UNIQUE_KEYS[model]?.(row) ?? { unique: { id: row.id }, match: { id: row.id } }
/**
 * Models keyed by the tenant itself (one row per tenant): naming the other tenant's row means
 * naming its tenantId, which the scope replaces with this tenant's; so the proof is that whatever
 * the query says, the other tenant's row is never returned, changed or deleted.
 */
/** Each with a change to try on the other tenant's row. */
const TENANT_KEYED: Record<string, object> = {
  LoanSettings: { auctionNoticeDays: 99 },
  ShopProfile: { legalName: 'Not Yours Ltd' },
  ShopAuditHead: { seq: 99 },
  ShopSecuritySettings: { requireTwoFactor: true },
  ShopUpiSettings: { upiId: 'notyours@okaxis' },
  ShopGateway: { keyId: 'key_not_yours' },
  ShopPrivacySettings: { retentionYears: 20 },
  ShopSmsSettings: { header: 'NOTYRS' },
  CustodySettings: { requirePacketBeforeDisbursement: true },
  GoldPacketCounter: { lastValue: 99 },
  CustodyChainHead: { seq: 99 },
  ReleaseDeskSettings: { slotCapacity: 99 },
}

/** A model's Prisma delegate, named by a string: its reads are the stored rows. */
type Delegate = Record<
  | 'aggregate'
  | 'count'
  | 'delete'
  | 'deleteMany'
  | 'findFirst'
  | 'findMany'
  | 'findUnique'
  | 'groupBy'
  | 'update'
  | 'updateMany',
  (args?: object) => Promise<ResponseBody>
>

async function checkTenantKeyed(model: string, mine: string, theirs: string) {
  const scoped = (server.ctx.db.forTenant(mine) as unknown as Record<string, Delegate>)[delegateOf(model)]!
  const unscoped = (server.ctx.db.prisma as unknown as Record<string, Delegate>)[delegateOf(model)]!
  const before = await unscoped.findUnique({ where: { tenantId: theirs } })
  expect(before).not.toBeNull()
  expect((await scoped.findMany()).map((r: Row) => r.tenantId)).toEqual([mine])
  expect((await scoped.findUnique({ where: { tenantId: theirs } }))?.tenantId).not.toBe(theirs)
  expect((await scoped.findFirst({ where: { tenantId: theirs } }))?.tenantId).not.toBe(theirs)
  await scoped.updateMany({ where: { tenantId: theirs }, data: TENANT_KEYED[model] })
  await scoped.deleteMany({ where: { tenantId: theirs } })
  expect(await unscoped.findUnique({ where: { tenantId: theirs } })).toEqual(before)
  // A create naming the other tenant is stamped with this one.
  await unscoped.deleteMany({ where: { tenantId: mine } })
  await FIXTURES[model]!(server.ctx.db.forTenant(mine) as unknown as Client, theirs, {})
  expect(await unscoped.count({ where: { tenantId: mine } })).toBe(1)
  expect(await unscoped.findUnique({ where: { tenantId: theirs } })).toEqual(before)
}
let ledgerSeq = 0
const LOAN_DATE = new Date('2026-01-01T00:00:00Z')
/** The unscoped client, or a tenant client typed as one (the fixtures write tenantId themselves). */
type Client = Db['prisma']

/**
 * One row of every tenant-owned model, created through `db` with `tenantId` written in the data and
 * parents from `ids`. Every tenant-scoped model needs an entry (checked below), so a new one is
 * proven confined too. Unique columns get fresh values, so a row can be created more than once.
 */
const FIXTURES: Record<string, (db: Client, tenantId: string, ids: Ids) => Promise<Row>> = {
  User: (db, tenantId) =>
    db.user.create({
      data: {
        tenantId,
        email: `iso-${unique()}@example.com`,
        name: 'Iso Staff',
        role: 'TENANT_EMPLOYEE',
        passwordHash: 'x',
      },
    }),
  Customer: (db, tenantId) =>
    db.customer.create({ data: { tenantId, name: 'Iso Borrower', phone: `9${unique().slice(0, 9)}` } }),
  TimelineEvent: (db, tenantId, ids) =>
    db.timelineEvent.create({ data: { tenantId, customerId: ids.Customer!, type: 'NOTE' } }),
  Notification: (db, tenantId, ids) =>
    db.notification.create({ data: { tenantId, customerId: ids.Customer!, title: 'T', body: 'B' } }),
  IntakeLink: (db, tenantId, ids) =>
    db.intakeLink.create({ data: { tenantId, createdById: ids.User!, expiresAt: new Date('2099-01-01') } }),
  OtpCode: (db, tenantId) =>
    db.otpCode.create({
      data: { tenantId, email: 'iso@example.com', codeHash: unique(), expiresAt: new Date('2099-01-01') },
    }),
  EmailVerification: (db, tenantId) => db.emailVerification.create({ data: { tenantId, email: 'iso@example.com' } }),
  Valuation: (db, tenantId, ids) =>
    db.valuation.create({
      data: {
        tenantId,
        customerId: ids.Customer!,
        type: 'valuation',
        goldRatePaise: 600_000,
        totalGrossWeightMg: 1000,
        totalNetWeightMg: 1000,
        totalValuePaise: 600_000,
      },
    }),
  Ornament: (db, tenantId, ids) =>
    db.ornament.create({
      data: {
        tenantId,
        valuationId: ids.Valuation!,
        type: 'Ring',
        purity: '22K',
        grossWeightMg: 1000,
        netWeightMg: 1000,
        estimatedValuePaise: 600_000,
      },
    }),
  EmiRecord: (db, tenantId, ids) =>
    db.emiRecord.create({
      data: {
        tenantId,
        customerId: ids.Customer!,
        valuationId: ids.Valuation!,
        amountPaise: 10_000,
        dueDate: new Date('2099-01-01'),
      },
    }),
  EmiReceipt: (db, tenantId, ids) =>
    db.emiReceipt.create({
      data: {
        tenantId,
        customerId: ids.Customer!,
        valuationId: ids.Valuation!,
        emiId: ids.EmiRecord!,
        receiptNo: `ER-ISO-${unique()}`,
        amountPaise: 10_000,
        paymentMode: 'Cash',
        allocation: [],
      },
    }),
  CommunicationTemplate: (db, tenantId) =>
    db.communicationTemplate.create({ data: { tenantId, kind: `ISO_${unique()}`, subject: 'S', body: 'B' } }),
  Purchase: (db, tenantId) =>
    db.purchase.create({
      data: { tenantId, planName: 'Iso', billingCycle: 'monthly', subtotal: 100, discount: 0, tax: 0, total: 100 },
    }),
  Refund: (db, tenantId, ids) => db.refund.create({ data: { tenantId, purchaseId: ids.Purchase!, amount: 10 } }),
  BillingDocument: (db, tenantId, ids) =>
    db.billingDocument.create({
      data: {
        tenantId,
        purchaseId: ids.Purchase!,
        type: 'BILL_OF_SUPPLY',
        series: 'ISO',
        financialYear: unique(),
        sequence: 1,
        number: `ISO/${unique()}`,
        total: 100,
        snapshot: {},
      },
    }),
  Ticket: (db, tenantId, ids) =>
    db.ticket.create({
      data: {
        tenantId,
        scope: 'STAFF_TO_TENANT',
        category: 'General',
        subject: 'Iso',
        requesterType: 'staff',
        requesterId: ids.User!,
        requesterName: 'Iso Staff',
      },
    }),
  TicketMessage: (db, tenantId, ids) =>
    db.ticketMessage.create({
      data: {
        tenantId,
        ticketId: ids.Ticket!,
        authorType: 'staff',
        authorId: ids.User!,
        authorName: 'Iso Staff',
        body: 'Hello',
      },
    }),
  StoredFile: (db, tenantId, ids) =>
    db.storedFile.create({
      data: {
        tenantId,
        pathname: `${tenantId}/iso-${unique()}.pdf`,
        originalName: 'a.pdf',
        contentType: 'application/pdf',
        size: 1,
        ownerKind: 'staff',
        ownerId: ids.User!,
      },
    }),
  Loan: (db, tenantId, ids) =>
    db.loan.create({
      data: {
        tenantId,
        loanNumber: `GL/ISO/${unique()}`,
        valuationId: `iso-valuation-${unique()}`,
        customerId: ids.Customer!,
        scheme: 'BULLET',
        principal: 100_000n,
        annualRateBp: 1200,
        tenureMonths: 3,
        disbursedOn: LOAN_DATE,
        maturityOn: new Date('2026-04-01T00:00:00Z'),
        disbursementMode: 'Cash',
        principalOutstanding: 100_000n,
        lastPostedOn: LOAN_DATE,
      },
    }),
  LoanLedgerEntry: (db, tenantId, ids) =>
    db.loanLedgerEntry.create({
      data: {
        tenantId,
        loanId: ids.Loan!,
        seq: ++ledgerSeq,
        type: 'DISBURSEMENT',
        amount: 100_000n,
        postedOn: LOAN_DATE,
      },
    }),
  LoanPayment: (db, tenantId, ids) =>
    db.loanPayment.create({
      data: {
        tenantId,
        loanId: ids.Loan!,
        customerId: ids.Customer!,
        receiptNumber: `PR/ISO/${unique()}`,
        amount: 100n,
        penalCharges: 0n,
        interest: 100n,
        principal: 0n,
        paidOn: LOAN_DATE,
        mode: 'Cash',
      },
    }),
  LoanCorrection: (db, tenantId, ids) =>
    db.loanCorrection.create({
      data: { tenantId, loanId: ids.Loan!, kind: 'waiver', reason: 'Iso', postedOn: LOAN_DATE },
    }),
  ValuationCorrection: (db, tenantId) =>
    db.valuationCorrection.create({
      data: { tenantId, valuationId: `old-${unique()}`, newValuationId: `new-${unique()}`, reason: 'Iso' },
    }),
  LoanAuction: (db, tenantId, ids) =>
    db.loanAuction.create({
      data: { tenantId, loanId: ids.Loan!, soldOn: LOAN_DATE, failed: true, reservePrice: 100n },
    }),
  LoanMessage: (db, tenantId, ids) =>
    db.loanMessage.create({
      data: {
        tenantId,
        customerId: ids.Customer!,
        loanId: ids.Loan!,
        kind: 'due',
        dedupeKey: `due:iso:${unique()}`,
        channel: 'sms',
        language: 'en',
        status: 'sent',
      },
    }),
  LoanDocumentCounter: (db, tenantId) =>
    db.loanDocumentCounter.create({ data: { tenantId, series: `ISO${unique()}`, financialYear: '2025-26' } }),
  LoanSettings: (db, tenantId) => db.loanSettings.create({ data: { tenantId } }),
  ShopProfile: (db, tenantId) => db.shopProfile.create({ data: { tenantId, legalName: 'Iso Jewellers Pvt Ltd' } }),
  ShopGoldRate: (db, tenantId) =>
    db.shopGoldRate.create({
      data: { tenantId, rate22kPaise: 600_000, rate24kPaise: 654_500, enteredById: `user-${unique()}` },
    }),
  LoanHoliday: (db, tenantId) =>
    db.loanHoliday.create({
      data: { tenantId, date: new Date(Date.UTC(2030, 0, 1 + Math.floor(Math.random() * 3000))), name: 'Iso' },
    }),
  ReportDay: (db, tenantId) =>
    db.reportDay.create({
      data: {
        tenantId,
        date: new Date(Date.UTC(2030, 0, 1 + Math.floor(Math.random() * 3000))),
        ledgerEntries: 0,
        figures: {},
      },
    }),
  CouponRedemption: (db, tenantId) =>
    db.couponRedemption.create({
      data: { tenantId, couponId: `coupon-${unique()}`, purchaseId: `purchase-${unique()}` },
    }),
  LedgerAccount: (db, tenantId) =>
    db.ledgerAccount.create({ data: { tenantId, code: `A-${unique()}`, name: 'Iso account', group: 'Asset' } }),
  Journal: (db, tenantId) =>
    db.journal.create({
      data: { tenantId, date: LOAN_DATE, narration: 'Iso', sourceKind: 'iso', sourceId: unique() },
    }),
  Counter: (db, tenantId) => db.counter.create({ data: { tenantId, number: ++ledgerSeq, name: 'Iso counter' } }),
  CounterSession: (db, tenantId, ids) =>
    db.counterSession.create({
      data: {
        tenantId,
        counterId: ids.Counter!,
        openedById: `user-${unique()}`,
        openedOn: LOAN_DATE,
        openedAt: new Date(),
        openingCount: {},
        floatPaise: 0n,
      },
    }),
  Voucher: (db, tenantId) =>
    db.voucher.create({
      data: {
        tenantId,
        kind: 'journalVoucher',
        number: `JV/${unique()}`,
        date: LOAN_DATE,
        narration: 'Iso',
        journalId: `journal-${unique()}`,
      },
    }),
  BooksOpeningPending: (db, tenantId) =>
    db.booksOpeningPending.create({ data: { tenantId, loanId: `loan-${unique()}` } }),
  BooksMonthEnd: (db, tenantId) =>
    db.booksMonthEnd.create({
      data: { tenantId, monthEnd: new Date(Date.UTC(2030, 0, 1 + Math.floor(Math.random() * 3000))), loans: 1 },
    }),
  ApprovalRule: (db, tenantId) =>
    db.approvalRule.create({ data: { tenantId, action: `rule-${unique()}`, enabled: true, threshold: 1n } }),
  ApprovalRequest: (db, tenantId) =>
    db.approvalRequest.create({
      data: { tenantId, action: 'release', operation: 'loan.release', summary: 's', payload: '{}', makerId: 'u' },
    }),
  ShopRole: (db, tenantId) =>
    db.shopRole.create({ data: { tenantId, name: `Iso role ${unique()}`, permissions: ['loans.read'] } }),
  StaffRoleAssignment: (db, tenantId) =>
    db.staffRoleAssignment.create({ data: { tenantId, userId: `user-${unique()}`, role: 'cashier' } }),
  BooksControlRun: (db, tenantId) =>
    db.booksControlRun.create({
      data: { tenantId, asOf: LOAN_DATE, ok: true, checks: [], loansOutOfBalance: [] },
    }),
  ClosedBooksDay: (db, tenantId) =>
    db.closedBooksDay.create({
      data: {
        tenantId,
        date: new Date(Date.UTC(2030, 0, 1 + Math.floor(Math.random() * 3000))),
        closedById: `user-${unique()}`,
        closedAt: new Date(),
      },
    }),
  ShopAuditEntry: (db, tenantId) =>
    db.shopAuditEntry.create({
      data: {
        tenantId,
        seq: ++ledgerSeq,
        at: new Date(),
        actorId: `user-${unique()}`,
        actorName: 'Iso',
        actorRole: 'TENANT_ADMIN',
        ip: '127.0.0.1',
        userAgent: 'iso',
        action: 'customers.correct',
        subjectType: 'customers',
        prevHash: '0',
        hash: unique(),
      },
    }),
  CustomerCorrection: (db, tenantId) =>
    db.customerCorrection.create({
      data: {
        tenantId,
        customerId: `customer-${unique()}`,
        version: 1,
        changes: [],
        reason: 'Iso',
        correctedById: `user-${unique()}`,
        correctedByName: 'Iso',
        correctedAt: new Date(),
      },
    }),
  ShopSecuritySettings: (db, tenantId) => db.shopSecuritySettings.create({ data: { tenantId } }),
  ShopUpiSettings: (db, tenantId) => db.shopUpiSettings.create({ data: { tenantId } }),
  ShopPrivacySettings: (db, tenantId) => db.shopPrivacySettings.create({ data: { tenantId } }),
  ShopSmsSettings: (db, tenantId) => db.shopSmsSettings.create({ data: { tenantId } }),
  AadhaarVaultEntry: (db, tenantId) =>
    db.aadhaarVaultEntry.create({
      data: { tenantId, ref: `adv_${unique()}`, cipher: 'iv.tag.data', keyId: 'k', searchDigests: [unique()] },
    }),
  CustomerConsent: (db, tenantId) =>
    db.customerConsent.create({
      data: {
        tenantId,
        customerId: `customer-${unique()}`,
        noticeVersion: '2026-12-30',
        channel: 'counter',
        consentedAt: new Date(),
      },
    }),
  CustomerErasure: (db, tenantId) =>
    db.customerErasure.create({
      data: {
        tenantId,
        customerId: `customer-${unique()}`,
        erasedAt: new Date(),
        erasedById: `user-${unique()}`,
        retainedTill: LOAN_DATE,
        removed: {},
      },
    }),
  PaymentLink: (db, tenantId) =>
    db.paymentLink.create({
      data: {
        tenantId,
        loanId: `loan-${unique()}`,
        customerId: `customer-${unique()}`,
        amount: 100n,
        expiresAt: new Date(),
        tokenHash: unique(),
        channel: 'sms',
        recipient: '9876543210',
        status: 'sent',
        createdById: `user-${unique()}`,
      },
    }),
  ShopGateway: (db, tenantId) =>
    db.shopGateway.create({
      data: {
        tenantId,
        keyId: `key_${unique()}`,
        keySecretCipher: 'sealed',
        keySecretLast4: 'abcd',
        webhookSecretCipher: 'sealed',
        webhookSecretLast4: 'abcd',
      },
    }),
  LoanPaymentOrder: (db, tenantId, ids) =>
    db.loanPaymentOrder.create({
      data: {
        tenantId,
        loanId: ids.Loan!,
        customerId: ids.Customer!,
        amount: 100n,
        choice: 'amount',
        status: 'created',
        gatewayOrderId: `order_${unique()}`,
      },
    }),
  VaultAudit: (db, tenantId) =>
    db.vaultAudit.create({
      data: { tenantId, placeId: null, placeIds: [`place-${unique()}`], startedById: 'u', startedAt: new Date() },
    }),
  VaultAuditScan: (db, tenantId, ids) =>
    db.vaultAuditScan.create({
      data: {
        tenantId,
        auditId: ids.VaultAudit!,
        packetNumber: `PKT-${unique()}`,
        placeId: 'p',
        scannedById: 'u',
        scannedAt: new Date(),
      },
    }),
  CustodySettings: (db, tenantId) => db.custodySettings.create({ data: { tenantId } }),
  VaultPlace: (db, tenantId) =>
    db.vaultPlace.create({ data: { tenantId, safe: 'A', tray: '1', slot: unique(), label: `Iso ${unique()}` } }),
  GoldPacketCounter: (db, tenantId) => db.goldPacketCounter.create({ data: { tenantId, lastValue: 1 } }),
  GoldPacket: (db, tenantId) =>
    db.goldPacket.create({
      data: {
        tenantId,
        number: `PKT-${unique()}`,
        valuationId: `valuation-${unique()}`,
        sealNo: 'S-1',
        ornamentPhotoUrls: ['/x'],
        sealedPhotoUrl: '/y',
        createdById: `user-${unique()}`,
      },
    }),
  CustodyMovement: (db, tenantId) =>
    db.custodyMovement.create({
      data: {
        tenantId,
        seq: ++ledgerSeq,
        packetId: `packet-${unique()}`,
        kind: 'intoVault',
        sealNo: 'S-1',
        requestedById: 'a',
        confirmedById: 'b',
        at: new Date(),
        prevHash: unique(),
        hash: unique(),
      },
    }),
  CustodyChainHead: (db, tenantId) => db.custodyChainHead.create({ data: { tenantId, seq: 1, hash: unique() } }),
  CustodyMoveRequest: (db, tenantId) =>
    db.custodyMoveRequest.create({
      data: { tenantId, packetId: `packet-${unique()}`, kind: 'intoVault', requestedById: 'a' },
    }),
  CustodyChainCheck: (db, tenantId) =>
    db.custodyChainCheck.create({ data: { tenantId, ok: true, movements: 0, checkedAt: new Date() } }),
  ReleaseDeskSettings: (db, tenantId) => db.releaseDeskSettings.create({ data: { tenantId } }),
  ReleaseSlotBooking: (db, tenantId) =>
    db.releaseSlotBooking.create({
      data: {
        tenantId,
        loanId: `loan-${unique()}`,
        customerId: 'c',
        slotDate: LOAN_DATE,
        slotTime: '10:00',
        bookedVia: 'staff',
      },
    }),
  ReleaseBookingLink: (db, tenantId) =>
    db.releaseBookingLink.create({
      data: {
        tenantId,
        loanId: `loan-${unique()}`,
        customerId: 'c',
        tokenHash: unique(),
        expiresAt: new Date('2099-01-01'),
      },
    }),
  ReleaseCompensationAccrual: (db, tenantId) =>
    db.releaseCompensationAccrual.create({
      data: { tenantId, loanId: `loan-${unique()}`, day: LOAN_DATE, amountPaise: 500_000n },
    }),
  ReleaseRecord: (db, tenantId) => db.releaseRecord.create({ data: { tenantId, loanId: `loan-${unique()}` } }),
  ShopAuditHead: (db, tenantId) => db.shopAuditHead.create({ data: { tenantId, seq: 1, hash: unique() } }),
  ShopAuditCheck: (db, tenantId) =>
    db.shopAuditCheck.create({ data: { tenantId, ok: true, entries: 0, checkedAt: new Date() } }),
  // A line names an account of its own tenant (a foreign key on tenant and code): one is made for it.
  JournalLine: async (db, tenantId, ids) => {
    const account = await db.ledgerAccount.create({
      data: { tenantId, code: `L-${unique()}`, name: 'Iso line account', group: 'Asset' },
    })
    return db.journalLine.create({
      data: {
        tenantId,
        journalId: ids.Journal!,
        lineNo: ++ledgerSeq,
        date: LOAN_DATE,
        accountCode: account.code,
        debitPaise: 100n,
      },
    })
  },
}

let server: TestServer
const tenants: { id: string; ids: Ids; rows: Record<string, Row> }[] = []

beforeAll(async () => {
  server = await startTestServer()
  for (const name of ['Iso A', 'Iso B']) {
    const tenant = await server.ctx.db.prisma.tenant.create({ data: { name, slug: `iso-${unique()}` } })
    const ids: Ids = {}
    const rows: Record<string, Row> = {}
    for (const [model, create] of Object.entries(FIXTURES)) {
      rows[model] = await create(server.ctx.db.prisma, tenant.id, ids)
      if (rows[model].id !== undefined) ids[model] = rows[model].id
    }
    tenants.push({ id: tenant.id, ids, rows })
  }
})
afterAll(async () => {
  await server.close()
})

describe("a tenant client cannot read or touch another tenant's rows", () => {
  it('has a fixture for every tenant-scoped model', () => {
    expect(Object.keys(FIXTURES).sort()).toEqual([...TENANT_SCOPED_MODELS].sort())
  })

  it.each([...TENANT_SCOPED_MODELS].sort())('%s', async (model) => {
    const [a, b] = tenants as [(typeof tenants)[0], (typeof tenants)[0]]
    if (model in TENANT_KEYED) return checkTenantKeyed(model, a.id, b.id)
    const theirs = whereOf(model, b.rows[model]!)
    const mine = whereOf(model, a.rows[model]!)
    const scoped = (server.ctx.db.forTenant(a.id) as unknown as Record<string, Delegate>)[delegateOf(model)]!
    const unscoped = (server.ctx.db.prisma as unknown as Record<string, Delegate>)[delegateOf(model)]!

    const listed: Row[] = await scoped.findMany()
    expect(listed.filter((r) => JSON.stringify(whereOf(model, r).match) === JSON.stringify(mine.match))).toHaveLength(1)
    expect(listed.filter((r) => r.tenantId !== a.id)).toEqual([])
    expect(await scoped.count()).toBe(await unscoped.count({ where: { tenantId: a.id } }))
    expect(await scoped.findFirst({ where: theirs.match })).toBeNull()
    expect(await scoped.findUnique({ where: theirs.unique })).toBeNull()
    expect((await scoped.aggregate({ where: theirs.match, _count: { _all: true } }))._count._all).toBe(0)
    expect(await scoped.groupBy({ by: ['tenantId'], where: theirs.match, _count: { _all: true } })).toEqual([])

    // Writes: moving their row into this tenant, or deleting it, finds nothing to change.
    expect((await scoped.updateMany({ where: theirs.match, data: { tenantId: a.id } })).count).toBe(0)
    await expect(scoped.update({ where: theirs.unique, data: { tenantId: a.id } })).rejects.toThrow()
    expect((await scoped.deleteMany({ where: theirs.match })).count).toBe(0)
    await expect(scoped.delete({ where: theirs.unique })).rejects.toThrow()
    expect(await unscoped.findUnique({ where: theirs.unique, select: { tenantId: true } })).toEqual({ tenantId: b.id })

    // A create naming the other tenant is stamped with this one.
    const created = await FIXTURES[model]!(server.ctx.db.forTenant(a.id) as unknown as Client, b.id, a.ids)
    expect(
      await unscoped.findFirst({
        where: whereOf(model, { ...created, tenantId: a.id }).match,
        select: { tenantId: true },
      }),
    ).toEqual({
      tenantId: a.id,
    })
  })

  it("repositories are built for one tenant, so a lookup by another tenant's id finds nothing", async () => {
    const [a, b] = tenants as [(typeof tenants)[0], (typeof tenants)[0]]
    expect(await customersRepository(server.ctx, a.id).findById(b.ids.Customer!)).toBeNull()
    expect(await customersRepository(server.ctx, b.id).findById(b.ids.Customer!)).not.toBeNull()
    expect(await valuationsRepository(server.ctx, a.id).detail(b.ids.Valuation!)).toBeNull()
    expect(
      await valuationsRepository(server.ctx, a.id).syncEmiStatuses(
        { valuationId: b.ids.Valuation! },
        { overdueBefore: new Date('2100-01-01'), upcomingFrom: new Date('2100-01-02') },
        new Date(),
      ),
    ).toBe(0)
    expect((await server.ctx.db.prisma.emiRecord.findUniqueOrThrow({ where: { id: b.ids.EmiRecord! } })).status).toBe(
      'Upcoming',
    )
  })
})
