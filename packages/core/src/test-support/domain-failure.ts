import { isDomainError } from '../shared/domain-error.ts'

/** For core's tests: the DomainError `fn` throws, as its status and message; null if it throws none. */
export function domainFailure(fn: () => unknown): { status: number; message: string } | null {
  try {
    fn()
  } catch (e) {
    if (isDomainError(e)) return { status: e.status, message: e.message }
    throw e
  }
  return null
}
