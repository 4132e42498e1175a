import type { AppContext } from '../platform/context.ts'

export type NewPaymentLink = {
  loanId: string
  customerId: string
  amount: number
  expiresAt: Date
  tokenHash: string
  channel: string
  recipient: string
  createdById: string
}
export type LinkDelivery = { status: string; error: string | null; providerAnswer: string | null }

const LINK_SELECT = {
  id: true,
  loanId: true,
  customerId: true,
  amount: true,
  expiresAt: true,
  channel: true,
  recipient: true,
  status: true,
  error: true,
  openedAt: true,
  createdById: true,
  createdAt: true,
} as const

/** A shop's payment links (issue 27), confined to the tenant by `db.forTenant`. */
export function paymentLinksRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  const row = <T extends { amount: bigint }>(r: T): Omit<T, 'amount'> & { amount: number } => ({
    ...r,
    amount: Number(r.amount),
  })
  return {
    /** Recorded `sending` before the message goes, so a link is never out there without its row. */
    insert: async (link: NewPaymentLink) =>
      row(
        await db.paymentLink.create({
          data: { tenantId, ...link, amount: BigInt(link.amount), status: 'sending' },
          select: LINK_SELECT,
        }),
      ),
    settle: (id: string, delivery: LinkDelivery) => db.paymentLink.updateMany({ where: { id }, data: delivery }),

    /** The loan's links, newest first (a loan gets a handful; 50 is plenty for the page). */
    ofLoan: async (loanId: string) =>
      (
        await db.paymentLink.findMany({
          where: { loanId },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          take: 50,
          select: LINK_SELECT,
        })
      ).map(row),

    byTokenHash: async (tokenHash: string) => {
      const found = await db.paymentLink.findFirst({ where: { tokenHash }, select: LINK_SELECT })
      return found && row(found)
    },
    /** The first time the borrower followed it to the pay page (kept for the staff list). */
    markOpened: (id: string, at: Date) =>
      db.paymentLink.updateMany({ where: { id, openedAt: null }, data: { openedAt: at } }),

    staffNames: async (ids: string[]) =>
      new Map(
        (await db.user.findMany({ where: { id: { in: [...new Set(ids)] } }, select: { id: true, name: true } })).map(
          (u) => [u.id, u.name],
        ),
      ),
  }
}
