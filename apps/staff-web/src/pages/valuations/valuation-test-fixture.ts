import { emiRecordState } from '@gold/core/loans/emi-installment-state'
import type { RouterOutputs } from '../../trpc.ts'
import type { ValuationDetail, ValuationEmi } from './valuation-outputs.ts'

type Valuations = RouterOutputs['valuations']
type ValuationRecord = Valuations['create']['valuation']
type ValuationRow = Valuations['list']['items'][number]
type EmiRecord = Valuations['addEmi']
type PatchedEmi = Valuations['patchEmi']
type Bank = RouterOutputs['banks']['list']['banks'][number]
type ShopRate = Valuations['currentRate']

const CREATED = new Date('2026-01-05T05:00:00Z')

/**
 * Component tests' valuation, as valuations.create answers it: a loan valuation for Asha Verma of one
 * 25 g 22K necklace at ₹6,000/g; override what a test is about.
 */
export function valuationRecordFixture(overrides: Partial<ValuationRecord> = {}): ValuationRecord {
  return {
    id: 'val-1',
    clientRequestId: null,
    customerId: 'cus-1',
    tenantId: 'ten-1',
    type: 'loan',
    goldRate: 6000,
    rateBasis: 'live',
    liveGoldRate22k: 6000,
    bankGoldRate22k: null,
    valuationFee: 0,
    totalGrossWeight: 25,
    totalNetWeight: 25,
    totalValue: 150000,
    estimatedLoan: 112500,
    ltvPercentage: 75,
    interestRate: null,
    makingCharges: 0,
    otherDeductions: 0,
    status: 'Completed',
    bankId: null,
    bankBranchId: null,
    ornamentReceiptUrl: null,
    appraiserName: null,
    appraiserNote: null,
    goldEnvelopeUrl: null,
    acknowledgementUrl: null,
    goldReceiptNo: null,
    goldReceiptIssuedAt: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  }
}

/** The valuation as valuations.list lists it, with its borrower. */
export function valuationRowFixture(overrides: Partial<ValuationRow> = {}): ValuationRow {
  return { ...valuationRecordFixture(), customer: { id: 'cus-1', name: 'Asha Verma' }, ...overrides }
}

/** The valuation as valuations.get answers it: no ornaments, EMIs, bank or certificate unless overridden. */
export function valuationDetailFixture(overrides: Partial<ValuationDetail> = {}): ValuationDetail {
  const { id, type, status, totalGrossWeight, totalNetWeight, totalValue, estimatedLoan, valuationFee } =
    valuationRecordFixture()
  return {
    id,
    type,
    status,
    totalGrossWeight,
    totalNetWeight,
    totalValue,
    estimatedLoan,
    valuationFee,
    makingCharges: 0,
    otherDeductions: 0,
    goldRate: 6000,
    ltvPercentage: 75,
    interestRate: null,
    appraiserName: null,
    appraiserNote: null,
    ornamentReceiptUrl: null,
    goldEnvelopeUrl: null,
    acknowledgementUrl: null,
    goldReceiptNo: null,
    goldReceiptIssuedAt: null,
    certificateNumber: null,
    packetNo: null,
    sealNo: null,
    sealedPacket: false,
    supersededBy: null,
    corrects: null,
    customer: { id: 'cus-1', name: 'Asha Verma', phone: '9876543210', email: null },
    bank: null,
    bankBranchId: null,
    bankBranches: [],
    ornaments: [],
    emiRecords: [],
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  }
}

/** An EMI record as valuations.addEmi answers it: ₹5,000 due on 5 Feb 2026, upcoming. */
export function emiRecordFixture(overrides: Partial<EmiRecord> = {}): EmiRecord {
  return {
    id: 'emi-1',
    customerId: 'cus-1',
    valuationId: 'val-1',
    tenantId: 'ten-1',
    amount: 5000,
    dueDate: new Date('2026-02-05T00:00:00Z'),
    status: 'Upcoming',
    isRead: false,
    reminderSentAt: null,
    todayReminderSentAt: null,
    overdueReminderSentAt: null,
    paidAt: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  }
}

/** The EMI record as valuations.patchEmi answers it, with what is paid and what is left. */
export function patchedEmiFixture(overrides: Partial<PatchedEmi> = {}): PatchedEmi {
  const emi = emiRecordFixture()
  return { ...emi, amountPaise: 500_000, paidAmountPaise: 0, outstandingPaise: 500_000, ...overrides }
}

/** A bank as banks.list lists it: active, not shared, no branches, no email template. */
export function bankFixture(overrides: Partial<Bank> = {}): Bank {
  return {
    id: 'bank-1',
    name: 'Canara Bank',
    goldRate22k: null,
    defaultEmail: null,
    emailSubject: null,
    emailBody: null,
    isActive: true,
    shared: false,
    branches: [],
    ...overrides,
  }
}

/** The shop's rate as valuations.currentRate answers it: ₹6,000/g 22K entered by hand this morning. */
export function shopRateFixture(overrides: Partial<ShopRate> = {}): ShopRate {
  return {
    rate22kPaise: 600_000,
    rate24kPaise: 654_367,
    source: 'shop',
    at: new Date('2026-01-05T04:35:00Z'),
    enteredBy: 'Asha',
    ageMinutes: 30,
    ...overrides,
  }
}

/** An installment of valuations.get on a valuation without a loan: ₹5,000 due, upcoming, nothing paid. */
export function valuationEmiFixture(overrides: Partial<ValuationEmi> = {}): ValuationEmi {
  const row = {
    id: 'emi-1',
    valuationId: 'val-1',
    installmentNo: null,
    amount: 5000,
    amountPaise: 500_000,
    paidAmountPaise: 0,
    dueDate: new Date('2026-02-05T00:00:00Z'),
    status: 'Upcoming',
    paidAt: null,
  }
  return { ...row, ...emiRecordState(row, null), ...overrides }
}
