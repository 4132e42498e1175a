import type { TenantClient } from '@gold/db'
import { BRANCH_SUMMARY_SELECT } from './valuation-json.ts'

/** Branches and banks a tenant sees: the shared catalog's (tenantId null) and its own. */
const visibleTo = (tenantId: string) => ({ OR: [{ tenantId }, { tenantId: null }] })

/**
 * Who a valuation names: the shop, the borrower, the bank and branch, and the borrower's timeline.
 * Banks and branches are not tenant-owned (the shared catalog has none), so their reads here name
 * the tenant explicitly.
 */
export function valuationPartyQueries(db: TenantClient, tenantId: string) {
  return {
    tenantLabel: () => db.tenant.findUnique({ where: { id: tenantId }, select: { id: true, name: true, slug: true } }),

    // Borrowers, as valuation create and notifications need them.
    customerId: async (id: string) =>
      (await db.customer.findFirst({ where: { id }, select: { id: true } }))?.id ?? null,
    customerByPhone: (phone: string) =>
      db.customer.findFirst({ where: { phone }, select: { name: true, status: true } }),

    /**
     * An active bank template named `name` (case-insensitive) that the tenant may use; the tenant's
     * own template wins over the shared catalog's.
     */
    activeBankNamed: (name: string) =>
      db.bank.findFirst({
        where: { isActive: true, name: { equals: name, mode: 'insensitive' }, ...visibleTo(tenantId) },
        orderBy: [{ tenantId: { sort: 'asc', nulls: 'last' } }, { createdAt: 'asc' }],
      }),

    bankName: (id: string) => db.bank.findUnique({ where: { id }, select: { id: true, name: true } }),
    bank: (id: string) => db.bank.findUnique({ where: { id } }),
    branch: (id: string) => db.bankBranch.findUnique({ where: { id } }),

    /** A branch the tenant sees (the shared catalog's or its own), or null. */
    visibleBranch: (id: string) => db.bankBranch.findFirst({ where: { id, ...visibleTo(tenantId) } }),

    /** Active branches of a bank the tenant sees, by name. */
    activeBranches: (bankId: string) =>
      db.bankBranch.findMany({
        where: { bankId, isActive: true, ...visibleTo(tenantId) },
        select: BRANCH_SUMMARY_SELECT,
        orderBy: [{ branchName: 'asc' }, { id: 'asc' }],
      }),
    recordTimeline: (event: { customerId: string; type: string; detail: string; occurredAt: Date }) =>
      db.timelineEvent.create({ data: { tenantId, ...event } }),
  }
}
