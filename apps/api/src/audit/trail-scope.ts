import { AsyncLocalStorage } from 'node:async_hooks'

/** What the service of a recorded call adds to its trail entry: the record before and after, and who it concerned. */
export type TrailScope = {
  before: unknown
  after: unknown
  subject: { customerId?: string; loanId?: string; subjectType?: string; subjectId?: string }
}

const scopes = new AsyncLocalStorage<TrailScope>()

/** Run `work` with a fresh scope its services write into (the recorder reads it after). */
export function inTrailScope<T>(work: () => Promise<T>): { scope: TrailScope; result: Promise<T> } {
  const scope: TrailScope = { before: undefined, after: undefined, subject: {} }
  return { scope, result: scopes.run(scope, work) }
}

/**
 * The record a recorded call changed, as it was and as it is now (secrets are redacted and Aadhaar
 * masked when stored). Outside a recorded call (the CLI, a job, a test calling the service) it does
 * nothing.
 */
export function auditChange(before: unknown, after: unknown) {
  const scope = scopes.getStore()
  if (!scope) return
  scope.before = before
  scope.after = after
}

/** The borrower, loan or subject a recorded call concerned, where its input does not name them. */
export function auditSubject(subject: TrailScope['subject']) {
  const scope = scopes.getStore()
  if (scope) Object.assign(scope.subject, subject)
}
