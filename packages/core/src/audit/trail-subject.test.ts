import { describe, expect, it } from 'vitest'
import { trailSubjectOf } from './trail-subject.ts'

describe('trailSubjectOf', () => {
  it.each([
    [
      'customers.correct',
      { id: 'c1', reason: 'x' },
      {},
      { subjectType: 'customers', subjectId: 'c1', customerId: 'c1', loanId: null },
    ],
    [
      'PATCH /api/customers/:id/kyc',
      {},
      { id: 'c2' },
      { subjectType: 'customers', subjectId: 'c2', customerId: 'c2', loanId: null },
    ],
    [
      'loans.recordPayment',
      { loanId: 'l1' },
      {},
      { subjectType: 'loans', subjectId: 'l1', customerId: null, loanId: 'l1' },
    ],
    [
      'loans.create',
      { customerId: 'c3' },
      {},
      { subjectType: 'loans', subjectId: 'c3', customerId: 'c3', loanId: null },
    ],
    [
      'goldRates.set',
      'not an object',
      {},
      { subjectType: 'goldRates', subjectId: null, customerId: null, loanId: null },
    ],
  ])('%s', (action, input, params, subject) => expect(trailSubjectOf(action, input, params)).toEqual(subject))
})
