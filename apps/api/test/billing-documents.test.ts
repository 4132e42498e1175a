import { describe, expect, it } from 'vitest'
import { billingPlatformRepository } from '../src/billing/billing-platform-repository.ts'
import { issueDocumentInTx } from '../src/billing/document-service.ts'
import { commands } from '../src/cli/commands.ts'
import { buyPlan, createPlan, withBillingServer } from './billing-support.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { call } from './support/http.ts'
import { pdfText } from './support/pdf-text.ts'
import type { TestServer } from './support/test-server.ts'

let server: TestServer
const gateway = withBillingServer((started) => {
  server = started
})

const pdf = (token: string, id: string) =>
  fetch(`${server.url}/api/billing/documents/${id}/pdf`, { headers: { authorization: `Bearer ${token}` } })
const saleDocument = (purchaseId: string) =>
  server.ctx.db.prisma.billingDocument.findUniqueOrThrow({ where: { saleOfPurchaseId: purchaseId } })

async function paid(amount = 123_456_78) {
  const shop = await createTenantWithStaff(server)
  const plan = await createPlan(server, { prices: { yearly: amount } })
  const bought = await buyPlan(server, gateway, shop.admin.token, { planId: plan.planId, billingCycle: 'yearly' })
  return { shop, plan, ...bought }
}

/** Purchase rows to hang test documents on (one sale document each; numbering needs no real sale). */
async function barePurchases(count: number) {
  const shop = await createTenantWithStaff(server)
  return Promise.all(
    Array.from({ length: count }, () =>
      server.ctx.db.prisma.purchase.create({
        data: {
          tenantId: shop.tenantId,
          planName: 'Numbering',
          billingCycle: 'monthly',
          subtotal: 100,
          discount: 0,
          tax: 0,
          total: 100,
          status: 'PAID',
          paidAt: new Date(),
          provider: 'manual',
        },
      }),
    ),
  )
}

describe('GET /api/billing/documents/{id}/pdf', () => {
  it('serves the PDF as an attachment named after the number, privately cached for an hour', async () => {
    const { shop, plan, purchaseId } = await paid(12_345_678)
    const doc = await saleDocument(purchaseId)
    const res = await pdf(shop.admin.token, doc.id)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${doc.number.replaceAll('/', '-')}.pdf"`)
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="BOS-\d{4}-\d{2}-\d{6}\.pdf"$/)
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600')
    const text = (await pdfText(await res.arrayBuffer())).join(' ')
    expect(text).toContain('Bill of Supply')
    expect(text).toContain(doc.number)
    expect(text).toContain('₹1,23,456.78')
    expect(text).toContain(plan.name)
    const tenant = await server.ctx.db.prisma.tenant.findUniqueOrThrow({ where: { id: shop.tenantId } })
    expect(text).toContain(tenant.name)
    expect(text).toContain('Gold Lending Platform')
  })

  it("404 Not found for a missing document or another tenant's; 401 for an employee", async () => {
    const { shop, purchaseId } = await paid()
    const doc = await saleDocument(purchaseId)
    const stranger = await createTenantWithStaff(server)
    for (const [token, id] of [
      [stranger.admin.token, doc.id],
      [shop.admin.token, 'no-such-document'],
    ] as const) {
      const res = await call(server.url, 'GET', `/api/billing/documents/${id}/pdf`, { token })
      expect([res.status, res.body]).toEqual([404, { error: 'Not found' }])
    }
    const employee = await call(server.url, 'GET', `/api/billing/documents/${doc.id}/pdf`, {
      token: shop.employee.token,
    })
    expect([employee.status, employee.body]).toEqual([401, { error: 'Unauthorized' }])
  })

  it('renders from the frozen snapshot: later renames of tenant or seller do not change an issued document', async () => {
    const { shop, purchaseId } = await paid()
    const doc = await saleDocument(purchaseId)
    const original = await server.ctx.db.prisma.tenant.findUniqueOrThrow({ where: { id: shop.tenantId } })
    await server.ctx.db.prisma.tenant.update({ where: { id: shop.tenantId }, data: { name: 'Renamed Shop Pvt Ltd' } })
    const text = (await pdfText(await (await pdf(shop.admin.token, doc.id)).arrayBuffer())).join(' ')
    expect(text).toContain(original.name)
    expect(text).not.toContain('Renamed Shop')
    expect(doc.snapshot).toMatchObject({
      buyer: { name: original.name, slug: shop.slug },
      seller: { name: 'Gold Lending Platform' },
      amounts: { total: doc.total },
    })
  })

  it('issues a tax invoice (INV) once tax-registered; the earlier bill of supply stays as issued', async () => {
    const first = await paid()
    const bos = await saleDocument(first.purchaseId)
    await commands['settings:set']!(server.ctx, { 'tax-registered': 'true' })
    try {
      const second = await paid()
      const inv = await saleDocument(second.purchaseId)
      expect(inv.type).toBe('TAX_INVOICE')
      expect(inv.number).toMatch(/^INV\/\d{4}-\d{2}\/\d{6}$/)
      expect(await saleDocument(first.purchaseId)).toEqual(bos)
      const text = (await pdfText(await (await pdf(second.shop.admin.token, inv.id)).arrayBuffer())).join(' ')
      expect(text).toContain('Tax Invoice')
    } finally {
      await commands['settings:set']!(server.ctx, { 'tax-registered': 'false' })
    }
  })
})

describe('document numbering', () => {
  it('numbers per series and Indian financial year, 1 April IST to 31 March IST', async () => {
    const purchases = await barePurchases(4)
    const issue = (type: 'BILL_OF_SUPPLY' | 'CREDIT_NOTE', at: string) =>
      billingPlatformRepository(server.ctx).transaction((tx) =>
        issueDocumentInTx(tx, {
          type,
          purchase: type === 'CREDIT_NOTE' ? purchases[0]! : purchases.pop()!,
          issuedAt: new Date(at),
        }),
      )
    expect((await issue('BILL_OF_SUPPLY', '2031-03-31T18:29:59.999Z')).number).toBe('BOS/2030-31/000001')
    expect((await issue('BILL_OF_SUPPLY', '2031-03-31T18:30:00.000Z')).number).toBe('BOS/2031-32/000001')
    expect((await issue('BILL_OF_SUPPLY', '2031-01-15T00:00:00.000Z')).number).toBe('BOS/2030-31/000002')
    expect((await issue('CREDIT_NOTE', '2031-01-15T00:00:00.000Z')).number).toBe('CRN/2030-31/000001')
    expect((await issue('BILL_OF_SUPPLY', '2099-06-01T00:00:00.000Z')).number).toBe('BOS/2099-00/000001')
  })

  it('a rolled-back issue does not burn its number', async () => {
    const [purchase] = await barePurchases(1)
    const at = new Date('2041-05-01T00:00:00Z')
    await billingPlatformRepository(server.ctx).transaction((tx) =>
      issueDocumentInTx(tx, { type: 'CREDIT_NOTE', purchase: purchase!, issuedAt: at }),
    )
    await expect(
      billingPlatformRepository(server.ctx).transaction(async (tx) => {
        await issueDocumentInTx(tx, { type: 'CREDIT_NOTE', purchase: purchase!, issuedAt: at })
        throw new Error('forced rollback after numbering')
      }),
    ).rejects.toThrow('forced rollback')
    const next = await billingPlatformRepository(server.ctx).transaction((tx) =>
      issueDocumentInTx(tx, { type: 'CREDIT_NOTE', purchase: purchase!, issuedAt: at }),
    )
    expect(next.number).toBe('CRN/2041-42/000002')
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('document numbering under concurrency (PostgreSQL)', () => {
  it('40 concurrent issues, every third rolled back after numbering: a gapless, duplicate-free sequence', async () => {
    const purchases = await barePurchases(40)
    const at = new Date('2051-07-01T00:00:00Z')
    const attempts = purchases.map((purchase, i) =>
      billingPlatformRepository(server.ctx).transaction(
        async (tx) => {
          const doc = await issueDocumentInTx(tx, { type: 'BILL_OF_SUPPLY', purchase, issuedAt: at })
          await new Promise((r) => setTimeout(r, Math.random() * 20))
          if (i % 3 === 0) throw new Error('forced rollback')
          return doc
        },
        { maxWait: 30_000, timeout: 30_000 },
      ),
    )
    const results = await Promise.allSettled(attempts)
    const committed = results.filter((r) => r.status === 'fulfilled').length
    expect(committed).toBe(26)
    const docs = await server.ctx.db.prisma.billingDocument.findMany({
      where: { financialYear: '2051-52', series: 'BOS' },
      orderBy: { sequence: 'asc' },
    })
    expect(docs.map((d) => d.sequence)).toEqual(Array.from({ length: 26 }, (_, i) => i + 1))
    expect(new Set(docs.map((d) => d.number)).size).toBe(26)
  })
})

describe('GET /api/billing/purchases', () => {
  it('a bare array of paid purchases, newest first, at most 50; CREATED and FAILED excluded', async () => {
    const shop = await createTenantWithStaff(server)
    const base = server.ctx.now().getTime()
    const rows = Array.from({ length: 54 }, (_, i) => ({
      tenantId: shop.tenantId,
      planName: `P${i}`,
      billingCycle: 'monthly',
      subtotal: 100 + i,
      discount: 0,
      tax: 0,
      total: 100 + i,
      provider: 'manual',
      status: ['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED', 'CREATED', 'FAILED', 'PAID'][i % 6]!,
      createdAt: new Date(base + i * 1000),
      paidAt: i % 6 === 3 || i % 6 === 4 ? null : new Date(base + i * 1000),
    }))
    await server.ctx.db.prisma.purchase.createMany({ data: rows })
    const res = await call(server.url, 'GET', '/api/billing/purchases', { token: shop.admin.token })
    expect(res.status).toBe(200)
    expect(Array.isArray(res.body)).toBe(true)
    expect(res.body).toHaveLength(36)
    expect(res.body.map((p: { status: string }) => p.status)).not.toContain('CREATED')
    expect(res.body.map((p: { status: string }) => p.status)).not.toContain('FAILED')
    const created = res.body.map((p: { createdAt: string }) => p.createdAt)
    expect([...created].sort().reverse()).toEqual(created)

    const more = Array.from({ length: 20 }, (_, i) => ({
      ...rows[0]!,
      planName: `Q${i}`,
      createdAt: new Date(base + 100_000 + i),
    }))
    await server.ctx.db.prisma.purchase.createMany({ data: more })
    const capped = await call(server.url, 'GET', '/api/billing/purchases', { token: shop.admin.token })
    expect(capped.body).toHaveLength(50)
    expect(capped.body[0].planName).toBe('Q19')
  })

  it('shows the purchase fields of 2.5 with its documents oldest first', async () => {
    const { shop, plan, purchaseId, paymentId } = await paid(60_000)
    const res = await call(server.url, 'GET', '/api/billing/purchases', { token: shop.admin.token })
    expect(res.body).toHaveLength(1)
    const doc = await saleDocument(purchaseId)
    expect(res.body[0]).toEqual({
      id: purchaseId,
      planName: plan.name,
      billingCycle: 'yearly',
      subtotal: 60_000,
      discount: 0,
      tax: 0,
      total: 60_000,
      refundedAmount: 0,
      currency: 'INR',
      couponCode: null,
      provider: 'gateway',
      status: 'PAID',
      periodStart: expect.any(String),
      periodEnd: expect.any(String),
      paidAt: expect.any(String),
      createdAt: expect.any(String),
      gatewayPaymentId: paymentId,
      documents: [
        {
          id: doc.id,
          type: 'BILL_OF_SUPPLY',
          number: doc.number,
          total: 60_000,
          issuedAt: doc.issuedAt.toISOString(),
          cancelledAt: null,
        },
      ],
      refunds: [],
    })
    const other = await createTenantWithStaff(server)
    expect((await call(server.url, 'GET', '/api/billing/purchases', { token: other.admin.token })).body).toEqual([])
  })

  it('tRPC purchases mirrors the list', async () => {
    const { shop, purchaseId } = await paid()
    const res = await call(server.url, 'GET', '/trpc/billing.purchases', { token: shop.admin.token })
    expect(res.body.result.data.json.map((p: { id: string }) => p.id)).toEqual([purchaseId])
  })
})
