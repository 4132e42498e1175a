import { afterAll, beforeAll, it } from 'vitest'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createTenantWithStaff } from './support/factories.ts'

let server: TestServer
beforeAll(async () => { server = await startTestServer() })
afterAll(async () => { await server.close() })

it('times the whole list', async () => {
  const shop = await createTenantWithStaff(server)
  const base = Date.parse('2025-01-01T00:00:00Z')
  for (let k = 0; k < 10; k++) {
    await server.ctx.db.forTenant(shop.tenantId).customer.createMany({
      data: Array.from({ length: 1000 }, (_, i) => ({ tenantId: shop.tenantId, name: `Bulk ${k} ${i}`, phone: `8${String(k * 1000 + i).padStart(9, '0')}`, email: null, status: 'Active', createdAt: new Date(base + (k * 1000 + i) * 1000) })),
    })
  }
  for (let r = 0; r < 3; r++) {
    const t = performance.now()
    const res = await call(server.url, 'GET', '/api/customers', { token: shop.admin.token })
    console.log('rows', (res.body as unknown[]).length, 'ms', Math.round(performance.now() - t), 'bytes', res.text.length, 'heap MB', Math.round(process.memoryUsage().heapUsed / 1e6))
  }
}, 300_000)
