import { bankErrors } from './banks-errors.ts'

/**
 * Bank templates, their gold rates and branch mail overrides decide what banks receive, so only a
 * holder of `banks.manage` changes them; the rest of the staff read them (valuations need them)
 * and get banks' 403, the answer an employee got when only a tenant admin could change them.
 */
export const bankManagerRefusal = () => bankErrors.error('adminOnly')
