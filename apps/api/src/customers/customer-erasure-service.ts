import {
  DEFAULT_RETENTION_YEARS,
  erasureCheck,
  isoDateOf,
  parsePrivacySettings,
  privacyErrors,
  type Principal,
} from '@gold/core'
import { auditSubject } from '../audit/trail-scope.ts'
import type { AppContext } from '../platform/context.ts'
import { deleteStoredFiles } from '../uploads/upload-service.ts'
import { customerErasureRepository } from './customer-erasure-repository.ts'
import { customersRepository } from './customers-repository.ts'

type Staff = Extract<Principal, { kind: 'staff' }>

export const PERSONAL_DATA_ERASED = 'PERSONAL_DATA_ERASED'

const dateOnly = (d: Date | null) => (d === null ? null : isoDateOf(d))
const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`)

/** The shop's retention in years (Settings › Personal data): 8 unless the shop chose otherwise. */
export async function privacySettings(ctx: AppContext, tenantId: string) {
  return {
    retentionYears: (await customerErasureRepository(ctx, tenantId).retentionYears()) ?? DEFAULT_RETENTION_YEARS,
  }
}

export async function updatePrivacySettings(ctx: AppContext, tenantId: string, input: unknown) {
  const { retentionYears } = parsePrivacySettings(input)
  await customerErasureRepository(ctx, tenantId).putRetentionYears(retentionYears)
  return { retentionYears }
}

/**
 * Erase a borrower's identity data (DPDP Act s. 8(7)) once the shop's retention after their last
 * loan closed has passed and nothing is open (core `erasureCheck`, exact refusals). Kept: the
 * customer id, loans, ledgers, journals, receipts' numbers and amounts (the books of account);
 * removed: every identity field of the row (the name becomes "Erased borrower"), the Aadhaar vault
 * entry, the KYC files, the values of the correction history, the addresses messages went to and
 * the borrower's portal sessions. Recorded as a CustomerErasure, an AuditEvent and in the shop's trail.
 */
export async function eraseCustomer(ctx: AppContext, staff: Staff, customerId: string) {
  auditSubject({ customerId })
  const repo = customerErasureRepository(ctx, staff.tenantId)
  const retentionYears = (await repo.retentionYears()) ?? DEFAULT_RETENTION_YEARS
  const now = ctx.now()
  const result = await repo.transaction(async (q) => {
    const row = customerId.trim() === '' ? null : await q.locked(customerId)
    if (!row) throw privacyErrors.error('customerNotFound')
    if (await q.alreadyErased(customerId)) throw privacyErrors.error('alreadyErased')
    const loans = await q.loans(customerId)
    const lastValuation = await q.lastValuationAt(customerId)
    const created = isoDateOf(row.createdAt)
    const check = erasureCheck({
      loans: loans.map((l) => ({
        status: l.status,
        closedOn: dateOnly(l.closedOn),
        releasedOn: dateOnly(l.releasedOn),
        auctionedOn: dateOnly(l.auctionedOn),
        surplusOwedPaise: Number(l.surplusOwed),
        surplusPaidOn: dateOnly(l.surplusPaidOn),
      })),
      hasUnpaidEmis: await q.hasUnpaidEmis(customerId),
      lastActivityOn: lastValuation && isoDateOf(lastValuation) > created ? isoDateOf(lastValuation) : created,
      today: isoDateOf(now),
      retentionYears,
    })
    if (!check.ok)
      throw check.refusal === 'openLoan'
        ? privacyErrors.error('openLoan')
        : privacyErrors.error('retention', { body: { retainedTill: check.retainedTill } })
    const kycFiles = [row.livePhotoUrl, row.idCardPhotoUrl, row.aadhaarDocUrl, row.panDocUrl, row.passbookUrl].filter(
      (p): p is string => p !== null && p.startsWith(`${staff.tenantId}/`),
    )
    await q.blankIdentity(customerId)
    const vaultEntries = row.aadhaarRef ? (await q.removeVaultEntry(row.aadhaarRef)).count : 0
    const removed = {
      vaultEntries,
      kycFiles: kycFiles.length,
      corrections: await q.redactCorrections(customerId),
      messageRecipients: await q.blankRecipients(customerId),
      sessions: await q.revokeSessions(customerId, now),
    }
    await q.record({
      customerId,
      erasedAt: now,
      erasedById: staff.userId,
      lastClosedOn: check.lastClosedOn === null ? null : asDate(check.lastClosedOn),
      retainedTill: asDate(check.retainedTill),
      removed,
    })
    return { kycFiles, removed, check }
  })
  // Files are not transactional: removed once the committed row no longer names them.
  await deleteStoredFiles(ctx, staff.tenantId, result.kycFiles)
  const { removed } = result
  await customersRepository(ctx, staff.tenantId).recordAudit({
    actorId: staff.userId,
    actorRole: staff.role,
    action: PERSONAL_DATA_ERASED,
    subjectType: 'Customer',
    subjectId: customerId,
  })
  return { id: customerId, erasedAt: now, retainedTill: result.check.retainedTill, removed }
}
