import { KYC_URL_FIELDS, PRIVACY_NOTICE_VERSION, isoDateOf, privacyErrors, type Principal } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { storedFilesOf } from '../uploads/upload-service.ts'
import { aadhaarVault } from './aadhaar-vault.ts'
import { customerConsentsRepository } from './customer-consents-repository.ts'
import { customerErasureRepository } from './customer-erasure-repository.ts'
import { customersRepository } from './customers-repository.ts'

type Staff = Extract<Principal, { kind: 'staff' }>

export const PERSONAL_DATA_EXPORTED = 'PERSONAL_DATA_EXPORTED'

const dateOnly = (d: Date | null) => (d === null ? null : isoDateOf(d))

/**
 * A borrower's personal data as one JSON document (DPDP Act s. 11, the right to a summary of one's
 * data): the profile with the full Aadhaar number, the KYC documents on file (what they are, not
 * their bytes), the consents to the privacy notice, and a summary of their loans. Staff with
 * `customers.personalData` download it for the borrower; each export is an AuditEvent (and the
 * shop's trail records the call).
 */
export async function exportPersonalData(ctx: AppContext, staff: Staff, customerId: string) {
  const customers = customersRepository(ctx, staff.tenantId)
  const row = customerId.trim() === '' ? null : await customers.findById(customerId)
  if (!row) throw privacyErrors.error('customerNotFound')
  const [aadhaar, consents, loans, erasure] = await Promise.all([
    aadhaarVault(ctx, staff.tenantId).numberOf(row.aadhaarRef),
    customerConsentsRepository(ctx, staff.tenantId).ofCustomer(customerId),
    customers.loanSummaries(customerId),
    customerErasureRepository(ctx, staff.tenantId).erasure(customerId),
  ])
  const kycStored = KYC_URL_FIELDS.flatMap((field) => (row[field] ? [{ field, stored: row[field] }] : []))
  const files = new Map(
    (
      await storedFilesOf(
        ctx,
        staff.tenantId,
        kycStored.map((k) => k.stored),
      )
    ).map((f) => [f.pathname, f]),
  )
  await customers.recordAudit({
    actorId: staff.userId,
    actorRole: staff.role,
    action: PERSONAL_DATA_EXPORTED,
    subjectType: 'Customer',
    subjectId: customerId,
  })
  return {
    exportedAt: ctx.now(),
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    profile: {
      id: row.id,
      name: row.name,
      phone: row.phone,
      email: row.email,
      address: row.address,
      aadhaar: aadhaar ?? row.aadhaar,
      pan: row.pan,
      bankName: row.bankName,
      accountNumber: row.accountNumber,
      ifsc: row.ifsc,
      nomineeName: row.nomineeName,
      nomineeRel: row.nomineeRel,
      preferredLanguage: row.preferredLanguage,
      status: row.status,
      createdAt: row.createdAt,
    },
    kycDocuments: kycStored.map(({ field, stored }) => {
      const file = files.get(stored)
      return {
        kind: field.replace(/Url$/, ''),
        fileName: file?.originalName ?? null,
        contentType: file?.contentType ?? null,
        size: file?.size ?? null,
        uploadedAt: file?.createdAt ?? null,
      }
    }),
    consents: consents.map((c) => ({ noticeVersion: c.noticeVersion, channel: c.channel, consentedAt: c.consentedAt })),
    loans: loans.map((l) => ({
      loanNumber: l.loanNumber,
      status: l.status,
      principalPaise: Number(l.principal),
      disbursedOn: dateOnly(l.disbursedOn),
      closedOn: dateOnly(l.closedOn),
      releasedOn: dateOnly(l.releasedOn),
    })),
    erasure: erasure ? { erasedAt: erasure.erasedAt } : null,
  }
}
