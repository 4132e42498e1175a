/** Customer statuses in their typical order (spec 3.4). New is assigned on creation. */
export const CUSTOMER_STATUSES = [
  'New',
  'KYC Pending',
  'Active',
  'Loan Active',
  'Overdue',
  'Closed',
  'Inactive',
] as const
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number]

export const INITIAL_CUSTOMER_STATUS: CustomerStatus = 'New'

export function isCustomerStatus(value: unknown): value is CustomerStatus {
  return typeof value === 'string' && (CUSTOMER_STATUSES as readonly string[]).includes(value)
}

/** Inactive refuses portal login and revokes live customer tokens; Closed and Overdue keep access. */
export function blocksPortal(status: string): boolean {
  return status === 'Inactive'
}

/** Inactive (archived) customers are hidden from the borrower picker. */
export function hiddenFromPicker(status: string): boolean {
  return status === 'Inactive'
}

/** STATUS_CHANGE timeline detail: `Active → Inactive`. */
export function statusChangeDetail(oldStatus: string, newStatus: string): string {
  return `${oldStatus} \u2192 ${newStatus}`
}
