import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSuperAdminLogin, createTenantWithStaff, insertCustomer } from './support/factories.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import {
  RATE_22K,
  chain,
  createValuationOk,
  postValuation,
  setGoldRate,
  sharedBank,
} from './support/valuation-factories.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.close()
})
beforeEach(async () => {
  await setGoldRate(server)
})

const ROW_FIELDS = [
  'id',
  'clientRequestId',
  'customerId',
  'tenantId',
  'type',
  'goldRate',
  'rateBasis',
  'liveGoldRate22k',
  'bankGoldRate22k',
  'valuationFee',
  'totalGrossWeight',
  'totalNetWeight',
  'totalValue',
  'estimatedLoan',
  'ltvPercentage',
  'interestRate',
  'makingCharges',
  'otherDeductions',
  'status',
  'bankId',
  'bankBranchId',
  'ornamentReceiptUrl',
  'appraiserName',
  'appraiserNote',
  'goldEnvelopeUrl',
  'acknowledgementUrl',
  'goldReceiptNo',
  'goldReceiptIssuedAt',
  'createdAt',
  'updatedAt',
].sort()

async function tenantWithCustomer() {
  const t = await createTenantWithStaff(server)
  const customer = await insertCustomer(server, t.tenantId)
  return { ...t, customer }
}

describe('POST /api/valuations: auth and required fields', () => {
  it('answers 401 Unauthorized without a staff principal', async () => {
    expect(await postValuation(server, '', { customerId: 'x', ornaments: [chain] })).toMatchObject({
      status: 401,
      body: { error: 'Unauthorized' },
    })
    const ops = await createSuperAdminLogin(server)
    expect(await postValuation(server, ops.token, { customerId: 'x', ornaments: [chain] })).toMatchObject({
      status: 401,
      body: { error: 'Unauthorized' },
    })
  })

  it.each([
    ['customerId absent', { ornaments: [chain] }],
    ['ornaments absent', { customerId: 'c' }],
    ['ornaments empty', { customerId: 'c', ornaments: [] }],
    ['ornaments not an array', { customerId: 'c', ornaments: chain }],
  ])('400 Missing required fields or valid ornaments: %s', async (_name, body) => {
    const t = await createTenantWithStaff(server)
    expect(await postValuation(server, t.employee.token, body)).toMatchObject({
      status: 400,
      body: { error: 'Missing required fields or valid ornaments' },
    })
  })

  it("400 Invalid customer for an unknown id and for another tenant's customer", async () => {
    const a = await tenantWithCustomer()
    const b = await tenantWithCustomer()
    for (const customerId of ['nope', b.customer.id]) {
      expect(await postValuation(server, a.admin.token, { customerId, ornaments: [chain] })).toMatchObject({
        status: 400,
        body: { error: 'Invalid customer' },
      })
    }
  })

  it.each([
    [{ ...chain, purity: '9K' }, 'Unsupported purity "9K". Supported values are 24K, 22K, 18K.'],
    [{ ...chain, purity: '22k' }, 'Unsupported purity "22k". Supported values are 24K, 22K, 18K.'],
    [{ ...chain, grossWeight: 0 }, 'Gross weight must be greater than zero.'],
    [{ ...chain, grossWeight: 'abc' }, 'Gross weight must be greater than zero.'],
    [{ ...chain, grossWeight: 1000.01 }, 'Gross weight cannot exceed 1,000 g per ornament.'],
    [{ ...chain, deduction: -1 }, 'Net weight cannot exceed gross weight.'],
    [{ ...chain, quantity: 1.5 }, 'Quantity must be a whole number of at least 1.'],
    [{ ...chain, quantity: 0 }, 'Quantity must be a whole number of at least 1.'],
  ])('400 for ornament %j', async (ornament, message) => {
    const t = await tenantWithCustomer()
    const res = await postValuation(server, t.employee.token, {
      customerId: t.customer.id,
      ornaments: [chain, ornament],
    })
    expect(res).toMatchObject({ status: 400, body: { error: message } })
    expect(await server.ctx.db.forTenant(t.tenantId).valuation.count()).toBe(0)
  })
})

describe('POST /api/valuations: calculation rules (2.9)', () => {
  it('201 with exactly the stored row fields, priced at the 24K rate derived from 22K', async () => {
    const t = await tenantWithCustomer()
    const res = await postValuation(server, t.employee.token, {
      customerId: t.customer.id,
      type: 'loan',
      ltvPercentage: 75,
      ornaments: [
        { ...chain, netWeight: 999 },
        { type: 'Ring', purity: '24K', grossWeight: 5, deduction: 0.5, quantity: 3 },
        { type: 'Bangle', purity: '18K', grossWeight: 2, deduction: 5 },
      ],
    })
    expect(res.status).toBe(201)
    expect(Object.keys(res.body).sort()).toEqual(ROW_FIELDS)
    // Chain 22K: 10 x 0.916 = 9.16 g fine; Ring 24K: (5-0.5) x 0.999 = 4.50 (4.4955) x 3 = 13.5; Bangle: deduction > gross = 0.
    expect(res.body).toMatchObject({
      type: 'loan',
      goldRate: RATE_22K,
      rateBasis: 'live',
      liveGoldRate22k: RATE_22K,
      bankGoldRate22k: null,
      status: 'Completed',
      totalGrossWeight: 10 + 15 + 2,
      totalNetWeight: 22.66,
      ltvPercentage: 75,
      interestRate: null,
      makingCharges: 0,
      otherDeductions: 0,
      customerId: t.customer.id,
      tenantId: t.tenantId,
      clientRequestId: null,
      bankId: null,
      goldReceiptNo: null,
    })
    // values: 9.16 x 6543.67 = 59940.02; 13.5 x 6543.67 = 88339.55 (88339.545); total 148279.57
    expect(res.body.totalValue).toBe(148279.57)
    expect(res.body.estimatedLoan).toBe(111209.68) // 148279.57 x 0.75 = 111209.6775
    const ornaments = await server.ctx.db
      .forTenant(t.tenantId)
      .ornament.findMany({ where: { valuationId: res.body.id }, orderBy: { id: 'asc' } })
    expect(ornaments.map((o) => [o.netWeightMg, Number(o.estimatedValuePaise), o.quantity, o.grossWeightMg])).toEqual([
      [9160, 5994002, 1, 10_000],
      [13_500, 8833955, 3, 5000],
      [0, 0, 1, 2000],
    ])
  })

  it.each([
    ['LTV "" defaults to 75', { ltvPercentage: '' }, 75, 44955.02],
    ['LTV "abc" defaults to 75', { ltvPercentage: 'abc' }, 75, 44955.02],
    ['LTV 0 honoured', { ltvPercentage: 0 }, 0, 0],
    ['LTV 150 clamped to 100', { ltvPercentage: 150 }, 100, 59940.02],
    ['requested below the cap', { requestedLoanAmount: 30000 }, 75, 30000],
    ['requested above the cap', { requestedLoanAmount: 50000 }, 75, 44955.02],
  ])('loan: %s', async (_name, extra, ltv, loan) => {
    const t = await tenantWithCustomer()
    const body = await createValuationOk(server, t.employee.token, {
      customerId: t.customer.id,
      type: 'loan',
      ...extra,
    })
    expect(body).toMatchObject({ ltvPercentage: ltv, estimatedLoan: loan, totalValue: 59940.02 })
  })

  it('omitted type stores a loan with null LTV and interest, no loan and no schedule', async () => {
    const t = await tenantWithCustomer()
    const body = await createValuationOk(server, t.employee.token, {
      customerId: t.customer.id,
      ltvPercentage: 80,
      interestRate: 12,
      emiInstallments: 6,
    })
    expect(body).toMatchObject({ type: 'loan', ltvPercentage: null, interestRate: null, estimatedLoan: 0 })
    expect(await server.ctx.db.forTenant(t.tenantId).emiRecord.count({ where: { valuationId: body.id } })).toBe(0)
  })

  it.each([
    ['sell', 'sell'],
    ['certificate', 'certificate'],
    ['weird', 'loan'],
  ])('type %s is stored as %s without loan fields', async (type, stored) => {
    const t = await tenantWithCustomer()
    const body = await createValuationOk(server, t.employee.token, {
      customerId: t.customer.id,
      type,
      ltvPercentage: 80,
    })
    expect(body).toMatchObject({ type: stored, ltvPercentage: null, estimatedLoan: 0 })
  })

  it('valuationFee clamped to >= 0; appraiserName defaults to the staff name; blank receipt URL is null', async () => {
    const t = await tenantWithCustomer()
    const a = await createValuationOk(server, t.employee.token, {
      customerId: t.customer.id,
      valuationFee: -50,
      ornamentReceiptUrl: '  ',
    })
    expect(a).toMatchObject({
      valuationFee: 0,
      appraiserName: expect.stringMatching(/^Employee /),
      ornamentReceiptUrl: null,
      appraiserNote: null,
    })
    const b = await createValuationOk(server, t.employee.token, {
      customerId: t.customer.id,
      valuationFee: '250.5',
      appraiserName: 'R. Gupta',
      appraiserNote: 'Hallmarked',
      ornamentReceiptUrl: '/files/r.jpg',
    })
    expect(b).toMatchObject({
      valuationFee: 250.5,
      appraiserName: 'R. Gupta',
      appraiserNote: 'Hallmarked',
      ornamentReceiptUrl: '/files/r.jpg',
      totalValue: 59940.02,
    })
  })

  it('sendToCustomer and sendToBank send nothing', async () => {
    const t = await tenantWithCustomer()
    const before = (await server.outbox()).length
    await createValuationOk(server, t.employee.token, {
      customerId: t.customer.id,
      sendToCustomer: true,
      sendToBank: true,
    })
    expect((await server.outbox()).length).toBe(before)
  })
})

describe('POST /api/valuations: inline customer', () => {
  it('creates the borrower with a canonical phone in the same transaction', async () => {
    const t = await createTenantWithStaff(server)
    const body = await createValuationOk(server, t.employee.token, {
      customerId: 'Other',
      customCustomerName: "Anil D'Costa",
      customCustomerPhone: '+91 98765-12345',
    })
    const customer = await server.ctx.db.forTenant(t.tenantId).customer.findFirst({ where: { id: body.customerId } })
    expect(customer).toMatchObject({ name: "Anil D'Costa", phone: '9876512345', status: 'New' })
  })

  it.each([
    [{ customCustomerPhone: '9876512345' }, 'Name is required.'],
    [{ customCustomerName: 'A', customCustomerPhone: '9876512345' }, 'Name must be at least 2 characters long.'],
    [
      { customCustomerName: 'Anil 2', customCustomerPhone: '9876512345' },
      'Name can only contain letters, spaces, dots, hyphens and apostrophes.',
    ],
    [{ customCustomerName: 'Anil' }, 'Phone number is required.'],
    [
      { customCustomerName: 'Anil', customCustomerPhone: '12345' },
      'Phone number must be a valid 10-digit Indian mobile number.',
    ],
  ])('400 with the customer validation message for %j', async (fields, message) => {
    const t = await createTenantWithStaff(server)
    expect(
      await postValuation(server, t.employee.token, { customerId: 'Other', ornaments: [chain], ...fields }),
    ).toMatchObject({ status: 400, body: { error: message } })
  })

  it('409 with the exact message when the phone is already a borrower of the tenant', async () => {
    const t = await createTenantWithStaff(server)
    await insertCustomer(server, t.tenantId, { name: 'Sita Ram', phone: '9876500001' })
    const res = await postValuation(server, t.employee.token, {
      customerId: 'Other',
      ornaments: [chain],
      customCustomerName: 'Someone Else',
      customCustomerPhone: '098765 00001',
    })
    expect(res).toMatchObject({
      status: 409,
      body: {
        error:
          'A borrower with phone 9876500001 already exists (Sita Ram). Please select them from the borrower list instead of adding a new one.',
      },
    })
    expect(await server.ctx.db.forTenant(t.tenantId).valuation.count()).toBe(0)
  })

  it('409 with an archived wording when the match is Inactive', async () => {
    const t = await createTenantWithStaff(server)
    await insertCustomer(server, t.tenantId, { name: 'Old Borrower', phone: '9876500002', status: 'Inactive' })
    const res = await postValuation(server, t.employee.token, {
      customerId: 'Other',
      ornaments: [chain],
      customCustomerName: 'New Person',
      customCustomerPhone: '9876500002',
    })
    expect(res.status).toBe(409)
    expect(res.body.error).toContain('archived')
    expect(res.body.error).toContain('9876500002')
    expect(res.body.error).not.toBe(
      'A borrower with phone 9876500002 already exists (Old Borrower). Please select them from the borrower list instead of adding a new one.',
    )
  })

  it('the same phone in another tenant is not a duplicate', async () => {
    const a = await createTenantWithStaff(server)
    const b = await createTenantWithStaff(server)
    await insertCustomer(server, a.tenantId, { phone: '9876500003' })
    await createValuationOk(server, b.employee.token, {
      customerId: 'Other',
      customCustomerName: 'Lata',
      customCustomerPhone: '9876500003',
    })
  })

  it('every validation runs before any write: a bad ornament leaves no inline customer behind', async () => {
    const t = await createTenantWithStaff(server)
    const res = await postValuation(server, t.employee.token, {
      customerId: 'Other',
      customCustomerName: 'Lata',
      customCustomerPhone: '9876500004',
      ornaments: [{ ...chain, purity: 'X' }],
    })
    expect(res.status).toBe(400)
    const noBank = await postValuation(server, t.employee.token, {
      customerId: 'Other',
      customCustomerName: 'Lata',
      customCustomerPhone: '9876500004',
      ornaments: [chain],
      bankId: 'Other',
      customBankName: 'Fresh Bank',
      rateBasis: 'bank',
    })
    expect(noBank.status).toBe(400)
    expect(await server.ctx.db.forTenant(t.tenantId).customer.count()).toBe(0)
    expect(await server.ctx.db.prisma.bank.count({ where: { tenantId: t.tenantId } })).toBe(0)
  })
})

describe('POST /api/valuations: banks and rate basis', () => {
  it("400 Missing name for new bank; 400 Invalid bank template (unknown, other tenant's, inactive)", async () => {
    const t = await tenantWithCustomer()
    const other = await createTenantWithStaff(server)
    const foreign = await server.ctx.db.prisma.bank.create({ data: { name: 'Foreign', tenantId: other.tenantId } })
    const inactive = await server.ctx.db.prisma.bank.create({
      data: { name: 'Closed', tenantId: t.tenantId, isActive: false },
    })
    const base = { customerId: t.customer.id, ornaments: [chain] }
    expect(
      await postValuation(server, t.employee.token, { ...base, bankId: 'Other', customBankName: '  ' }),
    ).toMatchObject({ status: 400, body: { error: 'Missing name for new bank' } })
    for (const bankId of ['nope', foreign.id, inactive.id]) {
      expect(await postValuation(server, t.employee.token, { ...base, bankId })).toMatchObject({
        status: 400,
        body: { error: 'Invalid bank template' },
      })
    }
  })

  it('absent, empty or non-string bankId means no bank', async () => {
    const t = await tenantWithCustomer()
    for (const bankId of ['', 42, null]) {
      expect(await createValuationOk(server, t.employee.token, { customerId: t.customer.id, bankId })).toMatchObject({
        bankId: null,
      })
    }
  })

  it('bank basis prices at the bank rate and snapshots both rates; only exact "bank" selects it', async () => {
    const t = await tenantWithCustomer()
    const { bank } = await sharedBank(server, { name: `Rate Bank ${t.slug}`, goldRate22k: 5800 })
    const body = await createValuationOk(server, t.employee.token, {
      customerId: t.customer.id,
      type: 'certificate',
      bankId: bank.id,
      rateBasis: 'bank',
    })
    expect(body).toMatchObject({
      bankId: bank.id,
      goldRate: 5800,
      rateBasis: 'bank',
      bankGoldRate22k: 5800,
      liveGoldRate22k: RATE_22K,
    })
    expect(body.totalValue).toBe(57942.04) // 9.16 x 6325.55 (5800 x 0.999 / 0.916)
    const live = await createValuationOk(server, t.employee.token, {
      customerId: t.customer.id,
      bankId: bank.id,
      rateBasis: 'Bank',
    })
    expect(live).toMatchObject({ goldRate: RATE_22K, rateBasis: 'live', bankGoldRate22k: null })
  })

  it('400 when the bank basis has no bank rate: no bank, a bank without rate, a brand-new custom bank', async () => {
    const t = await tenantWithCustomer()
    const { bank } = await sharedBank(server, { name: `No Rate ${t.slug}` })
    const message =
      'The selected bank has no gold rate configured. Set a rate for this bank, or value at the live rate.'
    const base = { customerId: t.customer.id, ornaments: [chain], rateBasis: 'bank' }
    for (const extra of [{}, { bankId: bank.id }, { bankId: 'Other', customBankName: `Brand New ${t.slug}` }]) {
      expect(await postValuation(server, t.employee.token, { ...base, ...extra })).toMatchObject({
        status: 400,
        body: { error: message },
      })
    }
    expect(await server.ctx.db.forTenant(t.tenantId).valuation.count()).toBe(0)
  })

  it('Other bank reuses a same-named bank case-insensitively, else creates a tenant template', async () => {
    const t = await tenantWithCustomer()
    const { bank } = await sharedBank(server, { name: `Canara ${t.slug}`, goldRate22k: 5900 })
    const reused = await createValuationOk(server, t.employee.token, {
      customerId: t.customer.id,
      bankId: 'Other',
      customBankName: ` canara ${t.slug.toUpperCase()} `,
      rateBasis: 'bank',
    })
    expect(reused).toMatchObject({ bankId: bank.id, goldRate: 5900 })
    const created = await createValuationOk(server, t.employee.token, {
      customerId: t.customer.id,
      bankId: 'Other',
      customBankName: 'Local Co-op Bank',
    })
    const newBank = await server.ctx.db.prisma.bank.findUnique({ where: { id: created.bankId } })
    expect(newBank).toMatchObject({ tenantId: t.tenantId, name: 'Local Co-op Bank', goldRate22kPaise: null })
    const again = await createValuationOk(server, t.employee.token, {
      customerId: t.customer.id,
      bankId: 'Other',
      customBankName: 'LOCAL CO-OP BANK',
    })
    expect(again.bankId).toBe(created.bankId)
  })
})

describe('POST /api/valuations: clientRequestId idempotency', () => {
  it('a repeat answers 200 with the first row and creates nothing', async () => {
    const t = await createTenantWithStaff(server)
    const body = {
      customerId: 'Other',
      customCustomerName: 'Ravi',
      customCustomerPhone: '9876500005',
      ornaments: [chain],
      type: 'loan',
      clientRequestId: 'req-1',
    }
    const first = await postValuation(server, t.employee.token, body)
    expect(first.status).toBe(201)
    const second = await postValuation(server, t.employee.token, body)
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
    expect(await server.ctx.db.forTenant(t.tenantId).valuation.count()).toBe(1)
    expect(await server.ctx.db.forTenant(t.tenantId).customer.count()).toBe(1)
  })

  it('the key is per tenant', async () => {
    const a = await tenantWithCustomer()
    const b = await tenantWithCustomer()
    const x = await postValuation(server, a.employee.token, {
      customerId: a.customer.id,
      ornaments: [chain],
      clientRequestId: 'shared-key',
    })
    const y = await postValuation(server, b.employee.token, {
      customerId: b.customer.id,
      ornaments: [chain],
      clientRequestId: 'shared-key',
    })
    expect([x.status, y.status]).toEqual([201, 201])
    expect(x.body.id).not.toBe(y.body.id)
  })
})
