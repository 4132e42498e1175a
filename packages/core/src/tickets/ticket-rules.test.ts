import { describe, expect, it } from 'vitest'
import type { Principal } from '../auth/principal.ts'
import {
  canManage,
  canRead,
  canReply,
  creatableScopes,
  hasUnread,
  matchesVisibility,
  ticketAccessError,
  ticketReference,
  TICKET_SCOPES,
  viewerSide,
  visibilityFilter,
  type TicketPrincipal,
  type TicketScope,
} from './ticket-rules.ts'

const principals: Record<string, TicketPrincipal> = {
  customer: { kind: 'customer', tenantId: 't1', customerId: 'me' },
  employee: { kind: 'staff', role: 'TENANT_EMPLOYEE', tenantId: 't1', userId: 'me' },
  admin: { kind: 'staff', role: 'TENANT_ADMIN', tenantId: 't1', userId: 'me' },
  superadmin: { kind: 'superadmin', userId: 'me' },
}

const short: Record<TicketScope, string> = {
  CUSTOMER_TO_TENANT: 'C2T',
  STAFF_TO_TENANT: 'S2T',
  TENANT_TO_PLATFORM: 'T2P',
}
// Every scope x own/other tenant x own/other requester; the requester type follows the scope.
const tickets = TICKET_SCOPES.flatMap((scope) =>
  (['t1', 't2'] as const).flatMap((tenantId) =>
    (['me', 'other'] as const).map((who) => ({
      key: `${short[scope]} ${tenantId === 't1' ? 'own-tenant' : 'other-tenant'} ${who === 'me' ? 'own' : 'other'}`,
      ticket: {
        tenantId,
        scope,
        requesterId: who,
        status: 'Open',
        requesterType: scope === 'CUSTOMER_TO_TENANT' ? 'customer' : 'staff',
      },
    })),
  ),
)

// Visible tickets and the caller's side on each; everything else must be invisible.
const matrix: Record<string, Record<string, 'agent' | 'requester'>> = {
  customer: { 'C2T own-tenant own': 'requester' },
  employee: { 'C2T own-tenant own': 'agent', 'C2T own-tenant other': 'agent', 'S2T own-tenant own': 'requester' },
  admin: {
    'C2T own-tenant own': 'agent',
    'C2T own-tenant other': 'agent',
    'S2T own-tenant own': 'agent',
    'S2T own-tenant other': 'agent',
    'T2P own-tenant own': 'requester',
    'T2P own-tenant other': 'requester',
  },
  superadmin: {
    'T2P own-tenant own': 'agent',
    'T2P own-tenant other': 'agent',
    'T2P other-tenant own': 'agent',
    'T2P other-tenant other': 'agent',
  },
}

describe('visibility matrix', () => {
  const rows = Object.keys(principals).flatMap((who) => tickets.map(({ key, ticket }) => [who, key, ticket] as const))
  it.each(rows)('%s / %s', (who, key, ticket) => {
    const principal = principals[who]!
    const side = matrix[who]![key]
    expect(canRead(principal, ticket)).toBe(side !== undefined)
    expect(matchesVisibility(visibilityFilter(principal), ticket)).toBe(side !== undefined)
    if (side) expect(viewerSide(principal, ticket)).toBe(side)
    expect(canManage(principal, ticket)).toBe(side === 'agent')
    expect(canReply(principal, ticket)).toBe(side !== undefined)
    expect(canReply(principal, { ...ticket, status: 'Closed' })).toBe(false)
    expect(ticketAccessError(principal, ticket, 'read')).toBe(side ? null : 'notFound')
    expect(ticketAccessError(principal, ticket, 'manage')).toBe(
      side === undefined ? 'notFound' : side === 'agent' ? null : 'unauthorized',
    )
    expect(ticketAccessError(principal, { ...ticket, status: 'Closed' }, 'reply')).toBe(side ? 'closed' : 'notFound')
  })

  it('a customer never sees a same-id staff requester ticket', () => {
    const ticket = {
      tenantId: 't1',
      scope: 'CUSTOMER_TO_TENANT',
      requesterType: 'staff',
      requesterId: 'me',
      status: 'Open',
    }
    expect(canRead(principals.customer!, ticket)).toBe(false)
  })
  it('null ticket is not found', () => expect(ticketAccessError(principals.admin!, null, 'read')).toBe('notFound'))
})

describe('visibilityFilter as data', () => {
  it.each([
    [
      'customer',
      { tenantId: 't1', anyOf: [{ scope: 'CUSTOMER_TO_TENANT', requesterType: 'customer', requesterId: 'me' }] },
    ],
    [
      'employee',
      {
        tenantId: 't1',
        anyOf: [
          { scope: 'CUSTOMER_TO_TENANT' },
          { scope: 'STAFF_TO_TENANT', requesterType: 'staff', requesterId: 'me' },
        ],
      },
    ],
    [
      'admin',
      {
        tenantId: 't1',
        anyOf: [{ scope: 'CUSTOMER_TO_TENANT' }, { scope: 'STAFF_TO_TENANT' }, { scope: 'TENANT_TO_PLATFORM' }],
      },
    ],
    ['superadmin', { anyOf: [{ scope: 'TENANT_TO_PLATFORM' }] }],
  ])('%s', (who, expected) => expect(visibilityFilter(principals[who]!)).toEqual(expected))
})

describe('creatableScopes', () => {
  it.each([
    ['customer', ['CUSTOMER_TO_TENANT']],
    ['employee', ['STAFF_TO_TENANT']],
    ['admin', ['TENANT_TO_PLATFORM']],
    ['superadmin', []],
  ])('%s', (who, expected) => expect(creatableScopes(principals[who]!)).toEqual(expected))
})

describe('ticketReference / hasUnread', () => {
  it.each([
    ['clx9abcdefghij', 'TKT-EFGHIJ'],
    ['abc', 'TKT-ABC'],
    ['cm1a2b3c4d5e6f', 'TKT-4D5E6F'],
  ])('%s', (id, ref) => {
    expect(ticketReference(id)).toBe(ref)
  })
  const t = (s: number) => new Date(s * 1000)
  it.each<[Date, Date | null, boolean]>([
    [t(10), null, true],
    [t(10), t(9), true],
    [t(10), t(10), false],
    [t(10), t(11), false],
  ])('last %s seen %s -> %s', (lastMessageAt, seenAt, expected) =>
    expect(hasUnread({ lastMessageAt, seenAt })).toBe(expected),
  )
})

describe('auth Principal compatibility', () => {
  it('an auth Principal is a TicketPrincipal', () => {
    const asTicketPrincipal = (p: Principal): TicketPrincipal => p
    const staff: Principal = {
      kind: 'staff',
      sessionId: 's',
      userId: 'u',
      name: 'A',
      role: 'TENANT_EMPLOYEE',
      tenantId: 't',
      tenantSlug: 'x',
      roles: [],
      permissions: [],
    }
    expect(creatableScopes(asTicketPrincipal(staff))).toEqual(['STAFF_TO_TENANT'])
  })
})
