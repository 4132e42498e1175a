import type { LoanPaymentOrderStatus } from '@gold/core'
import { isUniqueViolation } from '@gold/db'
import type { AppContext } from '../platform/context.ts'

export type ShopGatewayRow = {
  keyId: string
  keySecretCipher: string
  keySecretLast4: string
  webhookSecretCipher: string
  webhookSecretLast4: string
  updatedAt: Date
}

const ORDER_SELECT = {
  id: true,
  loanId: true,
  customerId: true,
  amount: true,
  choice: true,
  status: true,
  gatewayOrderId: true,
  gatewayPaymentId: true,
  paymentId: true,
  misfit: true,
  refundId: true,
  note: true,
  resolvedById: true,
  createdAt: true,
  capturedAt: true,
  settledAt: true,
} as const

type StoredOrder = {
  [K in keyof typeof ORDER_SELECT]: K extends 'amount' ? bigint : unknown
}
export type LoanPaymentOrderRow = {
  id: string
  loanId: string
  customerId: string
  amount: number
  choice: string
  status: LoanPaymentOrderStatus
  gatewayOrderId: string | null
  gatewayPaymentId: string | null
  paymentId: string | null
  misfit: string | null
  refundId: string | null
  note: string | null
  resolvedById: string | null
  createdAt: Date
  capturedAt: Date | null
  settledAt: Date | null
}

const orderRow = (o: StoredOrder): LoanPaymentOrderRow => ({ ...o, amount: Number(o.amount) }) as LoanPaymentOrderRow

export type OrderChange = Partial<
  Pick<
    LoanPaymentOrderRow,
    | 'status'
    | 'gatewayPaymentId'
    | 'paymentId'
    | 'misfit'
    | 'refundId'
    | 'note'
    | 'resolvedById'
    | 'capturedAt'
    | 'settledAt'
  >
>

/** A shop's gateway account and its borrowers' online payment orders (issue 27). */
export function shopGatewayRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    gateway: (): Promise<ShopGatewayRow | null> =>
      db.shopGateway.findUnique({
        where: { tenantId },
        select: {
          keyId: true,
          keySecretCipher: true,
          keySecretLast4: true,
          webhookSecretCipher: true,
          webhookSecretLast4: true,
          updatedAt: true,
        },
      }),
    saveGateway: (row: Omit<ShopGatewayRow, 'updatedAt'> & { updatedById: string | null }) =>
      db.shopGateway.upsert({
        where: { tenantId },
        create: { tenantId, ...row },
        update: row,
        select: { tenantId: true },
      }),
    removeGateway: () => db.shopGateway.deleteMany({ where: { tenantId } }),

    insertOrder: async (row: { loanId: string; customerId: string; amount: number; choice: string; createdAt: Date }) =>
      orderRow(
        await db.loanPaymentOrder.create({
          data: { tenantId, ...row, amount: BigInt(row.amount), status: 'created' },
          select: ORDER_SELECT,
        }),
      ),
    setGatewayOrderId: (id: string, gatewayOrderId: string) =>
      db.loanPaymentOrder.updateMany({ where: { id, gatewayOrderId: null }, data: { gatewayOrderId } }),
    /** An order the gateway never took is dropped, so nothing waits for it. */
    deleteUnsentOrder: (id: string) => db.loanPaymentOrder.deleteMany({ where: { id, gatewayOrderId: null } }),
    order: async (id: string) => {
      const o = await db.loanPaymentOrder.findFirst({ where: { id }, select: ORDER_SELECT })
      return o ? orderRow(o) : null
    },
    orderByGatewayOrderId: async (gatewayOrderId: string) => {
      const o = await db.loanPaymentOrder.findFirst({ where: { gatewayOrderId }, select: ORDER_SELECT })
      return o ? orderRow(o) : null
    },
    orderByGatewayPaymentId: async (gatewayPaymentId: string) => {
      const o = await db.loanPaymentOrder.findFirst({ where: { gatewayPaymentId }, select: ORDER_SELECT })
      return o ? orderRow(o) : null
    },
    /**
     * The capture that settles a waiting order: the first payment to claim it, and that same payment
     * again. True when `gatewayPaymentId` now holds the order (a later payment on it gets false).
     */
    claimOrder: async (id: string, gatewayPaymentId: string) =>
      (
        await db.loanPaymentOrder.updateMany({
          where: {
            id,
            status: { in: ['created', 'failed'] },
            OR: [{ gatewayPaymentId: null }, { gatewayPaymentId }],
          },
          data: { gatewayPaymentId },
        })
      ).count === 1,
    /**
     * A second payment on one order, its own row to refund (`refunding`); null when another report
     * of the same payment already wrote it (the unique tenant and gateway payment id).
     */
    insertSecondCapture: async (row: {
      loanId: string
      customerId: string
      amount: number
      choice: string
      gatewayPaymentId: string
      createdAt: Date
    }) => {
      try {
        return orderRow(
          await db.loanPaymentOrder.create({
            data: {
              tenantId,
              ...row,
              amount: BigInt(row.amount),
              status: 'refunding',
              misfit: 'paidTwice',
              capturedAt: row.createdAt,
            },
            select: ORDER_SELECT,
          }),
        )
      } catch (e) {
        if (isUniqueViolation(e)) return null
        throw e
      }
    },
    /** The one conditional update every move is: true when this caller moved it. */
    moveOrder: async (id: string, from: readonly LoanPaymentOrderStatus[], change: OrderChange) =>
      (await db.loanPaymentOrder.updateMany({ where: { id, status: { in: [...from] } }, data: change })).count === 1,
    ordersByStatus: async (statuses: readonly LoanPaymentOrderStatus[], take: number) =>
      (
        await db.loanPaymentOrder.findMany({
          where: { status: { in: [...statuses] } },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          take,
          select: ORDER_SELECT,
        })
      ).map(orderRow),
    countByStatus: (statuses: readonly LoanPaymentOrderStatus[]) =>
      db.loanPaymentOrder.count({ where: { status: { in: [...statuses] } } }),
  }
}
export type ShopGatewayRepository = ReturnType<typeof shopGatewayRepository>
