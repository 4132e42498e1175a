import { type Paise, paiseToRupees } from '@gold/core'

/** An EMI record's columns as `EMI_RECORD_SELECT` reads them (amounts in paise). */
export type EmiRecordColumns = {
  id: string
  customerId: string
  valuationId: string
  tenantId: string
  amountPaise: Paise
  dueDate: Date
  status: string
  isRead: boolean
  reminderSentAt: Date | null
  todayReminderSentAt: Date | null
  overdueReminderSentAt: Date | null
  paidAt: Date | null
  createdAt: Date
  updatedAt: Date
}

/**
 * The EMI record of platform-spec 2.11, field for field and in its order, with `amount` in the
 * spec's rupees: the one place an EMI record's paise become rupees.
 */
export const emiRecordJson = (row: EmiRecordColumns) => ({
  id: row.id,
  customerId: row.customerId,
  valuationId: row.valuationId,
  tenantId: row.tenantId,
  amount: paiseToRupees(row.amountPaise),
  dueDate: row.dueDate,
  status: row.status,
  isRead: row.isRead,
  reminderSentAt: row.reminderSentAt,
  todayReminderSentAt: row.todayReminderSentAt,
  overdueReminderSentAt: row.overdueReminderSentAt,
  paidAt: row.paidAt,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
})

/** One installment of GET /api/emis (a due or overdue EMI with its borrower), amount in rupees. */
export const dueEmiJson = (emi: {
  id: string
  amountPaise: Paise
  dueDate: Date
  status: string
  installmentNo: number | null
  valuationId: string
  customer: { id: string; name: string; phone: string }
}) => ({
  id: emi.id,
  amount: paiseToRupees(emi.amountPaise),
  dueDate: emi.dueDate,
  status: emi.status,
  installmentNo: emi.installmentNo,
  valuationId: emi.valuationId,
  customerId: emi.customer.id,
  customerName: emi.customer.name,
  customerPhone: emi.customer.phone,
})

/** An EMI of a customer's detail (GET /api/customers/{id}, platform-spec 2.12), amount in rupees. */
export const emiSummaryJson = (emi: {
  id: string
  amountPaise: Paise
  dueDate: Date
  status: string
  paidAt: Date | null
  valuationId: string
}) => ({
  id: emi.id,
  amount: paiseToRupees(emi.amountPaise),
  dueDate: emi.dueDate,
  status: emi.status,
  paidAt: emi.paidAt,
  valuationId: emi.valuationId,
})
