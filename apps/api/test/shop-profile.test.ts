import { isoDateOf, shopErrors } from '@gold/core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closingRates } from '../src/gold-rates/gold-rate-series.ts'
import { shopIdentity } from '../src/shop/shop-identity.ts'
import { loanHelpers } from './loans-support.ts'
import { createTenantWithStaff, insertCustomer } from './support/factories.ts'
import { call } from './support/http.ts'
import { TEST_PNG } from './support/test-images.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { chain, createValuationOk, setGoldRate } from './support/valuation-factories.ts'

const PNG = TEST_PNG
const PDF = Buffer.from('%PDF-1.4 not a logo')
const DAY = 24 * 60 * 60 * 1000
const m = (key: keyof typeof shopErrors.table) => shopErrors.table[key].message

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server, 6000, 'demo')
})
afterAll(async () => {
  await server?.close()
})

const { trpc } = loanHelpers(() => server)

async function upload(token: string, bytes: Buffer, type: string, purpose: string) {
  const res = await call(server.url, 'POST', `/api/upload?purpose=${purpose}`, {
    token,
    rawBody: bytes,
    headers: { 'content-type': type, 'x-file-name': 'logo.png' },
  })
  if (res.status !== 200 && res.status !== 201) throw new Error(`upload failed: ${res.status} ${res.text}`)
  return res.body.pathname as string
}

const profile = {
  legalName: 'Lakshmi Gold Finance Pvt Ltd',
  address: '12 Anna Salai\nChennai 600002',
  phone: '044 2434 5678',
  email: 'accounts@lakshmi.in',
  gstin: '27aapfu0939f1zv',
  licenceNumber: 'TN/MLA/2024/118',
}

describe('shop profile', () => {
  it('reads as nothing set, then the admin fills it and every staff member reads it', async () => {
    const t = await createTenantWithStaff(server, { name: 'Lakshmi Gold' })
    expect((await trpc(t.employee.token, 'shop.profile', undefined, 'query')).data).toEqual({
      name: 'Lakshmi Gold',
      legalName: null,
      address: null,
      phone: null,
      email: null,
      gstin: null,
      licenceNumber: null,
      logoPathname: null,
      logoUrl: null,
    })

    const logo = await upload(t.admin.token, PNG, 'image/png', 'logo')
    const saved = await trpc(t.admin.token, 'shop.updateProfile', { ...profile, logoPathname: logo }, 'mutation')
    expect(saved.status).toBe(200)
    const expected = {
      name: 'Lakshmi Gold',
      ...profile,
      gstin: '27AAPFU0939F1ZV',
      logoPathname: logo,
      logoUrl: `/api/files/private?pathname=${encodeURIComponent(logo)}`,
    }
    expect(saved.data).toEqual(expected)
    expect((await trpc(t.employee.token, 'shop.profile', undefined, 'query')).data).toEqual(expected)
    const stored = await server.ctx.db.prisma.shopProfile.findUnique({ where: { tenantId: t.tenantId } })
    expect(stored).toMatchObject({ gstin: '27AAPFU0939F1ZV', updatedById: t.admin.userId })

    // Documents print the identity with the logo's document copy: the same picture, re-encoded.
    const identity = await shopIdentity(server.ctx, t.tenantId)
    expect(identity).toEqual({ name: 'Lakshmi Gold', ...profile, gstin: '27AAPFU0939F1ZV', logo: expect.any(Buffer) })
    expect(await sharp(identity.logo!).metadata()).toMatchObject({ format: 'png', width: 2, height: 2 })
    // The logo is readable by the shop's staff as a private file.
    const file = await call(server.url, 'GET', expected.logoUrl, { token: t.employee.token })
    expect(file.status).toBe(200)

    // Blank fields clear; no logo is null.
    const cleared = await trpc(t.admin.token, 'shop.updateProfile', { legalName: '  ' }, 'mutation')
    expect(cleared.data).toMatchObject({ legalName: null, gstin: null, logoUrl: null })
    expect((await shopIdentity(server.ctx, t.tenantId)).logo).toBeNull()
  })

  it('only the tenant admin changes it', async () => {
    const t = await createTenantWithStaff(server)
    const res = await trpc(t.employee.token, 'shop.updateProfile', profile, 'mutation')
    expect(res.status).toBe(401)
    expect(await server.ctx.db.prisma.shopProfile.findUnique({ where: { tenantId: t.tenantId } })).toBeNull()
    expect((await trpc('', 'shop.profile', undefined, 'query')).status).toBe(401)
  })

  it.each([
    [{ gstin: '27AAPFU0939F1ZW' }, 'gstinCheckDigit'],
    [{ gstin: '40AAPFU0939F1ZV' }, 'gstinStateCode'],
    [{ gstin: '27AAPFU0939F1Z' }, 'gstinLength'],
    [{ phone: '12345' }, 'phoneInvalid'],
    [{ email: 'accounts' }, 'emailInvalid'],
    [{ legalName: 'x'.repeat(121) }, 'legalNameTooLong'],
    [{ address: 'x'.repeat(301) }, 'addressTooLong'],
    [{ licenceNumber: 'x'.repeat(61) }, 'licenceTooLong'],
  ] as const)('refuses %j with what is wrong, storing nothing', async (change, key) => {
    const t = await createTenantWithStaff(server)
    const res = await trpc(t.admin.token, 'shop.updateProfile', { ...profile, ...change }, 'mutation')
    expect([res.status, res.error?.message]).toEqual([400, m(key)])
    expect(await server.ctx.db.prisma.shopProfile.findUnique({ where: { tenantId: t.tenantId } })).toBeNull()
  })

  it("refuses a logo that is not a PNG or JPEG uploaded as this shop's logo", async () => {
    const t = await createTenantWithStaff(server)
    const other = await createTenantWithStaff(server)
    const cases = [
      await upload(t.admin.token, PNG, 'image/png', 'kyc'),
      await upload(t.admin.token, PDF, 'application/pdf', 'logo'),
      await upload(other.admin.token, PNG, 'image/png', 'logo'),
      `${t.tenantId}/missing.png`,
    ]
    for (const logoPathname of cases) {
      const res = await trpc(t.admin.token, 'shop.updateProfile', { ...profile, logoPathname }, 'mutation')
      expect([res.status, res.error?.message]).toEqual([400, m('logoInvalid')])
    }
    expect(await server.ctx.db.prisma.shopProfile.findUnique({ where: { tenantId: t.tenantId } })).toBeNull()
  })
})

describe("the shop's own gold rate", () => {
  it('a rate entered by hand prices the next valuation of that shop only, with its source and time', async () => {
    const t = await createTenantWithStaff(server)
    const other = await createTenantWithStaff(server)
    const before = await trpc(t.employee.token, 'goldRates.current', undefined, 'query')
    expect(before.data).toMatchObject({ rate22kPaise: 600_000, source: 'demo', enteredBy: null })

    const entered = await trpc(t.admin.token, 'goldRates.enter', { rate22k: 6500 }, 'mutation')
    expect(entered.status).toBe(200)
    expect(entered.data).toMatchObject({
      rate22kPaise: 650_000,
      rate24kPaise: 708_897,
      source: 'shop',
      enteredBy: `Admin ${t.slug.slice(2)}`,
      ageMinutes: 0,
    })
    const current = await trpc(t.employee.token, 'goldRates.current', undefined, 'query')
    expect(current.data).toEqual(entered.data)
    expect((await trpc(t.employee.token, 'valuations.currentRate', undefined, 'query')).data).toEqual(entered.data)
    expect(await call(server.url, 'GET', '/api/gold-rates/current', { token: t.employee.token })).toMatchObject({
      status: 200,
      body: { rate22k: 6500, rate24k: 7088.97, source: 'shop', fetchedAt: entered.data.at },
    })

    const customer = await insertCustomer(server, t.tenantId)
    const valuation = await createValuationOk(server, t.employee.token, { customerId: customer.id, ornaments: [chain] })
    // 10 g of 22K: 9.16 g fine at the derived 24K rate 7,088.97.
    expect(valuation).toMatchObject({ goldRate: 6500, liveGoldRate22k: 6500, totalValue: 64934.97 })
    const row = await server.ctx.db.prisma.valuation.findUnique({ where: { id: valuation.id } })
    expect(row).toMatchObject({ goldRateSource: 'shop', goldRateAt: new Date(entered.data.at) })

    // Another shop still prices at the platform's rate.
    const otherCustomer = await insertCustomer(server, other.tenantId)
    const theirs = await createValuationOk(server, other.employee.token, { customerId: otherCustomer.id })
    expect(theirs.goldRate).toBe(6000)
  })

  it('keeps a 24K rate the shop gives and refuses rates out of range; employees may not enter one', async () => {
    const t = await createTenantWithStaff(server)
    const given = await trpc(t.admin.token, 'goldRates.enter', { rate22k: 6500, rate24k: 7100 }, 'mutation')
    expect(given.data).toMatchObject({ rate22kPaise: 650_000, rate24kPaise: 710_000 })
    for (const [input, key] of [
      [{ rate22k: 99 }, 'rate22kInvalid'],
      [{ rate22k: 'lots' }, 'rate22kInvalid'],
      [{ rate22k: 6500, rate24k: 6400 }, 'rate24kBelow22k'],
      [{ rate22k: 6500, rate24k: 2_000_000 }, 'rate24kInvalid'],
    ] as const) {
      const res = await trpc(t.admin.token, 'goldRates.enter', input, 'mutation')
      expect([res.status, res.error?.message]).toEqual([400, m(key)])
    }
    expect((await trpc(t.employee.token, 'goldRates.enter', { rate22k: 6100 }, 'mutation')).status).toBe(401)
    expect(await server.ctx.db.prisma.shopGoldRate.count({ where: { tenantId: t.tenantId } })).toBe(1)
    const days = await trpc(t.employee.token, 'goldRates.history', { days: 366 }, 'query')
    expect([days.status, days.error?.message]).toEqual([400, m('historyDays')])
  })

  it("yesterday's hand rate no longer prices today, but stays that day's close in the shop's series", async () => {
    const t = await createTenantWithStaff(server)
    await trpc(t.admin.token, 'goldRates.enter', { rate22k: 6400 }, 'mutation')
    await trpc(t.admin.token, 'goldRates.enter', { rate22k: 6450 }, 'mutation')
    const day1 = isoDateOf(server.ctx.now())
    server.clock.advance(DAY)
    try {
      await setGoldRate(server, 6050, 'demo')
      const day2 = isoDateOf(server.ctx.now())
      const current = await trpc(t.employee.token, 'goldRates.current', undefined, 'query')
      expect(current.data).toMatchObject({ rate22kPaise: 605_000, source: 'demo', enteredBy: null })

      const history = await trpc(t.employee.token, 'goldRates.history', { days: 2 }, 'query')
      expect(history.data).toEqual({
        from: day1,
        to: day2,
        days: [
          { date: day1, rate22kPaise: 645_000, shop: true },
          { date: day2, rate22kPaise: 605_000, shop: false },
        ],
      })
      // The regulator's series (loan-to-value, reports) reads the same closes for this shop only.
      expect(await closingRates(server.ctx, t.tenantId, day1, day2)).toEqual([
        { date: day1, rate22kPaise: 645_000 },
        { date: day2, rate22kPaise: 605_000 },
      ])
      const other = await createTenantWithStaff(server)
      expect((await closingRates(server.ctx, other.tenantId, day1, day2))[0]).toEqual({
        date: day1,
        rate22kPaise: 600_000,
      })
    } finally {
      server.clock.advance(-DAY)
    }
  })
})

describe('loan defaults', () => {
  const base = { ltvUpTo250k: 85, ltvUpTo500k: 80, ltvAbove500k: 75, releaseCompensationPerDay: 500_000 }

  it('are the regulator-safe defaults until the admin changes them; the Disburse form starts from them', async () => {
    const t = await createTenantWithStaff(server)
    expect((await trpc(t.admin.token, 'loans.settings.get', undefined, 'query')).data).toMatchObject({
      penalRate: 2,
      graceDays: 7,
      defaultThresholdDays: 90,
      auctionNoticeDays: 14,
    })
    const change = { ...base, penalRate: 2.5, graceDays: 10, defaultThresholdDays: 120, auctionNoticeDays: 30 }
    const saved = await trpc(t.admin.token, 'loans.settings.update', change, 'mutation')
    expect(saved.data).toMatchObject({
      penalRate: 2.5,
      graceDays: 10,
      defaultThresholdDays: 120,
      auctionNoticeDays: 30,
    })
    expect(await server.ctx.db.prisma.loanSettings.findUnique({ where: { tenantId: t.tenantId } })).toMatchObject({
      penalRateBp: 250,
      graceDays: 10,
      defaultThresholdDays: 120,
      auctionNoticeDays: 30,
    })
    // A body without the defaults keeps them.
    await trpc(t.admin.token, 'loans.settings.update', { ...base, ltvUpTo250k: 80 }, 'mutation')
    expect((await trpc(t.admin.token, 'loans.settings.get', undefined, 'query')).data).toMatchObject({
      ltvUpTo250k: 80,
      penalRate: 2.5,
      graceDays: 10,
    })

    const customer = await insertCustomer(server, t.tenantId)
    const valuation = await createValuationOk(server, t.employee.token, { customerId: customer.id, type: 'loan' })
    const preview = await trpc(t.employee.token, 'loans.preview', { valuationId: valuation.id }, 'query')
    expect(preview.data.defaults).toEqual({ penalRate: 2.5, graceDays: 10 })
  })

  it.each([
    [{ ltvUpTo250k: 86 }, 'The ceiling up to ₹2,50,000 must be a percentage above 0 and at most 85.'],
    [{ ltvUpTo500k: 81 }, 'The ceiling up to ₹5,00,000 must be a percentage above 0 and at most 80.'],
    [{ ltvAbove500k: 76 }, 'The ceiling above ₹5,00,000 must be a percentage above 0 and at most 75.'],
    [{ penalRate: 101 }, 'Penal rate must be a percentage from 0 to 100 with at most two decimals.'],
    [{ graceDays: 91 }, 'Grace days must be a whole number from 0 to 90.'],
    [{ defaultThresholdDays: 10 }, 'Default threshold must be a whole number of days from 30 to 365.'],
    [{ auctionNoticeDays: 7 }, 'Auction notice period must be a whole number of days from 14 to 90.'],
  ])('refuses %j', async (change, message) => {
    const t = await createTenantWithStaff(server)
    const res = await trpc(t.admin.token, 'loans.settings.update', { ...base, ...change }, 'mutation')
    expect([res.status, res.error?.message]).toEqual([400, message])
    expect(await server.ctx.db.prisma.loanSettings.findUnique({ where: { tenantId: t.tenantId } })).toBeNull()
  })
})
