import { addDays, isoDateOf, istInstant } from '@gold/core/shared/india-calendar'

/**
 * Component tests' loan: ₹50,000 at 12%, EMI over 12 months, disbursed 120 days ago; override what a
 * test is about. `principal` and `daysOld` move the dates, the balance and the disbursement entry together.
 */
export function loanFixture(
  overrides: Record<string, unknown> = {},
  { principal = 5000000, daysOld = 120 }: { principal?: number; daysOld?: number } = {},
) {
  const today = isoDateOf(new Date())
  const disbursedOn = addDays(today, -daysOld)
  return {
    id: 'loan-1',
    loanNumber: 'GL/2026-27/000001',
    valuationId: 'val-1',
    customerId: 'cus-1',
    customer: { id: 'cus-1', name: 'Asha Verma', phone: '9876543210' },
    goldReceiptNo: 'GR-0001',
    scheme: 'EMI',
    principal,
    annualRate: 12,
    penalRate: 0,
    graceDays: 0,
    tenureMonths: 12,
    disbursedOn,
    maturityOn: addDays(disbursedOn, 365),
    disbursementMode: 'UPI',
    disbursementReference: 'UPI-1',
    status: 'Active',
    outstanding: { principal, interest: 0, penalCharges: 0, total: principal },
    nextDue: null,
    daysPastDue: 0,
    closedOn: null,
    releaseDueBy: null,
    releasedOn: null,
    releasedTo: null,
    sealIntact: null,
    releaseDelayDays: null,
    releaseCompensation: null,
    renewedFromId: null,
    renewedToId: null,
    ltvValue: { paise: 15000000, basis: 'valuation' },
    auction: null,
    surplusOwed: 0,
    surplusPaid: 0,
    surplusPaidOn: null,
    defaultThresholdDays: 90,
    auctionNoticeAllowed: false,
    createdAt: istInstant(`${disbursedOn}T10:00:00`),
    ledger: [
      {
        id: 'le-1',
        type: 'DISBURSEMENT',
        amount: principal,
        principal,
        interest: 0,
        penalCharges: 0,
        postedOn: disbursedOn,
        mode: 'UPI',
        reference: 'UPI-1',
        createdBy: 'Karan Staff',
        createdAt: istInstant(`${disbursedOn}T10:00:00`),
      },
    ],
    schedule: [],
    installments: [],
    scheduleEnding: 'open',
    renewedToNumber: null,
    payments: [],
    auctions: [],
    ...overrides,
  }
}
