import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { auditIsClean, vaultAuditResult, type VaultAuditInput, type VaultAuditResult } from './vault-audit-result.ts'

const inVault = [
  { number: 'PKT-000001', placeId: 'tray-a' },
  { number: 'PKT-000002', placeId: 'tray-a' },
  { number: 'PKT-000003', placeId: 'tray-a' },
  { number: 'PKT-000004', placeId: 'tray-b' },
]
const outOfVault = [{ number: 'PKT-000009', status: 'Released' }]
const at = (placeId: string, ...numbers: string[]) => numbers.map((n) => ({ number: `PKT-00000${n}`, placeId }))
const none: VaultAuditResult = { matched: [], missing: [], extra: [], wrongPlace: [] }

describe('vaultAuditResult', () => {
  it.each<[string, Pick<VaultAuditInput, 'placeIds' | 'scanned'>, Partial<VaultAuditResult>]>([
    [
      'every packet of the tray scanned there',
      { placeIds: ['tray-a'], scanned: at('tray-a', '1', '2', '3') },
      { matched: at('tray-a', '1', '2', '3') },
    ],
    [
      'nothing scanned: the whole tray is missing, other trays are not audited',
      { placeIds: ['tray-a'], scanned: [] },
      { missing: at('tray-a', '1', '2', '3') },
    ],
    [
      "two of the tray's, and one of tray B found in tray A (the journey's case)",
      { placeIds: ['tray-a'], scanned: [...at('tray-a', '1', '2'), ...at('tray-a', '4')] },
      {
        matched: at('tray-a', '1', '2'),
        missing: at('tray-a', '3'),
        wrongPlace: [{ number: 'PKT-000004', expectedPlaceId: 'tray-b', foundPlaceId: 'tray-a' }],
      },
    ],
    [
      "one of the tray's found in another place is wrong-placed, not missing",
      { placeIds: ['tray-a', 'tray-b'], scanned: [...at('tray-a', '1', '2'), ...at('tray-b', '3', '4')] },
      {
        matched: [...at('tray-a', '1', '2'), ...at('tray-b', '4')],
        wrongPlace: [{ number: 'PKT-000003', expectedPlaceId: 'tray-a', foundPlaceId: 'tray-b' }],
      },
    ],
    [
      'a released packet and a number the shop never issued are extra, each with its reason',
      {
        placeIds: ['tray-a'],
        scanned: [...at('tray-a', '1', '2', '3', '9'), { number: 'PKT-777777', placeId: 'tray-a' }],
      },
      {
        matched: at('tray-a', '1', '2', '3'),
        extra: [
          { number: 'PKT-000009', foundPlaceId: 'tray-a', reason: 'notInVault', status: 'Released' },
          { number: 'PKT-777777', foundPlaceId: 'tray-a', reason: 'unknown' },
        ],
      },
    ],
    [
      'a packet scanned twice counts once, where it was scanned last',
      { placeIds: ['tray-a'], scanned: [...at('tray-b', '1'), ...at('tray-a', '1', '2', '3', '1')] },
      { matched: at('tray-a', '1', '2', '3') },
    ],
    [
      'the whole vault, nothing scanned: every packet in the vault is missing',
      { placeIds: ['tray-a', 'tray-b'], scanned: [] },
      { missing: [...at('tray-a', '1', '2', '3'), ...at('tray-b', '4')] },
    ],
  ])('%s', (_, input, expected) => {
    expect(vaultAuditResult({ ...input, inVault, outOfVault })).toEqual({ ...none, ...expected })
  })

  it('is clean only when nothing is missing, extra or wrong-placed', () => {
    const clean = vaultAuditResult({ placeIds: ['tray-a'], inVault, scanned: at('tray-a', '1', '2', '3') })
    expect(auditIsClean(clean)).toBe(true)
    expect(auditIsClean(vaultAuditResult({ placeIds: ['tray-a'], inVault, scanned: at('tray-a', '1', '2') }))).toBe(
      false,
    )
  })

  it('accounts for every packet once: audited packets are matched, missing or wrong-placed; every scan is one line', () => {
    const number = fc.integer({ min: 1, max: 12 }).map((n) => `PKT-${String(n).padStart(6, '0')}`)
    const place = fc.constantFrom('p1', 'p2', 'p3')
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ number, placeId: place }), { selector: (p) => p.number }),
        fc.array(fc.record({ number, placeId: place })),
        fc.subarray(['p1', 'p2', 'p3']),
        (register, scanned, placeIds) => {
          const r = vaultAuditResult({ placeIds, inVault: register, scanned })
          const scannedNumbers = new Set(scanned.map((s) => s.number))
          expect(r.matched.length + r.wrongPlace.length + r.extra.length).toBe(scannedNumbers.size)
          const audited = register.filter((p) => placeIds.includes(p.placeId))
          const accounted = [...r.matched, ...r.missing, ...r.wrongPlace].map((p) => p.number)
          for (const p of audited) expect(accounted.filter((n) => n === p.number)).toHaveLength(1)
        },
      ),
    )
  })
})
