import { describe, expect, it } from 'vitest'
import { domainFailure } from '../test-support/domain-failure.ts'
import { assertCounterForCash, moneyAccountCode, type MoneyVia } from './money-accounts.ts'

describe('money account by mode', () => {
  it.each<[MoneyVia, string]>([
    [{ mode: 'Cash' }, '1100'],
    [{ mode: 'Cash', counterNumber: null }, '1100'],
    [{ mode: 'Cash', counterNumber: 7 }, '1107'],
    [{ mode: 'UPI', counterNumber: 7 }, '1300'],
    [{ mode: 'BankTransfer' }, '1200'],
    [{ mode: 'BankTransfer', bankAccountCode: '1210' }, '1210'],
  ])('%j → %s', (via, code) => {
    expect(moneyAccountCode(via)).toBe(code)
  })

  it('refuses an unknown mode', () => {
    expect(domainFailure(() => moneyAccountCode({ mode: 'Cheque' as never }))?.message).toBe(
      'Mode must be Cash, BankTransfer or UPI.',
    )
  })

  it('refuses cash without an open counter only when the shop requires one', () => {
    expect(domainFailure(() => assertCounterForCash({ mode: 'Cash' }, true))).toEqual({
      status: 400,
      message: 'Open a counter before taking or paying out cash.',
    })
    expect(domainFailure(() => assertCounterForCash({ mode: 'Cash' }, false))).toBeNull()
    expect(domainFailure(() => assertCounterForCash({ mode: 'Cash', counterNumber: 1 }, true))).toBeNull()
    expect(domainFailure(() => assertCounterForCash({ mode: 'UPI' }, true))).toBeNull()
  })
})
