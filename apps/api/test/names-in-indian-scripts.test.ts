import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customerBody, freshPhone, trpc, unique, verifyEmail } from './customers-helpers.ts'
import { call } from './support/http.ts'
import { createSuperAdminLogin, createTenantWithStaff, loginAs } from './support/factories.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

/**
 * Issue 28: a name in any Indian script is taken wherever a name is (customers-name-scripts.test.ts
 * covers the borrower form; this, every other place): vowel signs and viramas are combining marks,
 * and some keyboards put a zero-width joiner or non-joiner inside a conjunct.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const NAMES = {
  Devanagari: 'श्रीनिवास अय्यर',
  Tamil: 'முருகன் சுப்பிரமணியம்',
  Telugu: 'శ్రీనివాస్ రెడ్డి',
  Kannada: 'ಶ್ರೀನಿವಾಸ ಗೌಡ',
  Malayalam: 'ശ്രീനിവാസൻ നായർ',
  Gujarati: 'શ્રીનિવાસ પટેલ',
  Gurmukhi: 'ਹਰਪ੍ਰੀਤ ਸਿੰਘ',
  Odia: 'ଶ୍ରୀନିବାସ ପଟ୍ଟନାୟକ',
  Bengali: 'সুমিতা বন্দ্যোপাধ্যায়',
  'Malayalam with a joiner': 'അവന്\u200D കുമാർ',
  'Devanagari with a non-joiner': 'क्\u200Cष्मा देवी',
}
const EACH = Object.entries(NAMES)

describe('names in Indian scripts, wherever a name is taken', () => {
  it.each(EACH)('a borrower and nominee in %s, created and corrected', async (_script, name) => {
    const shop = await createTenantWithStaff(server)
    const created = await call(server.url, 'POST', '/api/customers', {
      token: shop.employee.token,
      body: customerBody({ name: 'Asha Rao', nomineeName: name, nomineeRel: 'मां' }),
    })
    expect(created.status, created.text).toBe(201)
    const row = created.body as { id: string; phone: string; email: string }
    const corrected = await trpc(
      server,
      'mutation',
      'customers.correct',
      {
        id: row.id,
        name,
        phone: row.phone,
        email: row.email,
        nomineeName: name,
        nomineeRel: 'மனைவி',
        reason: 'Name as on Aadhaar',
      },
      { token: shop.admin.token },
    )
    expect(corrected.error, JSON.stringify(corrected.error)).toBeUndefined()
    const read = await call(server.url, 'GET', `/api/customers/${row.id}`, { token: shop.employee.token })
    expect(read.body).toMatchObject({ name, nomineeName: name, nomineeRel: 'மனைவி' })
  })

  it('the intake form takes every script too', async () => {
    const shop = await createTenantWithStaff(server)
    const link = await call(server.url, 'GET', '/api/intake-link', { token: shop.employee.token })
    for (const name of Object.values(NAMES)) {
      const email = `intake-${unique()}@example.com`
      await verifyEmail(server, shop.slug, email)
      const res = await trpc(server, 'mutation', 'intake.submit', {
        tenant: shop.slug,
        token: (link.body as { token: string }).token,
        name,
        phone: freshPhone(),
        email,
        nomineeName: name,
        nomineeRel: 'मां',
      })
      expect(res.data, JSON.stringify(res.error)).toMatchObject({ success: true, customer: { name } })
    }
  })

  it.each(EACH)('a staff member named in %s is added and signs in under that name', async (_script, name) => {
    const shop = await createTenantWithStaff(server)
    const email = `staff-${unique()}@test.gold`
    const res = await trpc(
      server,
      'mutation',
      'users.create',
      { name, email, role: 'TENANT_EMPLOYEE', password: 'Ravi@12345' },
      { token: shop.admin.token },
    )
    expect(res.error, JSON.stringify(res.error)).toBeUndefined()
    const token = await loginAs(server, email, 'Ravi@12345')
    const me = await call(server.url, 'GET', '/api/auth/me', { token })
    expect(JSON.stringify(me.body)).toContain(name)
  })

  it('a shop named in an Indian script, its admin, legal name and UPI payee name', async () => {
    const ops = await createSuperAdminLogin(server)
    const slug = `lipi-${unique()}`
    const created = await trpc(
      server,
      'mutation',
      'platform.createTenant',
      {
        name: 'श्री लक्ष्मी ज्वेलर्स',
        slug,
        adminEmail: `${slug}@test.gold`,
        adminPassword: 'Admin@12345',
        adminName: 'முருகன் சுப்பிரமணியம்',
      },
      { token: ops.token },
    )
    expect(created.error, JSON.stringify(created.error)).toBeUndefined()
    const shopShown = await trpc(server, 'query', 'auth.tenantBySlug', { slug })
    expect(shopShown.data).toMatchObject({ name: 'श्री लक्ष्मी ज्वेलर्स' })

    const shop = await createTenantWithStaff(server)
    const profile = await trpc(
      server,
      'mutation',
      'shop.updateProfile',
      { legalName: 'ஸ்ரீ முருகன் நகை அடகுக் கடை' },
      { token: shop.admin.token },
    )
    expect(profile.error, JSON.stringify(profile.error)).toBeUndefined()
    // What a UPI app prints as "Paying …": a name with vowel signs was refused before issue 28.
    for (const payeeName of ['लक्ष्मी गोल्ड लोन्स', 'முருகன் நகைக் கடை', 'ശ്രീനിവാസൻ ഗോൾഡ്']) {
      const upi = await trpc(
        server,
        'mutation',
        'shop.updateUpi',
        { upiId: 'lakshmigold@okaxis', payeeName },
        { token: shop.admin.token },
      )
      expect(upi.data, JSON.stringify(upi.error)).toMatchObject({ payeeName })
    }
    const refused = await trpc(
      server,
      'mutation',
      'shop.updateUpi',
      { upiId: 'lakshmigold@okaxis', payeeName: 'Gold <b>' },
      { token: shop.admin.token },
    )
    expect(refused.error?.message).toBe("Payee name must be at most 50 letters, digits, spaces and . & ' -")
  })
})
