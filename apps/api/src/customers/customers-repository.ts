import { isUniqueViolation, violatedConstraint, type Prisma, type TenantDb } from '@gold/db'
import type { AppContext } from '../platform/context.ts'

/** The legacy password hash never leaves the database: every customer read omits it. */
export const WITHOUT_PASSWORD = { passwordHash: true } as const

export type CustomerConflict = 'phone' | 'email'

export const customersOf = (ctx: AppContext, tenantId: string): TenantDb => ctx.db.forTenant(tenantId)

/**
 * Which unique field an existing customer of the tenant already holds, phone first (the order of
 * spec 7). Email is compared case-insensitively, so a legacy mixed-case row still counts.
 */
export async function findConflict(db: TenantDb, phone: string, email: string | null): Promise<CustomerConflict | null> {
  if (await db.customer.findFirst({ where: { phone }, select: { id: true } })) return 'phone'
  if (email !== null && await db.customer.findFirst({ where: { email: { equals: email, mode: 'insensitive' } }, select: { id: true } })) {
    return 'email'
  }
  return null
}

/**
 * Insert a customer unless its phone or email is taken. The pre-check gives the friendly answer;
 * the unique indexes (tenantId+phone, tenantId+email) decide concurrent creates, and the loser is
 * mapped to the same conflict (PostgreSQL waits for the winner to commit, so the re-check sees it).
 */
export async function insertUniqueCustomer(
  db: TenantDb,
  data: Omit<Prisma.CustomerUncheckedCreateInput, 'tenantId'> & { phone: string; email: string | null },
): Promise<{ ok: true; row: CustomerRow } | { ok: false; conflict: CustomerConflict }> {
  const before = await findConflict(db, data.phone, data.email)
  if (before) return { ok: false, conflict: before }
  try {
    const row = await db.customer.create({ data: data as Prisma.CustomerUncheckedCreateInput, omit: WITHOUT_PASSWORD })
    return { ok: true, row }
  } catch (e) {
    if (!isUniqueViolation(e)) throw e
    const after = await findConflict(db, data.phone, data.email)
    if (after) return { ok: false, conflict: after }
    return { ok: false, conflict: /email/i.test(violatedConstraint(e) ?? '') ? 'email' : 'phone' }
  }
}

export type CustomerActivity = { valuations: number; emiRecords: number; lastValuationAt: Date | null }

/**
 * Valuation count, latest valuation time and EMI count per customer id (customers without any are
 * absent) for one page of customers: two GROUP BY queries narrowed to the ids.
 */
export async function customerActivity(db: TenantDb, customerIds: string[]): Promise<Map<string, CustomerActivity>> {
  const activity = new Map<string, CustomerActivity>()
  if (customerIds.length === 0) return activity
  const where = { customerId: { in: customerIds } }
  const [valuations, emis] = await Promise.all([
    db.valuation.groupBy({ by: ['customerId'], where, _count: { _all: true }, _max: { createdAt: true } }),
    db.emiRecord.groupBy({ by: ['customerId'], where, _count: { _all: true } }),
  ])
  for (const v of valuations) activity.set(v.customerId, { valuations: v._count._all, emiRecords: 0, lastValuationAt: v._max.createdAt })
  for (const e of emis) {
    const a = activity.get(e.customerId)
    if (a) a.emiRecords = e._count._all
    else activity.set(e.customerId, { valuations: 0, emiRecords: e._count._all, lastValuationAt: null })
  }
  return activity
}

export type CustomerRow = Omit<Prisma.CustomerGetPayload<object>, 'passwordHash'>
