import { isRecord } from '../shared/is-record.ts'

export type TrailSubject = {
  subjectType: string
  subjectId: string | null
  customerId: string | null
  loanId: string | null
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/**
 * What a recorded call was about, read from its name and what it was sent: the domain (`customers`
 * of `customers.correct` or `PATCH /api/customers/:id`), the id it named, and the borrower and loan
 * where the call names them. A service that knows better (a payment's loan, its borrower) adds them
 * through `auditSubject`.
 */
export function trailSubjectOf(action: string, input: unknown, params: Record<string, string>): TrailSubject {
  const rest = /^[A-Z]+ \/api\/([^/]+)/.exec(action)
  const subjectType = rest ? rest[1]! : (action.split('.')[0] ?? action)
  const body = isRecord(input) ? input : {}
  const ownId = text(params.id) ?? text(body.id)
  const customerId = text(body.customerId) ?? (subjectType === 'customers' ? ownId : null)
  const loanId = text(body.loanId) ?? (subjectType === 'loans' ? ownId : null)
  return { subjectType, subjectId: ownId ?? loanId ?? customerId, customerId, loanId }
}
