import type { KycUrlField } from './customer-validation.ts'
import { kycFlags, kycProgress } from './kyc.ts'

type ProfileRow = {
  id: string
  name: string
  phone: string
  email: string | null
  address: string | null
  aadhaar: string | null
  pan: string | null
  bankName: string | null
  accountNumber: string | null
  ifsc: string | null
  nomineeName: string | null
  nomineeRel: string | null
  status: string
  phoneVerified: boolean
  createdAt: Date
} & { readonly [K in KycUrlField]?: string | null }

/** A borrower's profile as staff detail (spec 3.6) and the portal both show it: KYC media as
 * booleans and a progress count, never the document URLs. */
export function customerProfile(c: ProfileRow) {
  const kyc = kycFlags(c)
  return {
    id: c.id,
    name: c.name,
    phone: c.phone,
    email: c.email,
    address: c.address,
    aadhaar: c.aadhaar,
    pan: c.pan,
    bankName: c.bankName,
    accountNumber: c.accountNumber,
    ifsc: c.ifsc,
    nomineeName: c.nomineeName,
    nomineeRel: c.nomineeRel,
    status: c.status,
    phoneVerified: c.phoneVerified,
    createdAt: c.createdAt,
    kyc,
    kycProgress: kycProgress(kyc),
  }
}
