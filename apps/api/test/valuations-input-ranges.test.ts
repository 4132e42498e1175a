import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { valuationCommands } from '../src/cli/valuations-commands.ts'
import { createTenantWithStaff, insertCustomer } from './support/factories.ts'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { RATE_22K, chain, createValuationOk, postValuation, setGoldRate } from './support/valuation-factories.ts'

/**
 * Issue 13: every number that enters a valuation, a bank or a gold rate has a domain range, and
 * free text a length cap. Out-of-range input is a 400 with an exact message and writes nothing;
 * what the spec clamps or ignores is still clamped or ignored, but never stored as Infinity or NaN.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})

async function shop() {
  const t = await createTenantWithStaff(server)
  const customer = await insertCustomer(server, t.tenantId)
  return { ...t, customer }
}

const valuationCount = (tenantId: string) => server.ctx.db.forTenant(tenantId).valuation.count()

/** The stored column as PostgreSQL prints it ('-0', 'Infinity' and 'NaN' included). */
async function storedText(table: string, column: string, id: string): Promise<string | null> {
  const rows = await server.ctx.db.prisma.$queryRawUnsafe<{ value: string | null }[]>(
    `SELECT "${column}"::text AS value FROM "${table}" WHERE id = $1`,
    id,
  )
  return rows[0]?.value ?? null
}

const GROSS_CAP = 'Gross weight cannot exceed 1,000 g per ornament.'
const GROSS_ZERO = 'Gross weight must be greater than zero.'
const DEDUCTION_CAP = 'Deduction cannot exceed 10,000 g per ornament.'
const QUANTITY_CAP = 'Quantity cannot exceed 1,000 per ornament line.'
const QUANTITY_WHOLE = 'Quantity must be a whole number of at least 1.'
const INTEREST = 'Interest rate must be between 0 and 100%.'
const INTEREST_DECIMALS = 'Interest rate can have at most two decimals.'
const FEE = 'Valuation fee cannot exceed ₹10,00,00,000.'

describe('POST /api/valuations: numbers outside their domain are refused and nothing is written', () => {
  it.each([
    ['grossWeight 1e308', { ornaments: [{ ...chain, grossWeight: 1e308 }] }, GROSS_CAP],
    ['grossWeight "1e308"', { ornaments: [{ ...chain, grossWeight: '1e308' }] }, GROSS_CAP],
    ['grossWeight -1e308', { ornaments: [{ ...chain, grossWeight: -1e308 }] }, GROSS_ZERO],
    ['grossWeight "NaN"', { ornaments: [{ ...chain, grossWeight: 'NaN' }] }, GROSS_ZERO],
    ['grossWeight "Infinity"', { ornaments: [{ ...chain, grossWeight: 'Infinity' }] }, GROSS_ZERO],
    ['grossWeight -0', { ornaments: [{ ...chain, grossWeight: -0 }] }, GROSS_ZERO],
    ['deduction 1e308', { ornaments: [{ ...chain, deduction: 1e308 }] }, DEDUCTION_CAP],
    ['deduction "1e308"', { ornaments: [{ ...chain, deduction: '1e308' }] }, DEDUCTION_CAP],
    ['quantity 2^53+1', { ornaments: [{ ...chain, quantity: 2 ** 53 + 1 }] }, QUANTITY_CAP],
    ['quantity "1e308"', { ornaments: [{ ...chain, quantity: '1e308' }] }, QUANTITY_CAP],
    ['quantity 1001', { ornaments: [{ ...chain, quantity: 1001 }] }, QUANTITY_CAP],
    ['quantity "Infinity"', { ornaments: [{ ...chain, quantity: 'Infinity' }] }, QUANTITY_WHOLE],
    ['quantity 1e-7', { ornaments: [{ ...chain, quantity: 1e-7 }] }, QUANTITY_WHOLE],
    ['loan interestRate 1e308', { type: 'loan', interestRate: 1e308 }, INTEREST],
    ['loan interestRate "1e308"', { type: 'loan', interestRate: '1e308' }, INTEREST],
    ['loan interestRate -1e308', { type: 'loan', interestRate: -1e308 }, INTEREST],
    ['loan interestRate 100.5', { type: 'loan', interestRate: 100.5 }, INTEREST],
    // Issue 23 item 15: a tiny positive rate underflowed the monthly rate to 0 and answered 500.
    ['loan interestRate 5e-324', { type: 'loan', interestRate: 5e-324, emiInstallments: 12 }, INTEREST_DECIMALS],
    ['loan interestRate "1e-300"', { type: 'loan', interestRate: '1e-300', emiInstallments: 12 }, INTEREST_DECIMALS],
    ['loan interestRate 7.125', { type: 'loan', interestRate: 7.125 }, INTEREST_DECIMALS],
    ['valuationFee 1e308', { valuationFee: 1e308 }, FEE],
    ['valuationFee "1e308"', { valuationFee: '1e308' }, FEE],
    [
      'ornament description over 200 characters',
      { ornaments: [{ ...chain, type: 'x'.repeat(201) }] },
      'Ornament description must be 200 characters or fewer.',
    ],
    [
      'purity method over 50 characters',
      { ornaments: [{ ...chain, purityMethod: 'x'.repeat(51) }] },
      'Purity method must be 50 characters or fewer.',
    ],
    [
      'image URL over 2048 characters',
      { ornaments: [{ ...chain, imageUrl: `/f/${'x'.repeat(2046)}` }] },
      'Image and document links must be 2048 characters or fewer.',
    ],
    [
      'appraiserName over 100 characters',
      { appraiserName: 'x'.repeat(101) },
      'Appraiser name must be 100 characters or fewer.',
    ],
    [
      'appraiserNote over 2000 characters',
      { appraiserNote: 'x'.repeat(2001) },
      'Appraiser note must be 2000 characters or fewer.',
    ],
    [
      'ornamentReceiptUrl over 2048 characters',
      { ornamentReceiptUrl: 'x'.repeat(2049) },
      'Image and document links must be 2048 characters or fewer.',
    ],
    // 160 lines of 1,000 pieces of 1 kg of 24K: each in range, together ₹1,04,000 crore.
    [
      'a total over ₹1,00,00,00,00,000',
      {
        ornaments: Array.from({ length: 160 }, () => ({ ...chain, purity: '24K', grossWeight: 1000, quantity: 1000 })),
      },
      'Total value cannot exceed ₹1,00,00,00,00,000.',
    ],
  ])('%s: 400', async (_name, overrides, message) => {
    const t = await shop()
    const res = await postValuation(server, t.employee.token, {
      customerId: t.customer.id,
      ornaments: [chain],
      ...overrides,
    })
    expect([res.status, res.body]).toEqual([400, { error: message }])
    expect(await valuationCount(t.tenantId)).toBe(0)
  })

  it('keeps what the spec clamps or ignores, finite: LTV, installments, fee, requested loan, unparseable interest', async () => {
    const t = await shop()
    const clamped = await createValuationOk(server, t.employee.token, {
      customerId: t.customer.id,
      type: 'loan',
      ltvPercentage: 1e308,
      emiInstallments: 1e308,
      valuationFee: -1e308,
      requestedLoanAmount: 1e308,
      interestRate: 'NaN',
    })
    expect(clamped).toMatchObject({
      ltvPercentage: 100,
      valuationFee: 0,
      interestRate: null,
      totalValue: 59940.02,
      estimatedLoan: 59940.02,
    })
    expect(await server.ctx.db.forTenant(t.tenantId).emiRecord.count({ where: { valuationId: clamped.id } })).toBe(60)
    const floor = await createValuationOk(server, t.employee.token, {
      customerId: t.customer.id,
      type: 'loan',
      ltvPercentage: -1e308,
      emiInstallments: -1e308,
      interestRate: -0,
    })
    expect(floor).toMatchObject({ ltvPercentage: 0, estimatedLoan: 0, interestRate: 0 })
    expect(await storedText('Valuation', 'interestRate', floor.id)).toBe('0')
  })

  // Issue 24: weights are stored as integer milligrams, so a finer one is refused rather than rounded.
  it('stores -0 as 0, a milligram as sent, and refuses a weight finer than a milligram', async () => {
    const t = await shop()
    const tiny = await postValuation(server, t.employee.token, {
      customerId: t.customer.id,
      ornaments: [{ ...chain, grossWeight: 1e-7 }],
    })
    expect([tiny.status, tiny.body]).toEqual([
      400,
      { error: 'Weights can have at most three decimals (the milligram).' },
    ])
    expect(await valuationCount(t.tenantId)).toBe(0)
    const v = await createValuationOk(server, t.employee.token, {
      customerId: t.customer.id,
      ornaments: [
        { ...chain, deduction: -0 },
        { ...chain, grossWeight: 0.001 },
      ],
    })
    const ornaments = await server.ctx.db
      .forTenant(t.tenantId)
      .ornament.findMany({ where: { valuationId: v.id }, orderBy: { grossWeightMg: 'asc' } })
    expect(ornaments.map((o) => [o.grossWeightMg, o.netWeightMg, Number(o.estimatedValuePaise)])).toEqual([
      [1, 0, 0],
      [10_000, 9160, 5994002],
    ])
    expect(await storedText('Ornament', 'deductionMg', ornaments[1]!.id)).toBe('0')
  })

  it('the same messages over tRPC valuations.create', async () => {
    const t = await shop()
    const res = await call(server.url, 'POST', '/trpc/valuations.create', {
      token: t.employee.token,
      body: { json: { customerId: t.customer.id, type: 'loan', interestRate: 1e308, ornaments: [chain] } },
    })
    expect([res.status, res.body?.error?.json?.message]).toEqual([400, INTEREST])
    expect(await valuationCount(t.tenantId)).toBe(0)
  })
})

describe('PATCH /api/valuations/{id}: length caps', () => {
  it.each([
    [{ appraiserNote: 'x'.repeat(2001) }, 'Appraiser note must be 2000 characters or fewer.'],
    [{ appraiserName: 'x'.repeat(101) }, 'Appraiser name must be 100 characters or fewer.'],
    [{ goldEnvelopeUrl: 'x'.repeat(2049) }, 'Image and document links must be 2048 characters or fewer.'],
  ])('%j: 400, nothing changes', async (body, message) => {
    const t = await shop()
    const v = await createValuationOk(server, t.employee.token, { customerId: t.customer.id, appraiserName: 'Suresh' })
    expect(await call(server.url, 'PATCH', `/api/valuations/${v.id}`, { token: t.employee.token, body })).toMatchObject(
      { status: 400, body: { error: message } },
    )
    expect(
      await server.ctx.db.forTenant(t.tenantId).valuation.findFirst({
        where: { id: v.id },
        select: { appraiserName: true, appraiserNote: true, goldEnvelopeUrl: true },
      }),
    ).toEqual({ appraiserName: 'Suresh', appraiserNote: null, goldEnvelopeUrl: null })
  })
})

describe('bank rates', () => {
  const RATE = 'Gold rate must be from ₹100 to ₹10,00,000 per gram, or null.'

  it.each([1e308, '1e308', -1e308, 'Infinity', 'NaN', 1e-7, -0, 99.99, 1_000_000.01, 2 ** 53 + 1])(
    'goldRate22k %j: 400 on create and update',
    async (goldRate22k) => {
      const t = await createTenantWithStaff(server)
      expect(
        await call(server.url, 'POST', '/api/banks', {
          token: t.admin.token,
          body: { name: 'Range Bank', goldRate22k },
        }),
      ).toMatchObject({ status: 400, body: { error: RATE } })
      const bank = (
        await call(server.url, 'POST', '/api/banks', {
          token: t.admin.token,
          body: { name: 'Range Bank', goldRate22k: 5900 },
        })
      ).body
      expect(
        await call(server.url, 'PATCH', `/api/banks/${bank.id}`, { token: t.admin.token, body: { goldRate22k } }),
      ).toMatchObject({ status: 400, body: { error: RATE } })
      expect(
        await server.ctx.db.prisma.bank.findMany({
          where: { tenantId: t.tenantId },
          select: { goldRate22kPaise: true },
        }),
      ).toEqual([{ goldRate22kPaise: 590_000 }])
    },
  )

  it('accepts both ends of the range, to the paisa, and null', async () => {
    const t = await createTenantWithStaff(server)
    for (const [sent, stored] of [
      [100, 100],
      ['1000000', 1_000_000],
      [5900.123, 5900.12],
      [null, null],
    ] as const) {
      const res = await call(server.url, 'POST', '/api/banks', {
        token: t.admin.token,
        body: { name: `Bank ${String(sent)}`, goldRate22k: sent },
      })
      expect([res.status, res.body.goldRate22k]).toEqual([201, stored])
    }
  })

  it('a bank rate stored before the range existed prices nothing: bank basis answers the no-rate message', async () => {
    const t = await shop()
    // Integer paise cannot hold NaN or Infinity (the migration refuses them); out of range still can.
    for (const goldRate22kPaise of [1, 2_147_483_647]) {
      const bank = await server.ctx.db.prisma.bank.create({
        data: { tenantId: t.tenantId, name: `Legacy ${goldRate22kPaise}`, goldRate22kPaise },
      })
      const res = await postValuation(server, t.employee.token, {
        customerId: t.customer.id,
        ornaments: [chain],
        bankId: bank.id,
        rateBasis: 'bank',
      })
      expect([res.status, res.body]).toEqual([
        400,
        {
          error: 'The selected bank has no gold rate configured. Set a rate for this bank, or value at the live rate.',
        },
      ])
    }
    expect(await valuationCount(t.tenantId)).toBe(0)
  })

  it.each([
    [{ name: 'B'.repeat(121) }, 'Bank name must be 120 characters or fewer.'],
    [{ name: 'Capped', emailSubject: 's'.repeat(301) }, 'Email subject must be 300 characters or fewer.'],
    [{ name: 'Capped', emailBody: 'b'.repeat(20_001) }, 'Email body must be 20,000 characters or fewer.'],
    [{ name: 'Capped', branches: [{ branchName: 'N'.repeat(121) }] }, 'Branch name must be 120 characters or fewer.'],
    [
      { name: 'Capped', branches: [{ branchName: 'Main', ifsc: 'I'.repeat(21) }] },
      'IFSC code must be 20 characters or fewer.',
    ],
    [
      { name: 'Capped', branches: [{ branchName: 'Main', managerName: 'M'.repeat(101) }] },
      'Manager name must be 100 characters or fewer.',
    ],
  ])('bank text caps (%#): 400, nothing written', async (body, message) => {
    const t = await createTenantWithStaff(server)
    expect(await call(server.url, 'POST', '/api/banks', { token: t.admin.token, body })).toMatchObject({
      status: 400,
      body: { error: message },
    })
    expect(await server.ctx.db.prisma.bank.count({ where: { tenantId: t.tenantId } })).toBe(0)
  })
})

describe('stored gold rates', () => {
  it('a stored rate outside the range (written before it existed) is skipped for the newest plausible one', async () => {
    const t = await shop()
    const future = new Date(Date.now() + 60_000)
    for (const rate22kPaise of [1, 2_147_483_647]) {
      await server.ctx.db.prisma.goldRate.create({
        data: { rate22kPaise, rate24kPaise: rate22kPaise, source: 'legacy', fetchedAt: future },
      })
    }
    const v = await createValuationOk(server, t.employee.token, { customerId: t.customer.id })
    expect(v.goldRate).toBe(RATE_22K)
    const current = await call(server.url, 'GET', '/api/gold-rates/current', { token: t.employee.token })
    expect(current.body).toMatchObject({ rate22k: RATE_22K })
    await server.ctx.db.prisma.goldRate.deleteMany({ where: { source: 'legacy' } })
  })

  it('rate:set refuses a rate outside ₹100 to ₹10,00,000 per gram', async () => {
    for (const rate22k of ['1e308', 'Infinity', 'NaN', '-0', '99', '1000001']) {
      await expect(valuationCommands['rate:set']!(server.ctx, { rate22k })).rejects.toThrow(
        '--rate22k must be a number of rupees per gram from 100 to 10,00,000.',
      )
    }
    expect(await server.ctx.db.prisma.goldRate.count({ where: { source: 'manual' } })).toBe(0)
  })
})

describe('communication templates: length caps', () => {
  it.each([
    [{ subject: 's'.repeat(301), body: 'Body' }, 'Email subject must be 300 characters or fewer.'],
    [{ subject: 'Subject', body: 'b'.repeat(20_001) }, 'Email body must be 20,000 characters or fewer.'],
  ])('%#: 400 and no template stored', async (body, message) => {
    const t = await createTenantWithStaff(server)
    expect(
      await call(server.url, 'PUT', '/api/communication-templates/EMAIL_REPORT', { token: t.admin.token, body }),
    ).toMatchObject({ status: 400, body: { error: message } })
    expect(await server.ctx.db.forTenant(t.tenantId).communicationTemplate.count()).toBe(0)
  })
})
