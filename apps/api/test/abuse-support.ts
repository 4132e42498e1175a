import { buyPlan, createPlan, type FakeGateway } from './billing-support.ts'
import { createSuperAdminLogin, createTenantWithStaff, insertCustomer, latestOtp } from './support/factories.ts'
import { call, type ResponseBody } from './support/http.ts'
import type { TestServer } from './support/test-server.ts'
import { TEST_PNG } from './support/test-images.ts'
import { createValuationOk, setGoldRate } from './support/valuation-factories.ts'

/** Abuse test kit: one tenant with one of everything, so every id route has a real target. */
export const PNG = TEST_PNG

export type Auth = { token?: string; host?: string; headers?: Record<string, string> }

async function must(res: Promise<{ status: number; body: ResponseBody; text: string }>, what: string) {
  const r = await res
  if (r.status >= 300) throw new Error(`${what} failed: ${r.status} ${r.text}`)
  return r.body
}

export async function buildTenantFixture(server: TestServer, gateway: FakeGateway) {
  await setGoldRate(server)
  const shop = await createTenantWithStaff(server)
  const customer = await insertCustomer(server, shop.tenantId, {
    email: `borrower-${shop.slug}@example.com`,
    status: 'Active',
  })
  await must(
    call(server.url, 'POST', '/api/otp/send', { body: { tenant: shop.slug, email: customer.email } }),
    'otp send',
  )
  const portal = await must(
    call(server.url, 'POST', '/api/portal/login', {
      body: { tenant: shop.slug, email: customer.email, code: await latestOtp(server, customer.email!) },
    }),
    'portal login',
  )
  const customerAuth: Auth = { token: portal.token, host: server.hostFor(shop.slug) }
  const valuation = await createValuationOk(server, shop.employee.token, {
    customerId: customer.id,
    type: 'loan',
    ltvPercentage: 75,
    interestRate: 12,
    emiInstallments: 3,
  })
  const detail = await must(
    call(server.url, 'GET', `/api/valuations/${valuation.id}`, { token: shop.employee.token }),
    'valuation detail',
  )
  const bank = await must(
    call(server.url, 'POST', '/api/banks', {
      token: shop.admin.token,
      body: { name: `Bank ${shop.slug}`, goldRate22k: 5900, defaultEmail: 'bank@example.com' },
    }),
    'bank',
  )
  const branch = await must(
    call(server.url, 'POST', `/api/banks/${bank.id}/branches`, {
      token: shop.admin.token,
      body: { branchName: 'Main', ifsc: 'SBIN0001234', managerEmail: 'manager@example.com' },
    }),
    'branch',
  )
  const staffTicket = await must(
    call(server.url, 'POST', '/api/tickets', {
      token: shop.employee.token,
      body: { subject: 'Till', message: 'The till is stuck.' },
    }),
    'staff ticket',
  )
  const customerTicket = await must(
    call(server.url, 'POST', '/api/tickets', {
      ...customerAuth,
      body: { subject: 'My loan', message: 'When is my next EMI?' },
    }),
    'customer ticket',
  )
  const platformTicket = await must(
    call(server.url, 'POST', '/api/tickets', {
      token: shop.admin.token,
      body: { subject: 'Invoice', message: 'Please resend the invoice.' },
    }),
    'platform ticket',
  )
  const file = await must(
    call(server.url, 'POST', '/api/upload?purpose=kyc', {
      token: shop.employee.token,
      rawBody: PNG,
      headers: { 'content-type': 'image/png', 'x-file-name': 'aadhaar.png' },
    }),
    'upload',
  )
  const plan = await createPlan(server, { prices: { monthly: 50_000 } })
  const { purchaseId } = await buyPlan(server, gateway, shop.admin.token, {
    planId: plan.planId,
    billingCycle: 'monthly',
  })
  const document = await server.ctx.db.prisma.billingDocument.findFirstOrThrow({ where: { purchaseId } })
  const intake = await must(call(server.url, 'GET', '/api/intake-link', { token: shop.employee.token }), 'intake link')
  return {
    shop,
    customer,
    customerAuth,
    valuation,
    emiId: detail.emiRecords[0].id as string,
    bank,
    branch,
    staffTicket: staffTicket.ticket.id as string,
    customerTicket: customerTicket.ticket.id as string,
    platformTicket: platformTicket.ticket.id as string,
    pathname: file.pathname as string,
    plan,
    purchaseId,
    documentId: document.id,
    intakeToken: intake.token as string,
  }
}

export type TenantFixture = Awaited<ReturnType<typeof buildTenantFixture>>

export async function buildAbuseWorld(server: TestServer, gateway: FakeGateway) {
  const tenant = await buildTenantFixture(server, gateway)
  const superAdmin = await createSuperAdminLogin(server)
  return { ...tenant, superAdmin }
}

/** Every table's row count in one query (the "nothing written" check). */
export async function rowCounter(server: TestServer) {
  const tables = await server.ctx.db.prisma.$queryRawUnsafe<{ name: string }[]>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE '\\_prisma%' ORDER BY 1`,
  )
  const sql = `SELECT ${tables.map((t) => `(SELECT count(*) FROM "${t.name}")::int AS "${t.name}"`).join(', ')}`
  return async () => (await server.ctx.db.prisma.$queryRawUnsafe<Record<string, number>[]>(sql))[0]!
}
