import { isRecord } from '../shared/is-record.ts'
import { textLimits } from '../shared/text-limits.ts'
import { KYC_URL_FIELDS, type KycUrlField } from './customer-validation.ts'
import { customerErrors } from './customers-errors.ts'

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

const KIND_OF_FIELD: Record<KycUrlField, keyof KycFlags> = {
  livePhotoUrl: 'livePhoto',
  idCardPhotoUrl: 'idCard',
  aadhaarDocUrl: 'aadhaarDoc',
  panDocUrl: 'panDoc',
  passbookUrl: 'passbook',
}

/** The KYC media on file, in form order, each by the name of its flag and its stored value (trimmed). */
export function kycDocumentsOnFile(customer: KycSource): { kind: keyof KycFlags; stored: string }[] {
  return KYC_URL_FIELDS.flatMap((field) => {
    const stored = customer[field]
    return present(stored) ? [{ kind: KIND_OF_FIELD[field], stored: stored!.trim() }] : []
  })
}

export function kycProgress(flags: KycFlags): KycProgress {
  return { completed: Object.values(flags).filter(Boolean).length, total: 5 }
}

type IdentityDocField = 'aadhaarDocUrl' | 'panDocUrl'

/**
 * What a KYC change must leave in place: staff create a customer with an Aadhaar or a PAN document
 * (spec 4.6), so a change may clear one of them only while the other stays on file. `refuse` when
 * it clears both; otherwise the field that must still be present afterwards, or null when the
 * change cannot leave the customer without one (it sets a document, or touches neither). Intake
 * customers start with neither; adding other media to them is not refused.
 */
export function identityDocToKeep(change: { readonly [K in KycUrlField]?: string | null }):
  { refuse: true } | { refuse: false; keep: IdentityDocField | null } {
  const { aadhaarDocUrl: aadhaar, panDocUrl: pan } = change
  if (aadhaar === null && pan === null) return { refuse: true }
  if (aadhaar === null && pan === undefined) return { refuse: false, keep: 'panDocUrl' }
  if (pan === null && aadhaar === undefined) return { refuse: false, keep: 'aadhaarDocUrl' }
  return { refuse: false, keep: null }
}

/** A KYC change: the media it sets (trimmed URL) or clears (null); a field left out stays as it is. */
export type KycChange = { [K in KycUrlField]?: string | null }

/**
 * PATCH /api/customers/{id}/kyc's body. A field is changed only when its key is present: empty,
 * blank or null clears it, text is trimmed and at most `textLimits.url` characters, anything else
 * is refused; a body naming none of the five is refused too.
 */
export function parseKycChange(body: unknown): KycChange {
  const b: Record<string, unknown> = isRecord(body) ? body : {}
  const change: KycChange = {}
  for (const field of KYC_URL_FIELDS) {
    if (!(field in b)) continue
    const value = b[field]
    if (value === null || (typeof value === 'string' && value.trim() === '')) change[field] = null
    else if (typeof value === 'string' && value.trim().length <= textLimits.url) change[field] = value.trim()
    else throw customerErrors.error('invalidKycUrl')
  }
  if (Object.keys(change).length === 0) throw customerErrors.error('noKycFields')
  return change
}
