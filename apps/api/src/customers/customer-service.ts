import { INITIAL_CUSTOMER_STATUS, customerErrors, kycFlags, kycProgress, validateCustomerInput } from '@gold/core'
import type { AppContext } from '../context.ts'
import { recentEmailVerification } from '../auth/otp-service.ts'
import { syncEmiStatuses } from '../valuations/emi-sync.ts'
import type { Prisma } from '@gold/db'
import { customerListJson } from './customer-list-json.ts'
import { WITHOUT_PASSWORD, customerActivity, customersOf, insertUniqueCustomer } from './customer-repository.ts'
import { customerSearchWhere } from './customer-search.ts'

/**
 * GET /api/customers (spec 4.6): stored rows without the password hash, newest first, no cap,
 * with the most recent valuation's createdAt and the valuation and EMI counts. `picker` leaves
 * out Inactive (archived) customers, which the borrower picker hides (spec 3.4).
 */
export async function listCustomers(ctx: AppContext, tenantId: string, query: { search?: unknown; picker?: boolean } = {}) {
  await syncEmiStatuses(ctx, tenantId, {})
  const where = listFilter(query)
  const db = customersOf(ctx, tenantId)
  const customers = () => db.customer.findMany({ where, omit: WITHOUT_PASSWORD, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] })
  // Counts and the latest valuation come from two grouped queries (customerActivity), not Prisma's
  // include/_count, which loaded every valuation of the listed customers and counted the valuations
  // and EMIs of every tenant on each read. The whole list runs them beside the customer query; a
  // search first finds its customers, so the (unindexed) text match runs once.
  const [rows, activity] = Object.keys(where).length === 0
    ? await Promise.all([customers(), customerActivity(db, 'all')])
    : await customers().then(async (found) => [found, await customerActivity(db, found.map((c) => c.id))] as const)
  // Added onto the fresh rows rather than spread into copies: 10,000 copies of 24 fields cost more than the queries.
  return rows.map((row) => {
    const a = activity.get(row.id)
    return Object.assign(row, {
      valuations: a?.lastValuationAt ? [{ createdAt: a.lastValuationAt }] : [],
      _count: { valuations: a?.valuations ?? 0, emiRecords: a?.emiRecords ?? 0 },
    })
  })
}

/**
 * GET /api/customers over REST: `listCustomers` as JSON bytes, serialised by PostgreSQL (see
 * customer-list-json.ts). A search first finds its customers' ids with the same filter, in list order.
 */
export async function listCustomersJson(ctx: AppContext, tenantId: string, query: { search?: unknown; picker?: boolean } = {}): Promise<Buffer> {
  await syncEmiStatuses(ctx, tenantId, {})
  const where = listFilter(query)
  if (Object.keys(where).length === 0) return customerListJson(ctx, tenantId, 'all')
  const found = await customersOf(ctx, tenantId).customer.findMany({ where, select: { id: true }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] })
  return customerListJson(ctx, tenantId, found.map((c) => c.id))
}

function listFilter(query: { search?: unknown; picker?: boolean }): Prisma.CustomerWhereInput {
  const search = customerSearchWhere(query.search)
  return query.picker ? { AND: [search, { status: { not: 'Inactive' } }] } : search
}

/** The borrower picker: light rows, Inactive customers hidden. */
export async function pickerCustomers(ctx: AppContext, tenantId: string, search?: unknown) {
  return customersOf(ctx, tenantId).customer.findMany({
    where: { AND: [customerSearchWhere(search), { status: { not: 'Inactive' } }] },
    select: { id: true, name: true, phone: true, email: true, status: true },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  })
}

/**
 * POST /api/customers: the first validation message in form order, then the duplicate checks
 * (phone, then email). `phoneVerified` comes from a recent email OTP verification for the tenant
 * and address (the client's value is ignored). Status is always New.
 */
export async function createCustomer(ctx: AppContext, tenantId: string, body: unknown) {
  const input = validateCustomerInput(body, { mode: 'staff' })
  if (!input.ok) throw customerErrors.error(input.code)
  const fields = input.value
  const verification = fields.email ? await recentEmailVerification(ctx, tenantId, fields.email) : null
  const result = await insertUniqueCustomer(customersOf(ctx, tenantId), {
    ...fields,
    status: INITIAL_CUSTOMER_STATUS,
    phoneVerified: verification !== null,
    phoneVerifiedAt: verification?.verifiedAt ?? null,
  })
  if (!result.ok) throw customerErrors.error(result.conflict === 'phone' ? 'duplicatePhone' : 'duplicateEmail')
  return result.row
}

/**
 * GET /api/customers/{id}: the 4.6 projection; KYC media as booleans, never their URLs. The
 * customer, its valuations and (after the EMI status sync) its EMIs are read at once: two round
 * trips instead of the four of a sync followed by an include.
 */
export async function getCustomerDetail(ctx: AppContext, tenantId: string, id: string) {
  if (id.trim() === '') throw customerErrors.error('notFound')
  const db = customersOf(ctx, tenantId)
  const [c, valuations, emiRecords] = await Promise.all([
    db.customer.findFirst({ where: { id } }),
    db.valuation.findMany({
      where: { customerId: id },
      select: { id: true, type: true, status: true, totalValue: true, estimatedLoan: true, totalNetWeight: true, goldReceiptNo: true, createdAt: true },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    }),
    syncEmiStatuses(ctx, tenantId, { customerId: id }).then(() => db.emiRecord.findMany({
      where: { customerId: id },
      select: { id: true, amount: true, dueDate: true, status: true, paidAt: true, valuationId: true },
      orderBy: [{ dueDate: 'asc' }, { id: 'asc' }],
    })),
  ])
  if (!c) throw customerErrors.error('notFound')
  const kyc = kycFlags(c)
  return {
    id: c.id, name: c.name, phone: c.phone, email: c.email, address: c.address, aadhaar: c.aadhaar, pan: c.pan,
    bankName: c.bankName, accountNumber: c.accountNumber, ifsc: c.ifsc, nomineeName: c.nomineeName, nomineeRel: c.nomineeRel,
    status: c.status, phoneVerified: c.phoneVerified, createdAt: c.createdAt,
    kyc, kycProgress: kycProgress(kyc),
    valuations,
    emiRecords,
  }
}
