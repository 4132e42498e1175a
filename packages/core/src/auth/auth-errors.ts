import { defineErrors } from '../shared/domain-error.ts'

/** Authentication surfaces of interfaces.md section 3 and the common 401/404/429 answers. */
export const authErrors = defineErrors({
  unauthorized: [401, 'Unauthorized'],
  invalidCredentials: [401, 'Invalid email or password.'],
  tenantNotFound: [404, 'Tenant not found.'],
  invalidCode: [400, 'Invalid or expired code.'],
  accountInactive: [403, 'This account is inactive.'],
  tooManyAttempts: [429, 'Too many attempts. Please try again later.'],
  invalidRequest: [400, 'Invalid request.'],
  // Ours: the shop is deactivated; its staff may still sign in, see billing and renew.
  tenantSuspended: [403, 'This shop is suspended. Billing stays open; ask the platform team to reactivate the shop.'],
})
