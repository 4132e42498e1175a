import { describe, expect, it } from 'vitest'
import {
  CHAIN_START,
  canonicalJson,
  type ChainedTrailEntry,
  TRAIL_GENESIS_HASH,
  trailEntryHash,
  trailHeadBreak,
  walkTrailChain,
} from './trail-chain.ts'

function chain(count: number): ChainedTrailEntry[] {
  const entries: ChainedTrailEntry[] = []
  let prevHash = TRAIL_GENESIS_HASH
  for (let seq = 1; seq <= count; seq++) {
    const fields = {
      tenantId: 't1',
      seq,
      at: new Date(Date.UTC(2026, 11, 1, 10, seq)),
      actorId: 'u1',
      actorName: 'Owner',
      actorRole: 'TENANT_ADMIN',
      ip: '127.0.0.1',
      userAgent: 'test',
      action: 'customers.correct',
      subjectType: 'customers',
      subjectId: `c${seq}`,
      customerId: `c${seq}`,
      loanId: null,
      request: '{"phone":"9876543210"}',
      before: null,
      after: null,
      prevHash,
    }
    const hash = trailEntryHash(fields)
    entries.push({ ...fields, id: `e${seq}`, hash })
    prevHash = hash
  }
  return entries
}

describe('canonicalJson', () => {
  it.each([
    [{ b: 1, a: { d: [2, { z: 1, y: null }], c: 'x' } }, '{"a":{"c":"x","d":[2,{"y":null,"z":1}]},"b":1}'],
    [{ a: undefined, b: 2 }, '{"b":2}'],
    [null, 'null'],
    ['text', '"text"'],
  ])('%j -> %s', (value, text) => expect(canonicalJson(value)).toBe(text))
})

describe('walkTrailChain', () => {
  it('accepts an untouched chain, page by page, and ends at its head', () => {
    const entries = chain(5)
    const first = walkTrailChain(CHAIN_START, entries.slice(0, 2))
    expect(first.ok).toBe(true)
    const second = first.ok ? walkTrailChain(first.position, entries.slice(2)) : first
    expect(second).toEqual({ ok: true, position: { seq: 5, hash: entries[4]!.hash } })
    expect(trailHeadBreak({ seq: 5, hash: entries[4]!.hash }, { seq: 5, hash: entries[4]!.hash })).toBeNull()
  })

  it('reports an edited entry by its seq', () => {
    const entries = chain(4)
    entries[2] = { ...entries[2]!, request: '{"phone":"9000000000"}' }
    expect(walkTrailChain(CHAIN_START, entries)).toEqual({ ok: false, break: { problem: 'edited', seq: 3, id: 'e3' } })
  })

  it('reports a deleted entry as missing at its seq', () => {
    const entries = chain(4)
    entries.splice(1, 1)
    expect(walkTrailChain(CHAIN_START, entries)).toEqual({ ok: false, break: { problem: 'missing', seq: 2, id: 'e3' } })
  })

  it('reports an entry whose link was rewritten to hide a deletion', () => {
    const entries = chain(3)
    const relinked = { ...entries[2]!, seq: 2, prevHash: entries[0]!.hash }
    expect(walkTrailChain(CHAIN_START, [entries[0]!, { ...relinked, hash: entries[2]!.hash }])).toEqual({
      ok: false,
      break: { problem: 'edited', seq: 2, id: 'e3' },
    })
  })

  it('reports a deleted last entry through the head', () => {
    const entries = chain(3)
    const walked = walkTrailChain(CHAIN_START, entries.slice(0, 2))
    expect(walked.ok && trailHeadBreak(walked.position, { seq: 3, hash: entries[2]!.hash })).toEqual({
      problem: 'missing',
      seq: 3,
      id: null,
    })
  })

  it('an empty shop with no head is whole', () => {
    expect(trailHeadBreak(CHAIN_START, null)).toBeNull()
  })
})
