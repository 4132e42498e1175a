import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, getBytes } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { pdfText } from './support/pdf-text.ts'
import { insertEmi, insertValuation, portalCustomer, trpc, unique } from './customers-helpers.ts'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

describe('borrower portal procedures', () => {
  it('serves the signed-in customer their profile with the shop name, never cached', async () => {
    const shop = await createTenantWithStaff(server, { name: 'Golden Shop' })
    const { customer, auth } = await portalCustomer(server, shop.tenantId, shop.slug, { name: 'Asha Rao' })
    await server.ctx.db
      .forTenant(shop.tenantId)
      .customer.update({ where: { id: customer.id }, data: { passwordHash: 'legacy', aadhaarDocUrl: '/secret.pdf' } })
    const res = await trpc(server, 'query', 'portal.profile', undefined, auth)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.data).toMatchObject({
      id: customer.id,
      name: 'Asha Rao',
      status: 'New',
      tenant: { name: 'Golden Shop', slug: shop.slug },
      kyc: { aadhaarDoc: true, livePhoto: false },
      kycProgress: { completed: 1, total: 5 },
      notificationsSeenAt: null,
    })
    expect(res.text).not.toMatch(/legacy|secret|passwordHash/)
    const rest = await call(server.url, 'GET', '/api/portal/profile', auth)
    expect([rest.status, rest.body.id, rest.headers.get('cache-control')]).toEqual([200, customer.id, 'no-store'])
  })

  it('refuses staff, anonymous callers and a customer token off its subdomain', async () => {
    const shop = await createTenantWithStaff(server)
    const { auth } = await portalCustomer(server, shop.tenantId, shop.slug)
    for (const who of [{}, { token: shop.admin.token }, { token: auth.token }]) {
      expect((await trpc(server, 'query', 'portal.profile', undefined, who)).status).toBe(401)
      const rest = await call(server.url, 'GET', '/api/portal/profile', who)
      expect([rest.status, rest.body]).toEqual([401, { error: 'Unauthorized' }])
    }
  })

  it("shows only the customer's own valuations, EMI schedule (synchronised) and receipts", async () => {
    const shop = await createTenantWithStaff(server)
    const me = await portalCustomer(server, shop.tenantId, shop.slug)
    const someone = await portalCustomer(server, shop.tenantId, shop.slug)
    const v = await insertValuation(server, shop.tenantId, me.customer.id, {
      createdAt: new Date('2025-01-01T00:00:00Z'),
      goldReceiptNo: 'GR-XYZ',
    })
    const v2 = await insertValuation(server, shop.tenantId, me.customer.id, {
      createdAt: new Date('2025-02-01T00:00:00Z'),
      appraiserNote: 'internal note',
    })
    const theirs = await insertValuation(server, shop.tenantId, someone.customer.id)
    const past = await insertEmi(server, shop.tenantId, me.customer.id, v.id, {
      dueDate: new Date('2025-02-01T00:00:00Z'),
    })
    const paid = await insertEmi(server, shop.tenantId, me.customer.id, v.id, {
      dueDate: new Date('2025-01-15T00:00:00Z'),
      status: 'Paid',
      paidAt: new Date('2025-01-10T00:00:00Z'),
    })
    await insertEmi(server, shop.tenantId, someone.customer.id, theirs.id)
    const db = server.ctx.db.forTenant(shop.tenantId)
    const receipt = await db.emiReceipt.create({
      data: {
        tenantId: shop.tenantId,
        customerId: me.customer.id,
        valuationId: v.id,
        emiId: paid.id,
        receiptNo: `RCPT-${unique()}`,
        amountPaise: 100000,
        paymentMode: 'Cash',
        allocation: [],
      },
    })
    await db.emiReceipt.create({
      data: {
        tenantId: shop.tenantId,
        customerId: someone.customer.id,
        valuationId: theirs.id,
        emiId: 'x',
        receiptNo: `RCPT-${unique()}`,
        amountPaise: 500,
        paymentMode: 'Cash',
        allocation: [],
      },
    })

    const valuations = await trpc(server, 'query', 'portal.valuations', undefined, me.auth)
    expect(valuations.data.items.map((x: { id: string }) => x.id)).toEqual([v2.id, v.id])
    expect(valuations.data.nextCursor).toBeNull()
    expect(valuations.data.items[1]).toMatchObject({ goldReceiptNo: 'GR-XYZ', totalValue: 60000, ornaments: [] })
    expect(valuations.text).not.toContain('internal note')
    const schedule = await trpc(server, 'query', 'portal.emiSchedule', undefined, me.auth)
    expect(schedule.data.items.map((e: { id: string; status: string }) => [e.id, e.status])).toEqual([
      [paid.id, 'Paid'],
      [past.id, 'Overdue'],
    ])
    const receipts = await trpc(server, 'query', 'portal.receipts', undefined, me.auth)
    expect(receipts.data.items.map((r: { id: string }) => r.id)).toEqual([receipt.id])
  })

  it('lists notifications with unread flags and marks them seen', async () => {
    const shop = await createTenantWithStaff(server)
    const me = await portalCustomer(server, shop.tenantId, shop.slug)
    const other = await portalCustomer(server, shop.tenantId, shop.slug)
    const db = server.ctx.db.forTenant(shop.tenantId)
    const now = Date.now()
    const older = await db.notification.create({
      data: {
        tenantId: shop.tenantId,
        customerId: me.customer.id,
        title: 'EMI paid',
        body: 'Thanks',
        createdAt: new Date(now - 60_000),
      },
    })
    await db.notification.create({
      data: { tenantId: shop.tenantId, customerId: other.customer.id, title: 'Not yours', body: 'x' },
    })
    const first = await trpc(server, 'query', 'portal.notifications', undefined, me.auth)
    expect(first.data).toMatchObject({
      unreadCount: 1,
      notificationsSeenAt: null,
      items: [{ id: older.id, title: 'EMI paid', unread: true }],
      nextCursor: null,
    })
    const seen = await trpc(server, 'mutation', 'portal.markNotificationsSeen', undefined, me.auth)
    expect(seen.status).toBe(200)
    const newer = await db.notification.create({
      data: {
        tenantId: shop.tenantId,
        customerId: me.customer.id,
        title: 'Due soon',
        body: 'Pay',
        createdAt: new Date(now + 60_000),
      },
    })
    const after = await trpc(server, 'query', 'portal.notifications', undefined, me.auth)
    expect(after.data.unreadCount).toBe(1)
    expect(after.data.items.map((n: { id: string; unread: boolean }) => [n.id, n.unread])).toEqual([
      [newer.id, true],
      [older.id, false],
    ])
  })

  it("downloads the certificate of the customer's own valuation only", async () => {
    const shop = await createTenantWithStaff(server, { name: 'Certificate Shop' })
    const me = await portalCustomer(server, shop.tenantId, shop.slug, { name: 'Asha Rao' })
    const someone = await portalCustomer(server, shop.tenantId, shop.slug)
    const mine = await insertValuation(server, shop.tenantId, me.customer.id, { type: 'sell' })
    const theirs = await insertValuation(server, shop.tenantId, someone.customer.id)
    const listed = await trpc(server, 'query', 'portal.valuations', undefined, me.auth)
    const certificateUrl = listed.data.items[0].certificateUrl
    expect(certificateUrl).toBe(`/api/portal/valuations/${mine.id}/certificate`)
    const pdf = await call(server.url, 'GET', certificateUrl, me.auth)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('cache-control')).toBe('private, no-store')
    const text = (await pdfText((await getBytes(server.url, certificateUrl, me.auth)).bytes)).join(' ')
    expect(text).toContain('Certificate Shop')
    expect(text).toContain('Asha Rao')
    for (const [who, id] of [
      [me.auth, theirs.id],
      [someone.auth, mine.id],
    ] as const) {
      const denied = await call(server.url, 'GET', `/api/portal/valuations/${id}/certificate`, who)
      expect([denied.status, denied.body]).toEqual([404, { error: 'Valuation not found' }])
    }
    expect(
      (await call(server.url, 'GET', `/api/portal/valuations/${mine.id}/certificate`, { token: shop.admin.token }))
        .status,
    ).toBe(401)
  })
})

describe('borrower portal lists come a bounded page at a time', () => {
  it('pages valuations, the EMI schedule, receipts and notifications; summarises the schedule; reads one valuation', async () => {
    const shop = await createTenantWithStaff(server)
    const me = await portalCustomer(server, shop.tenantId, shop.slug)
    const someone = await portalCustomer(server, shop.tenantId, shop.slug)
    const db = server.ctx.db.forTenant(shop.tenantId)
    const day = 86_400_000
    const base = Date.parse('2025-01-01T00:00:00Z')
    const valuations = []
    for (let i = 0; i < 5; i++)
      valuations.push(
        await insertValuation(server, shop.tenantId, me.customer.id, { createdAt: new Date(base + i * day) }),
      )
    const v = valuations[0]!
    for (let i = 0; i < 5; i++) {
      await insertEmi(server, shop.tenantId, me.customer.id, v.id, {
        dueDate: new Date(Date.now() + (i - 1) * 40 * day),
        amount: 1000,
        paidAmount: i === 2 ? 400 : 0,
        ...(i === 0 && { status: 'Paid', paidAt: new Date() }),
      })
      await db.emiReceipt.create({
        data: {
          tenantId: shop.tenantId,
          customerId: me.customer.id,
          valuationId: v.id,
          emiId: 'e',
          receiptNo: `RCPT-${unique()}`,
          amountPaise: 100,
          paymentMode: 'Cash',
          allocation: [],
          createdAt: new Date(base + i * day),
        },
      })
      await db.notification.create({
        data: {
          tenantId: shop.tenantId,
          customerId: me.customer.id,
          title: `N${i}`,
          body: 'x',
          createdAt: new Date(base + i * day),
        },
      })
    }
    const theirs = await insertValuation(server, shop.tenantId, someone.customer.id)

    async function walk(procedure: string) {
      const pages: { items: { id: string }[]; nextCursor: string | null }[] = []
      let cursor: string | null = null
      do {
        const res = await trpc(server, 'query', procedure, { limit: 2, cursor }, me.auth)
        expect(res.status, res.text).toBe(200)
        pages.push(res.data)
        cursor = res.data.nextCursor
      } while (cursor)
      return pages
    }
    for (const procedure of ['portal.valuations', 'portal.emiSchedule', 'portal.receipts', 'portal.notifications']) {
      const pages = await walk(procedure)
      expect(
        pages.map((p) => p.items.length),
        procedure,
      ).toEqual([2, 2, 1])
      expect(new Set(pages.flatMap((p) => p.items.map((x) => x.id))).size, procedure).toBe(5)
    }
    const valuationIds = (await walk('portal.valuations')).flatMap((p) => p.items.map((x) => x.id))
    expect(valuationIds).toEqual(valuations.map((x) => x.id).reverse())
    const schedule = (await walk('portal.emiSchedule')).flatMap((p) => p.items) as unknown as {
      dueDate: string
      status: string
      outstandingPaise: number
    }[]
    expect(schedule.map((e) => e.dueDate)).toEqual(schedule.map((e) => e.dueDate).sort())
    expect(schedule.map((e) => e.outstandingPaise)).toEqual([0, 100_000, 60_000, 100_000, 100_000])
    expect((await trpc(server, 'query', 'portal.notifications', { limit: 1 }, me.auth)).data).toMatchObject({
      unreadCount: 5,
      items: [{ title: 'N4' }],
    })

    const summary = await trpc(server, 'query', 'portal.emiSummary', undefined, me.auth)
    expect(summary.data).toMatchObject({
      total: 5,
      paid: 1,
      overdue: 0,
      next: { amountPaise: 100_000, status: 'Due Soon', outstandingPaise: 100_000 },
    })
    const one = await trpc(server, 'query', 'portal.valuation', { id: v.id }, me.auth)
    expect(one.data).toMatchObject({
      id: v.id,
      certificateUrl: `/api/portal/valuations/${v.id}/certificate`,
      ornaments: [],
    })
    expect(one.data.emiSchedule).toHaveLength(5)
    const notMine = await trpc(server, 'query', 'portal.valuation', { id: theirs.id }, me.auth)
    expect([notMine.status, notMine.error?.message]).toEqual([404, 'Valuation not found'])
    expect((await trpc(server, 'query', 'portal.receipts', { limit: 101 }, me.auth)).status).toBe(400)
    expect((await trpc(server, 'query', 'portal.receipts', { cursor: 'nope' }, me.auth)).error?.message).toBe(
      'Invalid page cursor.',
    )
  })
})
