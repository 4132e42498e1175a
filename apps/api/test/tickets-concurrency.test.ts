import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { client, ticketTenant } from './tickets-helpers.ts'

/** Races need real concurrent connections, so these run on PostgreSQL only. */
describe.runIf(process.env.TEST_DATABASE_URL)('ticket races (PostgreSQL)', () => {
  let server: TestServer
  let api: ReturnType<typeof client>
  beforeAll(async () => {
    server = await startTestServer()
    api = client(server)
  })
  afterAll(async () => {
    await server.close()
  })

  it('the same status change sent eight times at once is applied, announced and notified once', async () => {
    const shop = await ticketTenant(server)
    const t = await api.open(shop.customer)
    const agents = [shop.employee, shop.employee2, shop.admin, shop.admin2]
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => api.patch(agents[i % 4]!, t.id, { status: 'Resolved' })),
    )
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200))
    const system = (await api.messages(shop.employee, t.id)).body.messages.filter(
      (m: { authorType: string }) => m.authorType === 'system',
    )
    expect(system).toHaveLength(1)
    expect((await server.outbox()).filter((m) => m.to.includes(shop.customer.email!))).toHaveLength(1)
  })

  it('a requester reply racing a close never reopens a Closed ticket', async () => {
    for (let round = 0; round < 5; round++) {
      const shop = await ticketTenant(server)
      const t = await api.open(shop.customer)
      await api.patch(shop.employee, t.id, { status: 'Resolved' })
      const [close, ...replies] = await Promise.all([
        api.patch(shop.admin, t.id, { status: 'Closed' }),
        ...Array.from({ length: 6 }, () => api.post(shop.customer, t.id, { message: 'still broken' })),
      ])
      expect(close.status).toBe(200)
      for (const r of replies) {
        if (r.status !== 201)
          expect([r.status, r.body]).toEqual([
            400,
            { error: 'This ticket is closed. Raise a new one to continue.', success: false },
          ])
      }
      expect((await api.get(shop.admin, t.id)).body.ticket).toMatchObject({
        status: 'Closed',
        closedAt: expect.any(String),
      })
      const posted = (await api.messages(shop.admin, t.id)).body.messages.filter(
        (m: { body: string }) => m.body === 'still broken',
      )
      expect(posted).toHaveLength(replies.filter((r) => r.status === 201).length)
    }
  })
})
