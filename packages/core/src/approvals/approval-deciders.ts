import type { Principal } from '../auth/principal.ts'

/**
 * Who may approve or reject a request (permission `approvals.decide`). The one place that says
 * it: today the tenant admin (an owner); the roles branch swaps this for the permission check.
 */
export function canDecide(principal: Principal | null): boolean {
  return principal?.kind === 'staff' && principal.role === 'TENANT_ADMIN'
}
