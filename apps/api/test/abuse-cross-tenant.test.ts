import { beforeAll, describe, expect, it } from 'vitest'
import { confirmation, withBillingServer } from './billing-support.ts'
import { buildTenantFixture, type Auth, type TenantFixture } from './abuse-support.ts'
import { call } from './support/http.ts'
import type { TestServer } from './support/test-server.ts'

/**
 * Every id route, called with another tenant's valid credentials on this tenant's resource: 404
 * with the route's own message (never 403, never the data), and nothing changes. Report is the
 * spec's exception (400, indistinguishable from "no email").
 */
describe('abuse: every id route across tenants', () => {
  let server: TestServer
  let a: TenantFixture
  let b: TenantFixture
  const gateway = withBillingServer((started) => {
    server = started
  })
  beforeAll(async () => {
    a = await buildTenantFixture(server, gateway)
    b = await buildTenantFixture(server, gateway)
  })

  type Case = [
    name: string,
    auth: () => Auth,
    method: string,
    path: () => string,
    body: unknown,
    status: number,
    answer: Record<string, unknown>,
  ]
  /** Bodies that name fixture ids are functions: the fixtures exist only once beforeAll has run. */
  const bStaff = () => ({ token: b.shop.employee.token })
  const bAdmin = () => ({ token: b.shop.admin.token })
  const bCustomer = () => b.customerAuth
  const valuationGone = { error: 'Valuation not found' }
  const customerGone = { error: 'Customer not found' }
  const ticketGone = { error: 'Ticket not found' }
  const ticketGoneWrite = { error: 'Ticket not found', success: false }
  const cases: Case[] = [
    ['valuation get', bStaff, 'GET', () => `/api/valuations/${a.valuation.id}`, undefined, 404, valuationGone],
    [
      'valuation patch',
      bStaff,
      'PATCH',
      () => `/api/valuations/${a.valuation.id}`,
      { appraiserNote: 'taken over' },
      404,
      valuationGone,
    ],
    [
      'valuation gold-receipt',
      bStaff,
      'POST',
      () => `/api/valuations/${a.valuation.id}/gold-receipt`,
      undefined,
      404,
      valuationGone,
    ],
    [
      'valuation emi add',
      bStaff,
      'POST',
      () => `/api/valuations/${a.valuation.id}/emi`,
      { amount: 100, dueDate: '2030-01-01' },
      404,
      valuationGone,
    ],
    [
      'valuation emi patch (other tenant valuation)',
      bStaff,
      'PATCH',
      () => `/api/valuations/${a.valuation.id}/emi`,
      () => ({ emiId: a.emiId, status: 'Paid' }),
      404,
      { error: 'EMI record not found' },
    ],
    [
      'valuation emi patch (own valuation, other tenant EMI)',
      bStaff,
      'PATCH',
      () => `/api/valuations/${b.valuation.id}/emi`,
      () => ({ emiId: a.emiId, status: 'Paid' }),
      404,
      { error: 'EMI record not found' },
    ],
    [
      'valuation send',
      bStaff,
      'POST',
      () => `/api/valuations/${a.valuation.id}/send`,
      { customerEmail: true, bankEmail: true },
      404,
      { error: 'Valuation not found.' },
    ],
    [
      'valuation report (spec: 400, never 404)',
      bStaff,
      'POST',
      () => `/api/valuations/${a.valuation.id}/report`,
      undefined,
      400,
      { error: 'Valuation not found or customer has no email' },
    ],
    [
      'portal certificate',
      bCustomer,
      'GET',
      () => `/api/portal/valuations/${a.valuation.id}/certificate`,
      undefined,
      404,
      valuationGone,
    ],
    ['customer get', bStaff, 'GET', () => `/api/customers/${a.customer.id}`, undefined, 404, customerGone],
    [
      'customer timeline',
      bStaff,
      'GET',
      () => `/api/customers/${a.customer.id}/timeline`,
      undefined,
      404,
      { error: 'Customer not found.' },
    ],
    [
      'customer status',
      bStaff,
      'PATCH',
      () => `/api/customers/${a.customer.id}/status`,
      { status: 'Inactive' },
      404,
      customerGone,
    ],
    [
      'customer kyc',
      bStaff,
      'PATCH',
      () => `/api/customers/${a.customer.id}/kyc`,
      { livePhotoUrl: 'uploads/x.png' },
      404,
      customerGone,
    ],
    ['ticket get (staff ticket)', bAdmin, 'GET', () => `/api/tickets/${a.staffTicket}`, undefined, 404, ticketGone],
    [
      'ticket get (customer ticket)',
      bStaff,
      'GET',
      () => `/api/tickets/${a.customerTicket}`,
      undefined,
      404,
      ticketGone,
    ],
    [
      'ticket get (platform ticket)',
      bAdmin,
      'GET',
      () => `/api/tickets/${a.platformTicket}`,
      undefined,
      404,
      ticketGone,
    ],
    [
      'ticket get (other tenant customer)',
      bCustomer,
      'GET',
      () => `/api/tickets/${a.customerTicket}`,
      undefined,
      404,
      ticketGone,
    ],
    [
      'ticket patch',
      bAdmin,
      'PATCH',
      () => `/api/tickets/${a.customerTicket}`,
      { status: 'Closed', assignToMe: true },
      404,
      ticketGoneWrite,
    ],
    ['ticket messages', bStaff, 'GET', () => `/api/tickets/${a.customerTicket}/messages`, undefined, 404, ticketGone],
    [
      'ticket post message',
      bStaff,
      'POST',
      () => `/api/tickets/${a.customerTicket}/messages`,
      { message: 'hello from elsewhere' },
      404,
      ticketGoneWrite,
    ],
    [
      'ticket post message (customer)',
      bCustomer,
      'POST',
      () => `/api/tickets/${a.customerTicket}/messages`,
      { message: 'hi' },
      404,
      ticketGoneWrite,
    ],
    ['ticket seen', bStaff, 'POST', () => `/api/tickets/${a.customerTicket}/seen`, undefined, 404, ticketGone],
    [
      'billing document pdf',
      bAdmin,
      'GET',
      () => `/api/billing/documents/${a.documentId}/pdf`,
      undefined,
      404,
      { error: 'Not found' },
    ],
    [
      'billing verify (other tenant order)',
      bAdmin,
      'POST',
      () => '/api/billing/verify',
      null,
      404,
      { error: 'Unknown order.' },
    ],
    [
      'private file',
      bStaff,
      'GET',
      () => `/api/files/private?pathname=${encodeURIComponent(a.pathname)}`,
      undefined,
      404,
      { error: 'File not found' },
    ],
    [
      'private file (customer)',
      bCustomer,
      'GET',
      () => `/api/files/private?pathname=${encodeURIComponent(a.pathname)}`,
      undefined,
      404,
      { error: 'File not found' },
    ],
    ['bank get', bStaff, 'GET', () => `/api/banks/${a.bank.id}`, undefined, 404, { error: 'Bank not found' }],
    [
      'bank patch',
      bAdmin,
      'PATCH',
      () => `/api/banks/${a.bank.id}`,
      { name: 'Renamed' },
      404,
      { error: 'Bank not found' },
    ],
    [
      'bank add branch',
      bAdmin,
      'POST',
      () => `/api/banks/${a.bank.id}/branches`,
      { branchName: 'Rogue' },
      404,
      { error: 'Bank not found' },
    ],
    [
      'bank patch branch',
      bAdmin,
      'PATCH',
      () => `/api/banks/${a.bank.id}/branches/${a.branch.id}`,
      { branchName: 'Rogue' },
      404,
      { error: 'Bank not found' },
    ],
  ]

  it.each(cases)('%s', async (_name, auth, method, path, body, status, answer) => {
    const payload = body === null ? await verifyBodyForA() : typeof body === 'function' ? body() : body
    const res = await call(server.url, method, path(), {
      ...auth(),
      ...(payload === undefined ? {} : { body: payload }),
    })
    expect([res.status, res.body]).toEqual([status, answer])
  })

  /** A correctly signed confirmation of tenant A's own paid order. */
  async function verifyBodyForA() {
    const purchase = await server.ctx.db.prisma.purchase.findUniqueOrThrow({ where: { id: a.purchaseId } })
    return confirmation(purchase.gatewayOrderId!, purchase.gatewayPaymentId!)
  }

  it('left tenant A exactly as it was', async () => {
    const db = server.ctx.db.forTenant(a.shop.tenantId)
    const v = await db.valuation.findFirstOrThrow({ where: { id: a.valuation.id } })
    expect({ note: v.appraiserNote, receipt: v.goldReceiptNo }).toEqual({
      note: a.valuation.appraiserNote,
      receipt: null,
    })
    expect(await db.emiRecord.count({ where: { valuationId: a.valuation.id } })).toBe(3)
    expect(await db.emiRecord.count({ where: { valuationId: a.valuation.id, status: 'Paid' } })).toBe(0)
    const c = await db.customer.findFirstOrThrow({ where: { id: a.customer.id } })
    expect({ status: c.status, livePhotoUrl: c.livePhotoUrl }).toEqual({ status: 'Active', livePhotoUrl: null })
    expect((await db.ticket.findFirstOrThrow({ where: { id: a.customerTicket } })).status).toBe('Open')
    expect(await db.ticketMessage.count({ where: { ticketId: a.customerTicket } })).toBe(1)
    expect((await server.ctx.db.prisma.bank.findUniqueOrThrow({ where: { id: a.bank.id } })).name).toBe(a.bank.name)
    expect(await server.ctx.db.prisma.bankBranch.count({ where: { bankId: a.bank.id } })).toBe(1)
    // Tenant A's borrower still has a working portal session (B's status change did not land).
    expect((await call(server.url, 'GET', '/api/portal/profile', a.customerAuth)).status).toBe(200)
  })
})
