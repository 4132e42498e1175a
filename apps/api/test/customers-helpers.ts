import { randomBytes, randomInt } from 'node:crypto'
import { afterAll, beforeAll, expect } from 'vitest'
import { createSession } from '../src/auth/session-service.ts'
import { call, type ApiResponse, type ResponseBody } from './support/http.ts'
import { insertCustomer, latestOtp } from './support/factories.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'

/** One real server for a test file (started before its tests, closed after) and POST /api/customers on it. */
export function customersTestServer() {
  const api = {
    server: undefined as unknown as TestServer,
    post: (token: string, body: unknown) => call(api.server.url, 'POST', '/api/customers', { token, body }),
  }
  beforeAll(async () => {
    api.server = await startTestServer()
  })
  afterAll(async () => {
    await api.server?.close()
  })
  return api
}

export const unique = () => randomBytes(4).toString('hex')

/** A fresh valid Indian mobile number (10 digits starting 9). */
export const freshPhone = () => `9${String(randomInt(0, 1e9)).padStart(9, '0')}`

/** A valid staff create body; the phone and email are unique per call. */
export function customerBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Asha Rao',
    phone: freshPhone(),
    email: `asha-${unique()}@example.com`,
    aadhaarDocUrl: '/kyc/a.pdf',
    ...overrides,
  }
}

/** Send, read and verify an email OTP for the tenant (what the intake form and phoneVerified look for). */
export async function verifyEmail(server: TestServer, slug: string, email: string) {
  const sent = await call(server.url, 'POST', '/api/otp/send', { body: { tenant: slug, email } })
  expect(sent.status, sent.text).toBe(200)
  const verified = await call(server.url, 'POST', '/api/otp/verify', {
    body: { tenant: slug, email, code: await latestOtp(server, email) },
  })
  expect(verified.status, verified.text).toBe(200)
}

/** A tRPC call (superjson transformer) over HTTP: queries as GET, mutations as POST. */
/** A tRPC error as the web apps read it: the domain error's code (and field), or the refused input's path. */
type TrpcErrorAnswer = {
  message: string
  code: string
  httpStatus: number
  domain: { code: string; body: unknown; field: string | null } | null
  inputPath: string | null
}

export async function trpc(
  server: TestServer,
  kind: 'query' | 'mutation',
  path: string,
  input: unknown,
  auth: { token?: string; host?: string } = {},
): Promise<ApiResponse & { data?: ResponseBody; error?: TrpcErrorAnswer }> {
  const payload = { json: input }
  const res =
    kind === 'query'
      ? await call(server.url, 'GET', `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(payload))}`, auth)
      : await call(server.url, 'POST', `/trpc/${path}`, { ...auth, body: payload })
  const body = res.body
  if (body?.error) {
    return {
      ...res,
      error: {
        message: body.error.json.message,
        code: body.error.json.data.code,
        httpStatus: body.error.json.data.httpStatus,
        domain: body.error.json.data.domain,
        inputPath: body.error.json.data.inputPath,
      },
    }
  }
  return { ...res, data: body?.result?.data?.json }
}

/** Tests write rupees and grams (the spec's numbers); the columns hold paise and milligrams. */
const STORED_UNITS: Record<string, [column: string, scale: number]> = {
  goldRate: ['goldRatePaise', 100],
  totalGrossWeight: ['totalGrossWeightMg', 1000],
  totalNetWeight: ['totalNetWeightMg', 1000],
  totalValue: ['totalValuePaise', 100],
  estimatedLoan: ['estimatedLoanPaise', 100],
  valuationFee: ['valuationFeePaise', 100],
  amount: ['amountPaise', 100],
  paidAmount: ['paidAmountPaise', 100],
}

function inStoredUnits(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => {
      const unit = STORED_UNITS[key]
      return unit && typeof value === 'number' ? [unit[0], Math.round(value * unit[1])] : [key, value]
    }),
  )
}

/** A valuation row straight in the database (the valuations API is another domain). */
export async function insertValuation(
  server: TestServer,
  tenantId: string,
  customerId: string,
  data: Record<string, unknown> = {},
) {
  return server.ctx.db.forTenant(tenantId).valuation.create({
    data: {
      tenantId,
      customerId,
      type: 'loan',
      goldRatePaise: 600_000,
      totalGrossWeightMg: 10_000,
      totalNetWeightMg: 9160,
      totalValuePaise: 6_000_000,
      estimatedLoanPaise: 4_500_000,
      ...inStoredUnits(data),
    },
  })
}

export async function insertEmi(
  server: TestServer,
  tenantId: string,
  customerId: string,
  valuationId: string,
  data: Record<string, unknown> = {},
) {
  return server.ctx.db.forTenant(tenantId).emiRecord.create({
    data: {
      tenantId,
      customerId,
      valuationId,
      amountPaise: 100_000,
      dueDate: new Date(Date.now() + 30 * 86_400_000),
      ...inStoredUnits(data),
    },
  })
}

/** A customer with a live portal token, used on the tenant's subdomain. */
export async function portalCustomer(
  server: TestServer,
  tenantId: string,
  slug: string,
  data: { name?: string; status?: string } = {},
) {
  const customer = await insertCustomer(server, tenantId, data)
  const token = await createSession(server.ctx, 'customer', customer.id, tenantId)
  return { customer, auth: { token, host: server.hostFor(slug) } }
}

/** Every column of a stored customer row, as POST and GET /api/customers answer it (sorted). */
export const STORED_FIELDS = [
  'id',
  'name',
  'phone',
  'email',
  'aadhaar',
  'pan',
  'address',
  'nomineeName',
  'nomineeRel',
  'bankName',
  'accountNumber',
  'ifsc',
  'status',
  'phoneVerified',
  'phoneVerifiedAt',
  'livePhotoUrl',
  'idCardPhotoUrl',
  'aadhaarDocUrl',
  'panDocUrl',
  'passbookUrl',
  'notificationsSeenAt',
  'tenantId',
  'createdAt',
  'updatedAt',
].sort()
