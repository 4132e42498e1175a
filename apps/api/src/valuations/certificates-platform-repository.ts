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
  }
}
