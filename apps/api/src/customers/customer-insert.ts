import type { ConsentChannel } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { aadhaarVault } from './aadhaar-vault.ts'
import { customerConsentsRepository } from './customer-consents-repository.ts'
import { customersRepository, type CustomerRow, type NewCustomer } from './customers-repository.ts'

export type ConsentGiven = { noticeVersion: string; channel: ConsentChannel; recordedById: string | null }

/**
 * A new borrower (the staff form and the intake form alike): the Aadhaar number sealed into the
 * vault first and only its reference on the row, then the unique insert; a phone or email conflict
 * removes the vault entry again. A consent to the privacy notice, when given, is recorded beside it.
 * The row answers with the number in `aadhaar`, as spec 4.6's 201 shows the stored row.
 */
export async function insertCustomer(
  ctx: AppContext,
  tenantId: string,
  data: NewCustomer & { aadhaar?: string | null },
  consent: ConsentGiven | null,
): Promise<{ ok: true; row: CustomerRow } | { ok: false; conflict: 'phone' | 'email' }> {
  const vault = aadhaarVault(ctx, tenantId)
  const number = data.aadhaar ?? null
  const aadhaarRef = number === null ? null : await vault.store(number)
  const result = await customersRepository(ctx, tenantId).insertUnique({ ...data, aadhaar: null, aadhaarRef })
  if (!result.ok) {
    if (aadhaarRef !== null) await vault.remove(aadhaarRef)
    return result
  }
  result.row.aadhaar = number
  if (consent)
    await customerConsentsRepository(ctx, tenantId).record({
      customerId: result.row.id,
      ...consent,
      consentedAt: ctx.now(),
    })
  return result
}
