import { authErrors } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { authRepository } from './auth-repository.ts'
import { consumeOtp } from './otp-service.ts'
import { createSession } from './session-service.ts'

/** Borrower portal sign-in by email OTP; an Inactive customer is refused. */
export async function portalLogin(ctx: AppContext, input: { tenant: unknown; email: unknown; code: unknown }) {
  const { tenant, email } = await consumeOtp(ctx, input)
  const customer = await authRepository(ctx, tenant.id).customerByEmail(email)
  if (!customer) throw authErrors.error('invalidCode')
  if (customer.status === 'Inactive') throw authErrors.error('accountInactive')
  const token = await createSession(ctx, 'customer', customer.id, tenant.id)
  return { token, customer: { id: customer.id, name: customer.name } }
}
