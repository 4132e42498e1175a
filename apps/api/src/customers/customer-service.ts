import {
  INITIAL_CUSTOMER_STATUS,
  customerErrors,
  customerProfile,
  messageLanguage,
  pageFrom,
  pageRequest,
  type CustomerFields,
  type MessageLanguage,
  type PageQuery,
} from '@gold/core'
import { emiSummaryJson } from '../emis/emi-record-json.ts'
import type { AppContext } from '../platform/context.ts'
import { recentEmailVerification } from '../auth/otp-service.ts'
import { syncEmiStatuses } from '../valuations/emi-sync.ts'
import { gramsOf, rupeesOf } from '../valuations/valuation-json.ts'
import { writeCustomerListJson } from './customer-list-json.ts'
import { customerListRepository } from './customer-list-repository.ts'
import type { ListQuery } from './customer-search-sql.ts'
import { customersRepository } from './customers-repository.ts'
import { aadhaarVault, withAadhaarNumbers } from './aadhaar-vault.ts'
import { insertCustomer } from './customer-insert.ts'

/**
 * tRPC customers.list: one keyset page of the rows of GET /api/customers (spec 4.6: stored rows
 * without the password hash, newest first, with the most recent valuation's createdAt and the
 * valuation and EMI counts), searched on the server with the same rules. `picker` leaves out
 * Inactive (archived) customers, which the borrower picker hides (spec 3.4).
 */
export async function listCustomersPage(ctx: AppContext, tenantId: string, query: PageQuery & ListQuery = {}) {
  const { limit, after } = pageRequest(query)
  await syncEmiStatuses(ctx, tenantId, {})
  const customers = customerListRepository(ctx, tenantId)
  const rows = await customers.listPage(query, after, limit + 1)
  const page = pageFrom(rows, limit, (c) => ({ at: c.createdAt, id: c.id }))
  // Counts and the latest valuation come from two grouped queries over the page's customers
  // (the repository's `activity`), not Prisma's include/_count, which loaded every valuation of the listed
  // customers and counted the valuations and EMIs of every tenant on each read.
  const activity = await customers.activity(page.items.map((c) => c.id))
  // Added onto the fresh rows rather than spread into copies (same keys, same order as the REST JSON).
  const items = page.items.map((row) => {
    const a = activity.get(row.id)
    return Object.assign(row, {
      valuations: a?.lastValuationAt ? [{ createdAt: a.lastValuationAt }] : [],
      _count: { valuations: a?.valuations ?? 0, emiRecords: a?.emiRecords ?? 0 },
    })
  })
  return { items, nextCursor: page.nextCursor }
}

/**
 * GET /api/customers over REST: the whole list (the spec's "no pagination and no cap") written to
 * `write` as JSON text serialised by PostgreSQL, page by page (see customer-list-json.ts).
 */
export async function writeCustomersJson(
  ctx: AppContext,
  tenantId: string,
  query: ListQuery,
  write: (chunk: string) => Promise<void>,
) {
  await syncEmiStatuses(ctx, tenantId, {})
  await writeCustomerListJson(ctx, tenantId, query, write)
}

/** The borrower picker: light rows, Inactive customers hidden, one keyset page. */
export async function pickerCustomers(ctx: AppContext, tenantId: string, query: PageQuery & { search?: unknown } = {}) {
  const { limit, after } = pageRequest(query)
  const rows = await customerListRepository(ctx, tenantId).pickerPage(
    { search: query.search, picker: true },
    after,
    limit + 1,
  )
  const page = pageFrom(rows, limit, (c) => ({ at: c.createdAt, id: c.id }))
  return { items: page.items.map(({ createdAt: _, ...c }) => c), nextCursor: page.nextCursor }
}

/** The dashboard's borrower card: how many borrowers, and how many still need KYC (New or KYC Pending). */
export async function customerSummary(ctx: AppContext, tenantId: string) {
  const byStatus = await customersRepository(ctx, tenantId).countByStatus()
  const count = (statuses: string[]) =>
    byStatus.filter((s) => statuses.includes(s.status)).reduce((n, s) => n + s.count, 0)
  return { total: byStatus.reduce((n, s) => n + s.count, 0), awaitingKyc: count(['New', 'KYC Pending']) }
}

/**
 * POST /api/customers, its body parsed by core `customerFormInput` (the first validation message
 * in form order): the duplicate checks (phone, then email). `phoneVerified` comes from a recent email OTP verification for the tenant
 * and address (the client's value is ignored). Status is always New.
 */
export async function createCustomer(
  ctx: AppContext,
  tenantId: string,
  input: CustomerFields & { preferredLanguage?: MessageLanguage; consentNoticeVersion?: string | null },
  staff: { userId: string } | null = null,
) {
  const { consentNoticeVersion, ...fields } = input
  const verification = fields.email ? await recentEmailVerification(ctx, tenantId, fields.email) : null
  const consent = consentNoticeVersion
    ? { noticeVersion: consentNoticeVersion, channel: 'counter' as const, recordedById: staff?.userId ?? null }
    : null
  const result = await insertCustomer(
    ctx,
    tenantId,
    {
      ...fields,
      status: INITIAL_CUSTOMER_STATUS,
      phoneVerified: verification !== null,
      phoneVerifiedAt: verification?.verifiedAt ?? null,
    },
    consent,
  )
  if (!result.ok) throw customerErrors.error(result.conflict === 'phone' ? 'duplicatePhone' : 'duplicateEmail')
  return result.row
}

/**
 * GET /api/customers/{id}: the 4.6 projection; KYC media as booleans, never their URLs. The EMI
 * status sync, then the customer with its valuations and EMIs in one statement: two driver-level
 * round trips (it was a sync and three Prisma reads).
 */
export async function getCustomerDetail(ctx: AppContext, tenantId: string, id: string) {
  const { detail } = await readCustomerDetail(ctx, tenantId, id)
  return detail
}

/** tRPC customers.get: the same detail with the borrower's message language (not in the spec's REST JSON). */
export async function getStaffCustomerDetail(ctx: AppContext, tenantId: string, id: string) {
  const { detail, preferredLanguage } = await readCustomerDetail(ctx, tenantId, id)
  return { ...detail, preferredLanguage }
}

/** The language the borrower's SMS, WhatsApp and reminder emails are written in (tRPC only). */
export async function setPreferredLanguage(ctx: AppContext, tenantId: string, id: string, language: MessageLanguage) {
  if (!(await customersRepository(ctx, tenantId).setPreferredLanguage(id, language)))
    throw customerErrors.error('notFound')
  return { id, preferredLanguage: language }
}

async function readCustomerDetail(ctx: AppContext, tenantId: string, id: string) {
  if (id.trim() === '') throw customerErrors.error('notFound')
  await syncEmiStatuses(ctx, tenantId, { customerId: id })
  const found = await customersRepository(ctx, tenantId).detail(id)
  if (!found) throw customerErrors.error('notFound')
  const { customer, valuations, emiRecords } = found
  const [c] = await withAadhaarNumbers(aadhaarVault(ctx, tenantId), [customer])
  if (!c) throw customerErrors.error('notFound')
  return {
    detail: {
      ...customerProfile(c),
      valuations: valuations.map(({ totalValuePaise, estimatedLoanPaise, totalNetWeightMg, ...v }) => ({
        id: v.id,
        type: v.type,
        status: v.status,
        totalValue: rupeesOf(totalValuePaise),
        estimatedLoan: rupeesOf(estimatedLoanPaise),
        totalNetWeight: gramsOf(totalNetWeightMg),
        goldReceiptNo: v.goldReceiptNo,
        createdAt: v.createdAt,
      })),
      emiRecords: emiRecords.map(emiSummaryJson),
    },
    preferredLanguage: messageLanguage(c.preferredLanguage),
  }
}
