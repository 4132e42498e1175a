import { can, type Principal } from '../auth/principal.ts'

/** Who may approve or reject a request: whoever holds `approvals.decide` (the maker is refused apart). */
export function canDecide(principal: Principal | null): boolean {
  return can(principal, 'approvals.decide')
}

/**
 * Who may read a request's detail: its maker, whoever decides requests and whoever reads the audit
 * trail. Anyone else is answered as if it did not exist (as another shop's would be).
 */
export function mayReadRequest(principal: Principal | null, request: { makerId: string }): boolean {
  if (principal?.kind !== 'staff') return false
  return principal.userId === request.makerId || can(principal, 'approvals.decide') || can(principal, 'audit.read')
}
