import type { KycUrlField } from './customer-validation.ts'

export type KycFlags = { livePhoto: boolean; idCard: boolean; aadhaarDoc: boolean; panDoc: boolean; passbook: boolean }
export type KycProgress = { completed: number; total: 5 }

type KycSource = { readonly [K in KycUrlField]?: string | null }

const present = (url: string | null | undefined): boolean => typeof url === 'string' && url.trim() !== ''

/** Which KYC media a customer has on file; the detail view shows these instead of the URLs. */
export function kycFlags(customer: KycSource): KycFlags {
  return {
    livePhoto: present(customer.livePhotoUrl),
    idCard: present(customer.idCardPhotoUrl),
    aadhaarDoc: present(customer.aadhaarDocUrl),
    panDoc: present(customer.panDocUrl),
    passbook: present(customer.passbookUrl),
  }
}

export function kycProgress(flags: KycFlags): KycProgress {
  return { completed: Object.values(flags).filter(Boolean).length, total: 5 }
}
