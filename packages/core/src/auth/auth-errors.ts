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
  // Ours (issue 17): staff accounts and passwords.
  wrongCurrentPassword: [400, 'Your current password is not correct.'],
  resetLinkInvalid: [400, 'This reset link is invalid or has expired. Ask for a new one.'],
  staffNotFound: [404, 'Staff account not found.'],
  cannotDisableSelf: [400, 'You cannot disable your own account.'],
  lastActiveAdmin: [400, 'The shop needs at least one active admin.'],
  resetForDisabled: [400, 'This account is disabled. Enable it before sending a reset link.'],
})
