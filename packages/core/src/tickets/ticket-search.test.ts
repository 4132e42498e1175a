import { describe, expect, it } from 'vitest'
import { ticketReference } from './ticket-rules.ts'
import { ticketSearch } from './ticket-search.ts'

describe('ticketSearch', () => {
  it.each([
    ['', null],
    ['   ', null],
    [' EMI date ', { text: 'EMI date', idSuffix: null }],
    ['Ravi', { text: 'Ravi', idSuffix: null }],
    ['TKT-AB12CD', { text: 'TKT-AB12CD', idSuffix: 'ab12cd' }],
    ['tkt-ab12cd', { text: 'tkt-ab12cd', idSuffix: 'ab12cd' }],
    ['TKT12CD', { text: 'TKT12CD', idSuffix: '12cd' }],
    ['TKT-AB12CDE', { text: 'TKT-AB12CDE', idSuffix: null }],
  ])('%j → %j', (raw, search) => {
    expect(ticketSearch(raw)).toEqual(search)
  })

  it("finds a ticket by the reference the apps show: the id's last six characters", () => {
    const id = 'cmf0k2x9a0001ab12cd'
    expect(id.endsWith(ticketSearch(ticketReference(id))!.idSuffix!)).toBe(true)
  })
})
