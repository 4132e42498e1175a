import { describe, expect, it } from 'vitest'
import {
  canonicalCustodyMovement,
  custodyHeadBreak,
  custodyMovementHash,
  CUSTODY_CHAIN_START,
  nextCustodyLink,
  walkCustodyChain,
  type ChainedCustodyMovement,
} from './custody-chain.ts'

function chain(n: number): ChainedCustodyMovement[] {
  const out: ChainedCustodyMovement[] = []
  let head = null as { seq: number; hash: string } | null
  for (let i = 0; i < n; i++) {
    const fields = {
      tenantId: 't1',
      ...nextCustodyLink(head),
      packetId: `p${i % 2}`,
      kind: i % 2 ? 'outForAudit' : 'intoVault',
      fromPlaceId: null,
      toPlaceId: i % 2 ? null : 'place-1',
      sealNo: 'S-0093',
      note: null,
      requestedById: 'u1',
      confirmedById: 'u2',
      at: new Date(Date.UTC(2026, 11, 28, 10, i)),
    }
    const hash = custodyMovementHash(fields)
    out.push({ ...fields, id: `m${i + 1}`, hash })
    head = { seq: fields.seq, hash }
  }
  return out
}

describe('custody chain', () => {
  it('hashes a canonical form that includes prevHash, with keys in order', () => {
    const [first] = chain(1)
    const text = canonicalCustodyMovement(first!)
    expect(text).toContain(`"prevHash":"${'0'.repeat(64)}"`)
    expect(text.indexOf('"at"')).toBeLessThan(text.indexOf('"confirmedById"'))
    expect(custodyMovementHash({ ...first!, prevHash: '1'.repeat(64) })).not.toBe(first!.hash)
  })

  it('walks an intact chain to its end, which matches the head', () => {
    const movements = chain(4)
    const walk = walkCustodyChain(CUSTODY_CHAIN_START, movements)
    expect(walk).toEqual({ ok: true, position: { seq: 4, hash: movements[3]!.hash } })
    expect(custodyHeadBreak({ seq: 4, hash: movements[3]!.hash }, { seq: 4, hash: movements[3]!.hash })).toBeNull()
  })

  it('finds an edited movement at its seq', () => {
    const movements = chain(4)
    movements[2] = { ...movements[2]!, sealNo: 'S-9999' }
    expect(walkCustodyChain(CUSTODY_CHAIN_START, movements)).toEqual({
      ok: false,
      break: { problem: 'edited', seq: 3, id: 'm3' },
    })
  })

  it('finds a deleted movement where the gap starts', () => {
    const movements = chain(4)
    movements.splice(1, 1)
    expect(walkCustodyChain(CUSTODY_CHAIN_START, movements)).toEqual({
      ok: false,
      break: { problem: 'missing', seq: 2, id: 'm3' },
    })
  })

  it('finds re-ordered movements (seqs swapped) at the first one moved', () => {
    const movements = chain(4)
    const [a, b] = [movements[1]!, movements[2]!]
    movements[1] = { ...b, seq: 2 }
    movements[2] = { ...a, seq: 3 }
    const walk = walkCustodyChain(CUSTODY_CHAIN_START, movements)
    expect(walk.ok).toBe(false)
    if (!walk.ok) expect(walk.break.seq).toBe(2)
  })

  it('finds a deleted last movement through the head', () => {
    const movements = chain(3)
    const walk = walkCustodyChain(CUSTODY_CHAIN_START, movements.slice(0, 2))
    expect(walk.ok).toBe(true)
    if (walk.ok)
      expect(custodyHeadBreak(walk.position, { seq: 3, hash: movements[2]!.hash })).toEqual({
        problem: 'missing',
        seq: 3,
        id: null,
      })
  })
})
