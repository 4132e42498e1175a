import type { Principal } from '@gold/core'
import { bankErrors } from './banks-errors.ts'

type Staff = Extract<Principal, { kind: 'staff' }>

/**
 * Bank templates, their gold rates and branch mail overrides decide what banks receive, so only a
 * tenant admin changes them; an employee reads them (valuations need them) and gets 403 on a change.
 */
export function assertBankAdmin(staff: Staff): Staff {
  if (staff.role !== 'TENANT_ADMIN') throw bankErrors.error('adminOnly')
  return staff
}
