import { can, type Principal } from '../auth/principal.ts'

/** Who may approve or reject a request: whoever holds `approvals.decide` (the maker is refused apart). */
export function canDecide(principal: Principal | null): boolean {
  return can(principal, 'approvals.decide')
}
