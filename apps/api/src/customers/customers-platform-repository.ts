import type { AppContext } from '../platform/context.ts'

/**
 * Platform module (listed in the Prisma rule, apps/api/eslint.config.js): the operator CLI names a
 * customer by id alone, so its tenant is read from the row. Everything else about customers goes
 * through the tenant-scoped customers repository.
 */
export const findCustomerInAnyTenant = (ctx: AppContext, id: string) =>
  ctx.db.prisma.customer.findUnique({ where: { id }, select: { id: true, tenantId: true, status: true } })

/** Platform module too: the shops with Aadhaar numbers still in clear on customer rows (before issue 28). */
export const tenantsWithPlainAadhaar = async (ctx: AppContext) =>
  (
    await ctx.db.prisma.customer.findMany({
      where: { aadhaar: { not: null }, aadhaarRef: null },
      distinct: ['tenantId'],
      select: { tenantId: true },
    })
  ).map((r) => r.tenantId)
