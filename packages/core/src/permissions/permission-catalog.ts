/**
 * Every permission a staff member can hold (issue 26). Code asks for a permission, never for a
 * role: roles are only named bundles of these, and a shop can define its own. Labels are what the
 * staff app's role matrix shows; `area` groups its rows.
 */
export const PERMISSION_CATALOG = {
  'shop.read': { area: 'Shop', label: "See the shop's profile and dashboard" },
  'shop.settings': { area: 'Shop', label: 'Change shop profile, templates and the intake link' },
  'customers.read': { area: 'Borrowers', label: 'See borrowers and their messages' },
  'customers.write': { area: 'Borrowers', label: 'Add borrowers, KYC and status' },
  'customers.correct': { area: 'Borrowers', label: "Correct a borrower's recorded details" },
  'customers.revealKyc': { area: 'Borrowers', label: 'Reveal full Aadhaar numbers' },
  'valuations.read': { area: 'Valuations', label: 'See valuations, banks and gold rates' },
  'valuations.write': { area: 'Valuations', label: 'Value gold, issue certificates and receipts' },
  'valuations.revise': { area: 'Valuations', label: 'Correct a valuation by a new version' },
  'goldRates.write': { area: 'Valuations', label: "Enter the day's gold rate" },
  'banks.manage': { area: 'Valuations', label: 'Change banks and branches' },
  'loans.read': { area: 'Loans', label: 'See loans, quotes and documents' },
  'loans.disburse': { area: 'Loans', label: 'Open (disburse) a loan' },
  'loans.collect': { area: 'Loans', label: 'Record payments' },
  'loans.sendPaymentLink': { area: 'Loans', label: 'Send a borrower a payment link' },
  'loans.release': { area: 'Loans', label: 'Release gold' },
  'loans.renew': { area: 'Loans', label: 'Renew a loan' },
  'loans.auction': { area: 'Loans', label: 'Auction notices and sales' },
  'loans.payout': { area: 'Loans', label: 'Pay out surplus and compensation' },
  'loans.reverse': { area: 'Loans', label: 'Reverse a payment' },
  'loans.waive': { area: 'Loans', label: 'Waive interest or charges' },
  'loans.cancelDisbursement': { area: 'Loans', label: 'Cancel a same-day disbursement' },
  'loans.writeOff': { area: 'Loans', label: 'Write a loan off' },
  'loans.settings': { area: 'Loans', label: 'Change loan settings and holidays' },
  'loans.onlinePayments': { area: 'Loans', label: 'Refund or settle online payments that could not be posted' },
  'custody.read': { area: 'Custody', label: 'See gold packets, vault places and custody moves' },
  'custody.pack': { area: 'Custody', label: 'Seal gold in a packet and print labels' },
  'custody.move': { area: 'Custody', label: 'Ask for and confirm custody moves (joint custody)' },
  'custody.manage': { area: 'Custody', label: 'Change vault places and the custody rule' },
  'messages.send': { area: 'Messages', label: 'Send documents and messages to borrowers' },
  'reports.read': { area: 'Reports', label: 'See portfolio, ageing and day-book reports' },
  'books.read': { area: 'Books', label: 'Read the books and statements' },
  'books.counter': { area: 'Books', label: 'Open and close a cash counter' },
  'books.vouchers': { area: 'Books', label: 'Write vouchers and reverse journals' },
  'books.closeDay': { area: 'Books', label: "Close the day and others' counters" },
  'books.reopenDay': { area: 'Books', label: 'Reopen a closed day' },
  'books.chart': { area: 'Books', label: 'Change the chart of accounts' },
  'approvals.decide': { area: 'Controls', label: 'Approve or reject requests' },
  'approvals.configure': { area: 'Controls', label: 'Set approval rules' },
  'audit.read': { area: 'Controls', label: "Read the shop's audit trail" },
  'staff.manage': { area: 'Administration', label: 'Add and disable staff, assign roles' },
  'roles.manage': { area: 'Administration', label: 'Define custom roles' },
  'security.manage': { area: 'Administration', label: 'Two-factor and sign-in settings' },
  'billing.manage': { area: 'Administration', label: 'Plans, payments and invoices' },
  'gateway.manage': { area: 'Administration', label: "The shop's own payment gateway keys" },
} as const satisfies Record<string, { area: string; label: string }>

export type Permission = keyof typeof PERMISSION_CATALOG
export const PERMISSIONS = Object.keys(PERMISSION_CATALOG) as [Permission, ...Permission[]]

export const isPermission = (name: unknown): name is Permission =>
  typeof name === 'string' && Object.hasOwn(PERMISSION_CATALOG, name)

/** The catalog's areas in order, each with its permissions: the rows of the role matrix. */
export function permissionAreas(): { area: string; permissions: { name: Permission; label: string }[] }[] {
  const areas = new Map<string, { name: Permission; label: string }[]>()
  for (const name of PERMISSIONS) {
    const { area, label } = PERMISSION_CATALOG[name]
    areas.set(area, [...(areas.get(area) ?? []), { name, label }])
  }
  return [...areas].map(([area, permissions]) => ({ area, permissions }))
}
