import type { Principal } from '../auth/principal.ts'
import type { Permission } from '../permissions/permission-catalog.ts'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canDecide, mayReadRequest } from './approval-deciders.ts'
import {
  APPROVAL_STATUSES,
  type ApprovalEvent,
  type ApprovalStatus,
  decisionRefusal,
  isFinalApprovalStatus,
  nextApprovalStatus,
} from './approval-request-state.ts'
import { parseApprovalRules } from './approvals-input.ts'

describe('approval request states', () => {
  it.each<[ApprovalStatus, ApprovalEvent, ApprovalStatus | null]>([
    ['pending', 'approve', 'approved'],
    ['pending', 'reject', 'rejected'],
    ['pending', 'post', null],
    ['pending', 'fail', null],
    ['approved', 'post', 'posted'],
    ['approved', 'fail', 'failed'],
    ['approved', 'approve', null],
    ['approved', 'reject', null],
    ['posted', 'approve', null],
    ['rejected', 'approve', null],
    ['failed', 'approve', null],
  ])('%s + %s -> %s', (from, event, to) => {
    expect(nextApprovalStatus(from, event)).toBe(to)
  })

  it('nothing leaves a final state, and only pending can be decided', () => {
    const events: ApprovalEvent[] = ['approve', 'reject', 'post', 'fail']
    fc.assert(
      fc.property(fc.constantFrom(...APPROVAL_STATUSES), fc.array(fc.constantFrom(...events)), (start, seq) => {
        let status = start
        for (const e of seq) {
          const next = nextApprovalStatus(status, e)
          if (isFinalApprovalStatus(status)) expect(next).toBeNull()
          if (e === 'approve' || e === 'reject') expect(next === null || status === 'pending').toBe(true)
          status = next ?? status
        }
      }),
    )
  })
})

describe('decisionRefusal', () => {
  const pending = { status: 'pending' as const, makerId: 'maker' }
  it.each([
    ['a checker decides a pending request', pending, { userId: 'checker', mayDecide: true }, null],
    ['the maker never decides their own, owner or not', pending, { userId: 'maker', mayDecide: true }, 'ownRequest'],
    ['someone without the permission', pending, { userId: 'checker', mayDecide: false }, 'notAllowed'],
    [
      'a decided request',
      { ...pending, status: 'approved' as const },
      { userId: 'checker', mayDecide: true },
      'alreadyDecided',
    ],
  ])('%s', (_, request, decider, expected) => {
    expect(decisionRefusal(request, decider)).toBe(expected)
  })

  it('canDecide: whoever holds approvals.decide; others, customers and nobody not', () => {
    const staff = { kind: 'staff' as const, sessionId: 's', userId: 'u', name: 'N', tenantId: 't', tenantSlug: 's' }
    const as = (role: 'TENANT_ADMIN' | 'TENANT_EMPLOYEE', permissions: Permission[]) =>
      ({ ...staff, role, roles: [], permissions }) as Principal
    expect(canDecide(as('TENANT_EMPLOYEE', ['approvals.decide']))).toBe(true)
    expect(canDecide(as('TENANT_ADMIN', []))).toBe(false)
    expect(canDecide(as('TENANT_EMPLOYEE', ['loans.disburse']))).toBe(false)
    expect(canDecide(null)).toBe(false)
  })

  it('mayReadRequest: the maker their own; deciders and auditors every one; others none', () => {
    const staff = { kind: 'staff' as const, sessionId: 's', userId: 'u', name: 'N', tenantId: 't', tenantSlug: 's' }
    const as = (permissions: Permission[]) =>
      ({ ...staff, role: 'TENANT_EMPLOYEE', roles: [], permissions }) as Principal
    expect(mayReadRequest(as([]), { makerId: 'u' })).toBe(true)
    expect(mayReadRequest(as(['loans.disburse']), { makerId: 'other' })).toBe(false)
    expect(mayReadRequest(as(['approvals.decide']), { makerId: 'other' })).toBe(true)
    expect(mayReadRequest(as(['audit.read']), { makerId: 'other' })).toBe(true)
    expect(mayReadRequest(null, { makerId: 'u' })).toBe(false)
  })
})

describe('parseApprovalRules', () => {
  it('reads each rule, with no threshold for the always rules', () => {
    expect(
      parseApprovalRules({
        rules: [
          { action: 'release', enabled: true, threshold: 5 },
          { action: 'disbursement', enabled: false, threshold: 10_000_000 },
        ],
      }),
    ).toEqual([
      { action: 'release', enabled: true, threshold: null },
      { action: 'disbursement', enabled: false, threshold: 10_000_000 },
    ])
  })
  it.each([
    [{ rules: [{ action: 'teleport', enabled: true }] }, 'Unknown approval rule.'],
    [
      { rules: [{ action: 'disbursement', enabled: true, threshold: -1 }] },
      'Threshold must be a whole number from 0 to 1,00,00,00,000.',
    ],
    [
      { rules: [{ action: 'disbursement', enabled: true, threshold: 1.5 }] },
      'Threshold must be a whole number from 0 to 1,00,00,00,000.',
    ],
    [
      {
        rules: [
          { action: 'release', enabled: true },
          { action: 'release', enabled: false },
        ],
      },
      'Unknown approval rule.',
    ],
  ])('refuses %j', (body, message) => {
    expect(() => parseApprovalRules(body)).toThrow(message)
  })
})
