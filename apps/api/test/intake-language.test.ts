import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshPhone, trpc, unique, verifyEmail } from './customers-helpers.ts'
import { call } from './support/http.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

/** Issue 28: the language a borrower reads the intake form in is kept as their preferred language. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

async function submit(via: 'trpc' | 'rest', preferredLanguage?: unknown) {
  const shop = await createTenantWithStaff(server)
  const link = await call(server.url, 'GET', '/api/intake-link', { token: shop.employee.token })
  const email = `intake-${unique()}@example.com`
  await verifyEmail(server, shop.slug, email)
  const body = {
    tenant: shop.slug,
    token: (link.body as { token: string }).token,
    name: 'மீனா சுந்தரம்',
    phone: freshPhone(),
    email,
    ...(preferredLanguage === undefined ? {} : { preferredLanguage }),
  }
  const id =
    via === 'trpc'
      ? (await trpc(server, 'mutation', 'intake.submit', body)).data.customer.id
      : (await call(server.url, 'POST', '/api/customer-intake', { body })).body.customer.id
  const stored = await server.ctx.db.forTenant(shop.tenantId).customer.findFirstOrThrow({ where: { id } })
  const shown = await trpc(server, 'query', 'customers.get', { id }, { token: shop.employee.token })
  return { stored: stored.preferredLanguage, shown: shown.data.preferredLanguage }
}

describe("intake: the form's language becomes the borrower's", () => {
  it.each(['ta', 'hi', 'en'])('the form read in %s keeps that language for the SMS to come', async (language) => {
    expect(await submit('trpc', language)).toEqual({ stored: language, shown: language })
  })

  it('a language not written, or none, is English, and the submission is not lost', async () => {
    expect(await submit('trpc', 'te')).toEqual({ stored: 'en', shown: 'en' })
    expect(await submit('trpc')).toEqual({ stored: 'en', shown: 'en' })
  })

  it("REST keeps the spec's body: the borrower's language stays English", async () => {
    expect(await submit('rest', 'ta')).toEqual({ stored: 'en', shown: 'en' })
  })
})
