import { randomBytes } from 'node:crypto'

/** In-memory records shaped like the gateway's answers (interfaces.md section 5). */
export type Notes = Record<string, unknown>
export type Order = {
  id: string
  entity: 'order'
  amount: number
  amount_paid: number
  currency: string
  receipt: string | null
  notes: Notes
  status: 'created' | 'attempted' | 'paid'
  created_at: number
}
export type PaymentStatus = 'created' | 'authorized' | 'captured' | 'failed' | 'refunded'
export type Payment = {
  id: string
  entity: 'payment'
  order_id: string
  amount: number
  currency: string
  status: PaymentStatus
  amount_refunded: number
  error_description: string | null
  notes: Notes
  created_at: number
}
export type RefundStatus = 'pending' | 'processed' | 'failed'
export type Refund = {
  id: string
  entity: 'refund'
  payment_id: string
  amount: number
  currency: string
  status: RefundStatus
  notes: Notes
  created_at: number
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`
export const unixNow = () => Math.floor(Date.now() / 1000)

export class SandboxState {
  readonly orders = new Map<string, Order>()
  readonly payments = new Map<string, Payment>()
  readonly refunds = new Map<string, Refund>()

  paymentsOf(orderId: string): Payment[] {
    return [...this.payments.values()].filter((p) => p.order_id === orderId)
  }

  /** Refunded plus still-pending amounts: what can no longer be refunded. */
  committedRefunds(paymentId: string): number {
    return [...this.refunds.values()]
      .filter((r) => r.payment_id === paymentId && r.status !== 'failed')
      .reduce((sum, r) => sum + r.amount, 0)
  }
}
