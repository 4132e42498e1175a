import type { RouterOutputs } from '../../trpc.ts'

type Customers = RouterOutputs['customers']
type CustomerRow = Customers['create']
export type BorrowerDetail = Customers['get']
export type PickerBorrower = Customers['picker']['items'][number]

const CREATED = new Date('2026-01-02T05:00:00Z')

/** Component tests' borrower row, as customers.create answers it: Asha Verma, active; override what a test is about. */
export function borrowerRowFixture(overrides: Partial<CustomerRow> = {}): CustomerRow {
  return {
    id: 'cus-1',
    tenantId: 'ten-1',
    name: 'Asha Verma',
    phone: '9876543210',
    email: null,
    address: null,
    status: 'New',
    aadhaar: null,
    pan: null,
    nomineeName: null,
    nomineeRel: null,
    bankName: null,
    accountNumber: null,
    ifsc: null,
    phoneVerified: false,
    phoneVerifiedAt: null,
    livePhotoUrl: null,
    idCardPhotoUrl: null,
    aadhaarDocUrl: null,
    panDocUrl: null,
    passbookUrl: null,
    notificationsSeenAt: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  }
}

/** The same borrower as customers.picker lists it. */
export function pickerBorrowerFixture(overrides: Partial<PickerBorrower> = {}): PickerBorrower {
  return { id: 'cus-1', name: 'Asha Verma', phone: '9876543210', email: null, status: 'New', ...overrides }
}

/** The same borrower as customers.get answers it: no valuations, EMIs or KYC documents yet. */
export function borrowerDetailFixture(overrides: Partial<BorrowerDetail> = {}): BorrowerDetail {
  return {
    id: 'cus-1',
    name: 'Asha Verma',
    phone: '9876543210',
    email: null,
    address: null,
    aadhaar: null,
    pan: null,
    bankName: null,
    accountNumber: null,
    ifsc: null,
    nomineeName: null,
    nomineeRel: null,
    status: 'New',
    phoneVerified: false,
    createdAt: CREATED,
    preferredLanguage: 'en',
    valuations: [],
    emiRecords: [],
    kyc: { livePhoto: false, idCard: false, aadhaarDoc: false, panDoc: false, passbook: false },
    kycProgress: { completed: 0, total: 5 },
    ...overrides,
  }
}
