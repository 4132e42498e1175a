import type { AppContext } from '../platform/context.ts'

/**
 * The public verification page's one read: a certificate by its verification code, across tenants
 * by design (the code is the only thing the person scanning it has; it is unique and unguessable).
 * Only the facts the page shows are selected: nothing about the borrower.
 */
export function certificatesPlatformRepository(ctx: AppContext) {
  return {
    byVerificationCode: (verificationCode: string) =>
      ctx.db.prisma.valuation.findUnique({
        where: { verificationCode },
        select: {
          id: true,
          tenantId: true,
          certificateNumber: true,
          certificateIssuer: true,
          createdAt: true,
          goldRatePaise: true,
          totalValuePaise: true,
          totalNetWeightMg: true,
          ornaments: {
            select: { purity: true, grossWeightMg: true, deductionMg: true, quantity: true, netWeightMg: true },
          },
        },
      }),

    /**
     * The certificates either side of a valuation's correction (issue 26): the one that superseded
     * it, with when, and the one it corrects. Only numbers and dates: nothing about the borrower.
     */
    versionsOf: async (tenantId: string, valuationId: string) => {
      const prisma = ctx.db.prisma
      const [after, before] = await Promise.all([
        prisma.valuationCorrection.findFirst({
          where: { tenantId, valuationId },
          select: { newValuationId: true, createdAt: true },
        }),
        prisma.valuationCorrection.findFirst({
          where: { tenantId, newValuationId: valuationId },
          select: { valuationId: true },
        }),
      ])
      const numberOf = async (id: string | undefined) =>
        id === undefined
          ? null
          : ((await prisma.valuation.findFirst({ where: { tenantId, id }, select: { certificateNumber: true } }))
              ?.certificateNumber ?? null)
      const [newNumber, oldNumber] = await Promise.all([numberOf(after?.newValuationId), numberOf(before?.valuationId)])
      return {
        supersededBy: after && newNumber ? { certificateNumber: newNumber, supersededOn: after.createdAt } : null,
        corrects: oldNumber ? { certificateNumber: oldNumber } : null,
      }
    },
  }
}
