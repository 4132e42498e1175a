import { describe, expect, it } from 'vitest'
import { parseAfter, parseAttachments, parseCreateTicket, parseListFilters, parsePostMessage } from './ticket-input.ts'
import type { TicketPrincipal } from './ticket-rules.ts'

const customer: TicketPrincipal = { kind: 'customer', tenantId: 't1', customerId: 'c1' }
const employee: TicketPrincipal = { kind: 'staff', role: 'TENANT_EMPLOYEE', tenantId: 't1', userId: 'u1' }
const admin: TicketPrincipal = { kind: 'staff', role: 'TENANT_ADMIN', tenantId: 't1', userId: 'u2' }
const superadmin: TicketPrincipal = { kind: 'superadmin', userId: 's1' }
const ok = { subject: 'Help', message: 'Please help' }

describe('parseCreateTicket rejections (checked scope, category, subject, message)', () => {
  it.each<[string, TicketPrincipal, unknown, string]>([
    ['super admin, no scope', superadmin, ok, 'You cannot raise a ticket of this type.'],
    [
      'super admin, platform scope',
      superadmin,
      { ...ok, scope: 'TENANT_TO_PLATFORM' },
      'You cannot raise a ticket of this type.',
    ],
    [
      'customer asks staff scope',
      customer,
      { ...ok, scope: 'STAFF_TO_TENANT' },
      'You cannot raise a ticket of this type.',
    ],
    [
      'employee asks platform scope',
      employee,
      { ...ok, scope: 'TENANT_TO_PLATFORM' },
      'You cannot raise a ticket of this type.',
    ],
    [
      'admin asks customer scope',
      admin,
      { ...ok, scope: 'CUSTOMER_TO_TENANT' },
      'You cannot raise a ticket of this type.',
    ],
    ['unknown scope', customer, { ...ok, scope: 'nope' }, 'You cannot raise a ticket of this type.'],
    ['scope before category', employee, { scope: 'X', category: 'X' }, 'You cannot raise a ticket of this type.'],
    ['unknown category', customer, { ...ok, category: 'support' }, 'Unknown ticket category.'],
    ['category before subject', customer, { category: 'X' }, 'Unknown ticket category.'],
    ['subject absent', customer, { message: 'x' }, 'A subject is required.'],
    ['subject whitespace', customer, { subject: ' \n ', message: 'x' }, 'A subject is required.'],
    ['subject not a string', customer, { subject: 5, message: 'x' }, 'A subject is required.'],
    ['subject 151', customer, { subject: 's'.repeat(151), message: 'x' }, 'Subject must be 150 characters or fewer.'],
    ['subject before message', customer, { subject: '' }, 'A subject is required.'],
    ['message absent', customer, { subject: 'x' }, 'A message is required.'],
    ['message whitespace', customer, { subject: 'x', message: '   ' }, 'A message is required.'],
    [
      'message 5001',
      customer,
      { subject: 'x', message: 'm'.repeat(5001) },
      'Message must be 5000 characters or fewer.',
    ],
    ['malformed body', customer, null, 'A subject is required.'],
  ])('%s', (_case, principal, body, message) => {
    const result = parseCreateTicket(body, principal)
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.error.message).toBe(message)
      expect(result.error.status).toBe(400)
      expect(result.error.body).toEqual({ success: false })
    }
  })
})

describe('parseCreateTicket acceptance', () => {
  it.each<[string, TicketPrincipal, Record<string, unknown>, object]>([
    ['customer default scope', customer, ok, { scope: 'CUSTOMER_TO_TENANT', category: 'SUPPORT' }],
    [
      'employee default scope',
      employee,
      { ...ok, category: 'COMPLAINT' },
      { scope: 'STAFF_TO_TENANT', category: 'COMPLAINT' },
    ],
    [
      'admin explicit scope',
      admin,
      { ...ok, scope: 'TENANT_TO_PLATFORM', category: 'SUGGESTION' },
      { scope: 'TENANT_TO_PLATFORM', category: 'SUGGESTION' },
    ],
    [
      'blank scope and category default',
      customer,
      { ...ok, scope: '', category: null },
      { scope: 'CUSTOMER_TO_TENANT', category: 'SUPPORT' },
    ],
    [
      'priority ignored, text trimmed',
      customer,
      { subject: '  Hi  ', message: ' m ', priority: 'Urgent' },
      { subject: 'Hi', message: 'm', priority: 'Normal', status: 'Open' },
    ],
    [
      'limits inclusive',
      customer,
      { subject: 's'.repeat(150), message: 'm'.repeat(5000) },
      { scope: 'CUSTOMER_TO_TENANT' },
    ],
  ])('%s', (_case, principal, body, expected) => {
    const result = parseCreateTicket(body, principal)
    expect(result).toMatchObject({ ok: true, value: expected })
  })
})

describe('parseAttachments', () => {
  it.each<[string, unknown, object[]]>([
    ['not an array', 'x', []],
    [
      'defaults',
      [{ pathname: '/a' }],
      [{ pathname: '/a', name: 'attachment', size: 0, contentType: 'application/octet-stream' }],
    ],
    [
      'kept values',
      [{ pathname: '/a', name: 'a.pdf', size: 12, contentType: 'application/pdf' }],
      [{ pathname: '/a', name: 'a.pdf', size: 12, contentType: 'application/pdf' }],
    ],
    [
      'truncation',
      [{ pathname: '/a', name: 'n'.repeat(250), contentType: 'c'.repeat(150), size: '12' }],
      [{ pathname: '/a', name: 'n'.repeat(200), size: 0, contentType: 'c'.repeat(100) }],
    ],
    [
      'truncation never splits an emoji',
      [{ pathname: '/a', name: `${'n'.repeat(199)}🙂`, contentType: `${'c'.repeat(99)}🙂` }],
      [{ pathname: '/a', name: 'n'.repeat(199), size: 0, contentType: 'c'.repeat(99) }],
    ],
    [
      'items without string pathname skipped',
      [{ name: 'x' }, { pathname: 5 }, null, 'str', { pathname: '' }, { pathname: '/ok' }],
      [{ pathname: '/ok', name: 'attachment', size: 0, contentType: 'application/octet-stream' }],
    ],
    [
      'a size that is no byte count is 0',
      [1e308, -1e308, 2 ** 53 + 1, 0.5, 1e-7, Number.NaN, -1, -0].map((size) => ({ pathname: '/a', size })),
      Array.from({ length: 5 }, () => ({
        pathname: '/a',
        name: 'attachment',
        size: 0,
        contentType: 'application/octet-stream',
      })),
    ],
    [
      'a pathname longer than any upload is skipped',
      [{ pathname: `/${'p'.repeat(2048)}` }, { pathname: '/ok', size: 2 ** 53 - 1 }],
      [{ pathname: '/ok', name: 'attachment', size: 2 ** 53 - 1, contentType: 'application/octet-stream' }],
    ],
  ])('%s', (_case, value, expected) => expect(parseAttachments(value)).toEqual(expected))

  it('keeps at most five, dropping extras', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ pathname: `/f${i}` }))
    expect(parseAttachments(many).map((a) => a.pathname)).toEqual(['/f0', '/f1', '/f2', '/f3', '/f4'])
  })
})

describe('parsePostMessage', () => {
  it.each<[string, unknown, boolean, string]>([
    ['empty', {}, true, 'A message is required.'],
    [
      'whitespace, only invalid attachments',
      { message: '  ', attachments: [{ name: 'x' }] },
      false,
      'A message is required.',
    ],
    ['too long', { message: 'm'.repeat(5001) }, true, 'Message must be 5000 characters or fewer.'],
    [
      'too long even with attachment',
      { message: 'm'.repeat(5001), attachments: [{ pathname: '/a' }] },
      true,
      'Message must be 5000 characters or fewer.',
    ],
  ])('rejects %s', (_case, body, isAgent, message) => {
    const result = parsePostMessage(body, isAgent)
    expect(result).toMatchObject({ ok: false })
    if (!result.ok) expect([result.error.message, result.error.body]).toEqual([message, { success: false }])
  })

  it.each<[string, unknown, boolean, object]>([
    ['attachment only', { attachments: [{ pathname: '/a' }] }, false, { message: '', internal: false }],
    ['agent internal', { message: ' note ', internal: true }, true, { message: 'note', internal: true }],
    ['requester internal coerced', { message: 'x', internal: true }, false, { internal: false }],
    ['truthy non-boolean internal', { message: 'x', internal: 'true' }, true, { internal: false }],
  ])('accepts %s', (_case, body, isAgent, expected) => {
    expect(parsePostMessage(body, isAgent)).toMatchObject({ ok: true, value: expected })
  })
})

describe('parseListFilters', () => {
  it.each<[string, unknown, TicketPrincipal, object]>([
    [
      'valid values',
      { scope: 'STAFF_TO_TENANT', category: 'COMPLAINT', status: 'In Progress' },
      admin,
      { scope: 'STAFF_TO_TENANT', category: 'COMPLAINT', status: 'In Progress' },
    ],
    ['invalid values ignored', { scope: 'x', category: ['SUPPORT'], status: 'open' }, admin, {}],
    ['tenantId ignored for staff', { tenantId: 't2' }, admin, {}],
    [
      'tenantId honoured for super admin',
      { tenantId: 't2', scope: 'TENANT_TO_PLATFORM' },
      superadmin,
      { tenantId: 't2', scope: 'TENANT_TO_PLATFORM' },
    ],
    ['blank tenantId ignored', { tenantId: ' ' }, superadmin, {}],
    ['no query', undefined, customer, {}],
  ])('%s', (_case, query, principal, expected) => expect(parseListFilters(query, principal)).toEqual(expected))
})

describe('parseAfter', () => {
  it.each<[unknown, string | null]>([
    ['2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z'],
    ['garbage', null],
    ['', null],
    [undefined, null],
    [['x'], null],
  ])('%j', (value, expected) => expect(parseAfter(value)?.toISOString() ?? null).toBe(expected))
})
