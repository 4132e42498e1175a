import { borrowerPhoneExistsMessage, checkName, checkPhone, type Principal, valuationErrors } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { findVisibleBank } from '../banks/bank-service.ts'
import { valuationsRepository } from './valuations-repository.ts'

type Staff = Extract<Principal, { kind: 'staff' }>
type Body = Record<string, unknown>

export type CustomerChoice = { kind: 'existing'; id: string } | { kind: 'inline'; name: string; phone: string }
export type BankChoice =
  | null
  | { kind: 'existing'; id: string; name: string; goldRate22kPaise: number | null; updatedAt: Date }
  | { kind: 'new'; name: string }

export const archivedBorrowerMessage = (phone: string, name: string) =>
  `An archived borrower with phone ${phone} already exists (${name}). Restore them from the borrower list instead of adding a new one.`

/** customerId: an id in the tenant, or `Other` with an inline name and phone (validated, phone canonical). */
export async function resolveCustomerChoice(
  ctx: AppContext,
  staff: Staff,
  customerId: string,
  input: Body,
): Promise<CustomerChoice> {
  const valuations = valuationsRepository(ctx, staff.tenantId)
  if (customerId !== 'Other') {
    const found = await valuations.customerId(customerId)
    if (!found) throw valuationErrors.error('invalidCustomer')
    return { kind: 'existing', id: found }
  }
  const name = checkName(input.customCustomerName)
  if (!name.ok) throw valuationErrors.error('invalidInlineCustomer', { message: name.message })
  const phone = checkPhone(input.customCustomerPhone)
  if (!phone.ok) throw valuationErrors.error('invalidInlineCustomer', { message: phone.message })
  const existing = await valuations.customerByPhone(phone.value)
  if (existing) {
    const message =
      existing.status === 'Inactive'
        ? archivedBorrowerMessage(phone.value, existing.name)
        : borrowerPhoneExistsMessage(phone.value, existing.name)
    throw valuationErrors.error('borrowerPhoneExists', { message })
  }
  return { kind: 'inline', name: name.value, phone: phone.value }
}

/**
 * bankId: absent, empty or non-string is no bank; `Other` reuses an active bank of the same name
 * (case-insensitive, trimmed) from the tenant or the shared catalog, else a new tenant template is
 * created with the valuation; any other value must be an active template visible to the tenant.
 */
export async function resolveBankChoice(ctx: AppContext, staff: Staff, input: Body): Promise<BankChoice> {
  const bankId = input.bankId
  if (typeof bankId !== 'string' || bankId.trim() === '') return null
  if (bankId === 'Other') {
    const name = typeof input.customBankName === 'string' ? input.customBankName.trim() : ''
    if (name === '') throw valuationErrors.error('missingBankName')
    const match = await valuationsRepository(ctx, staff.tenantId).activeBankNamed(name)
    return match
      ? {
          kind: 'existing',
          id: match.id,
          name: match.name,
          goldRate22kPaise: match.goldRate22kPaise,
          updatedAt: match.updatedAt,
        }
      : { kind: 'new', name: name.slice(0, 120) }
  }
  const bank = await findVisibleBank(ctx, staff.tenantId, bankId, { activeOnly: true })
  if (!bank) throw valuationErrors.error('invalidBankTemplate')
  return {
    kind: 'existing',
    id: bank.id,
    name: bank.name,
    goldRate22kPaise: bank.goldRate22kPaise,
    updatedAt: bank.updatedAt,
  }
}
