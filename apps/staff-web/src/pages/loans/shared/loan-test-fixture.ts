import { addDays, isoDateOf, istInstant } from '@gold/core/shared/india-calendar'
import type { LoanDetail, LoanLedgerEntry, LoanRow } from './loan-outputs.tsx'

/**
 * Component tests' loan, as `loans.get` answers it: ₹50,000 at 12%, EMI over 12 months, disbursed
 * 120 days ago; override what a test is about. `principal` and `daysOld` move the dates, the balance
 * and the disbursement entry together.
 */
export function loanFixture(
  overrides: Partial<LoanDetail> = {},
  { principal = 5000000, daysOld = 120 }: { principal?: number; daysOld?: number } = {},
): LoanDetail {
  const today = isoDateOf(new Date())
  const disbursedOn = addDays(today, -daysOld)
  return {
    ...loanRowFixture({ principal, disbursedOn }),
    defaultThresholdDays: 90,
    auctionNoticeAllowed: false,
    ledger: [
      ledgerEntryFixture({
        amount: principal,
        principal,
        postedOn: disbursedOn,
        createdAt: istInstant(`${disbursedOn}T10:00:00`),
      }),
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

/** A loan as `loans.list` lists it (the fields `loans.get` shares with the list). */
export function loanRowFixture(
  { principal = 5000000, disbursedOn = isoDateOf(new Date()) }: { principal?: number; disbursedOn?: string } = {},
  overrides: Partial<LoanRow> = {},
): LoanRow {
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
    purpose: null,
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
    createdAt: istInstant(`${disbursedOn}T10:00:00`),
    ...overrides,
  }
}

/** One ledger line of `loans.get`: the disbursement, unless overridden. */
export function ledgerEntryFixture(overrides: Partial<LoanLedgerEntry> = {}): LoanLedgerEntry {
  return {
    id: 'le-1',
    type: 'DISBURSEMENT',
    amount: 5000000,
    principal: 5000000,
    interest: 0,
    penalCharges: 0,
    postedOn: isoDateOf(new Date()),
    mode: 'UPI',
    reference: 'UPI-1',
    createdBy: 'Karan Staff',
    createdAt: new Date(),
    ...overrides,
  }
}

/** One auction of `loans.get` and `loans.auction`: a sale at ₹1,00,000 over a ₹90,000 reserve, today. */
export function auctionFixture(
  overrides: Partial<LoanDetail['auctions'][number]> = {},
): LoanDetail['auctions'][number] {
  return {
    id: 'a1',
    soldOn: isoDateOf(new Date()),
    amount: 10000000,
    buyer: 'Shree Bullion',
    failed: false,
    reservePrice: 9000000,
    ...overrides,
  }
}
