import {
  correctionChanges,
  customerCorrectionErrors,
  customerErrors,
  pickCorrectable,
  type CustomerCorrectionInput,
  type FieldChange,
  type Principal,
} from '@gold/core'
import { auditChange, auditSubject } from '../audit/trail-scope.ts'
import type { AppContext } from '../platform/context.ts'
import { customerCorrectionsRepository } from './customer-corrections-repository.ts'

type Staff = Extract<Principal, { kind: 'staff' }>

const changedOnly = (changes: FieldChange[], side: 'from' | 'to') =>
  Object.fromEntries(changes.map((c) => [c.field, c[side]]))

/**
 * Correct a borrower's name, phone, email, address, nominee or bank details (issue 26): the
 * details as checked by the borrower form's rules, under the borrower's row lock; a new version of
 * the history with what changed, why, who and when; the change in the shop's audit trail.
 */
export async function correctCustomer(ctx: AppContext, staff: Staff, id: string, input: CustomerCorrectionInput) {
  auditSubject({ customerId: id })
  const result = await customerCorrectionsRepository(ctx, staff.tenantId).transaction(async (q) => {
    const stored = await q.lockedDetails(id)
    if (!stored) throw customerErrors.error('notFound')
    const changes = correctionChanges(pickCorrectable(stored), input.details)
    if (changes.length === 0) throw customerCorrectionErrors.error('nothingChanged')
    const conflict = await q.conflictWithOthers(id, input.details.phone, input.details.email)
    if (conflict) throw customerErrors.error(conflict === 'phone' ? 'duplicatePhone' : 'duplicateEmail')
    await q.update(
      id,
      input.details,
      changes.some((c) => c.field === 'email'),
    )
    const version = (await q.lastVersion(id)) + 1
    await q.insert(id, version, {
      changes,
      reason: input.reason,
      correctedById: staff.userId,
      correctedByName: staff.name,
      correctedAt: ctx.now(),
    })
    return { version, changes }
  })
  if (!result.ok) throw customerErrors.error(result.conflict === 'phone' ? 'duplicatePhone' : 'duplicateEmail')
  auditChange(changedOnly(result.value.changes, 'from'), changedOnly(result.value.changes, 'to'))
  return { id, version: result.value.version, changes: result.value.changes }
}

/** The borrower's corrections, newest first: empty for a borrower never corrected. */
export async function customerCorrections(ctx: AppContext, tenantId: string, id: string) {
  const rows = await customerCorrectionsRepository(ctx, tenantId).history(id)
  return rows.map((r) => ({
    version: r.version,
    changes: r.changes as FieldChange[],
    reason: r.reason,
    correctedById: r.correctedById,
    correctedByName: r.correctedByName,
    correctedAt: r.correctedAt,
  }))
}
