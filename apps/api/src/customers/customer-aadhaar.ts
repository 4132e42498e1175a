import { customerErrors, maskAadhaar, type Principal } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { customersRepository } from './customers-repository.ts'
import { aadhaarVault } from './aadhaar-vault.ts'

type Staff = Extract<Principal, { kind: 'staff' }>

export const AADHAAR_REVEALED = 'AADHAAR_REVEALED'

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * Mask (in place) every `aadhaar` text in an answer, however deep: the staff app reads borrowers
 * through tRPC, and a procedure added to the customers router later is masked without anyone
 * remembering to. Dates and other class instances are left alone.
 */
export function maskAadhaarFields<T>(value: T): T {
  const node: unknown = value
  if (Array.isArray(node)) {
    for (const item of node) maskAadhaarFields(item)
  } else if (isPlainObject(node)) {
    for (const key of Object.keys(node)) {
      const field = node[key]
      if (key === 'aadhaar' && typeof field === 'string') node[key] = maskAadhaar(field)
      else if (typeof field === 'object' && field !== null) maskAadhaarFields(field)
    }
  }
  return value
}

/**
 * The full Aadhaar number of one of the tenant's customers, opened from the vault for a staff member
 * who said why (`reason`, checked by core `parseRevealReason` before this is called). The AuditEvent
 * (with the reason) is written before the number is returned, so no reveal goes unrecorded; the
 * shop's audit trail records the call itself. A customer without a number reveals nothing and
 * records nothing.
 */
export async function revealAadhaar(ctx: AppContext, staff: Staff, customerId: string, reason: string) {
  if (customerId.trim() === '') throw customerErrors.error('notFound')
  const customers = customersRepository(ctx, staff.tenantId)
  const customer = await customers.findAadhaar(customerId)
  if (!customer) throw customerErrors.error('notFound')
  const aadhaar = (await aadhaarVault(ctx, staff.tenantId).numberOf(customer.aadhaarRef)) ?? customer.aadhaar
  if (aadhaar !== null) {
    await customers.recordAudit({
      actorId: staff.userId,
      actorRole: staff.role,
      action: AADHAAR_REVEALED,
      subjectType: 'Customer',
      subjectId: customer.id,
      detail: reason,
    })
  }
  return { id: customer.id, aadhaar }
}
