import { navigate } from '@gold/ui'
import { trpc } from '../../trpc.ts'
import { isPendingResult } from './approval-types.ts'

/**
 * After a gated action: when a rule held it, the maker is taken to the request, which says
 * "Sent for approval" (never "done"), and true is answered so the caller does not go on as if it posted.
 */
export function useSentForApproval() {
  const utils = trpc.useUtils()
  return <T>(result: T): result is Extract<T, { pending: unknown }> => {
    if (!isPendingResult(result)) return false
    void utils.approvals.invalidate()
    navigate(`/approvals/${result.pending.id}`)
    return true
  }
}
