import { isUniqueViolation, violatedConstraint, type Prisma, type TenantDb } from '@gold/db'
import type { AppContext } from '../context.ts'

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

export type CustomerRow = Omit<Prisma.CustomerGetPayload<object>, 'passwordHash'>
