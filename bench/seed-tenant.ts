import type { AppContext } from '@gold/api/platform/context'
import { storeGoldRate } from '@gold/api/gold-rates/gold-rate-service'
import { createStaffUser, createTenant } from '@gold/api/auth/identity-admin'
import { seedReferenceData } from '@gold/api/seed'
import type pg from 'pg'
import { SEED_ACTOR, isoDateOf, startOfIstDay } from '@gold/core'

type Login = { email: string; password: string }

/**
 * One seeded shop: its logins and how much data it holds. Ids are `<idPrefix>cus000001`,
 * `<idPrefix>val000001`, ... so several shops live side by side in one database.
 */
export type TenantShape = {
  slug: string
  name: string
  admin: Login
  employee: Login
  idPrefix: string
  customers: number
  valuations: number
  tickets: number
}

export const SIZES = { ornamentsPerValuation: 3, emisPerLoan: 12 }
export const RATE_22K = 6_500

/** The realistic shop every default row runs against. */
export const BENCH_TENANT: TenantShape = {
  slug: 'bench',
  name: 'Bench Gold Loans',
  admin: { email: 'admin@bench.gold', password: 'Admin@12345' },
  employee: { email: 'agent@bench.gold', password: 'Agent@12345' },
  idPrefix: 'b',
  customers: 10_000,
  valuations: 20_000,
  tickets: 2_000,
}

/** BENCH_SCALE=1: the same shape at a tenth and at five times the size (tickets at ten times). */
export const SCALE_TENANTS: TenantShape[] = [
  {
    slug: 'bench-1k',
    name: 'Bench Small Shop',
    admin: { email: 'admin@bench-1k.gold', password: 'Admin@12345' },
    employee: { email: 'agent@bench-1k.gold', password: 'Agent@12345' },
    idPrefix: 's',
    customers: 1_000,
    valuations: 2_000,
    tickets: 0,
  },
  {
    slug: 'bench-50k',
    name: 'Bench Large Shop',
    admin: { email: 'admin@bench-50k.gold', password: 'Admin@12345' },
    employee: { email: 'agent@bench-50k.gold', password: 'Agent@12345' },
    idPrefix: 'l',
    customers: 50_000,
    valuations: 100_000,
    tickets: 20_000,
  },
]

export type SeededTenant = {
  shape: TenantShape
  tenantId: string
  employeeId: string
  customerIds: string[]
  valuationIds: string[]
}

const FIRST = `ARRAY['Asha','Ravi','Meena','Arjun','Priya','Karan','Sunita','Vikram','Lakshmi','Rahul','Divya','Suresh','Anita','Manoj','Kavya','Imran','Fatima','Joseph','Deepa','Gopal']`
const LAST = `ARRAY['Verma','Kumar','Iyer','Reddy','Nair','Patel','Shah','Das','Singh','Rao','Menon','Pillai','Khan','Dsouza','Joshi']`
const BANKS = `ARRAY['State Bank of India','HDFC Bank','ICICI Bank','Canara Bank','Axis Bank','Indian Bank']`
const STATUSES = `ARRAY['Active','Loan Active','Active','New','KYC Pending','Overdue','Closed','Inactive']`
const ORNAMENTS = `ARRAY['Necklace','Bangle','Chain','Ring','Earrings','Anklet']`

/** Customers spread over the last ~700 days; one in ten has no email. */
const CUSTOMERS_SQL = `
INSERT INTO "Customer" ("id","tenantId","name","phone","email","aadhaar","pan","address","nomineeName","nomineeRel",
  "bankName","accountNumber","ifsc","status","phoneVerified","livePhotoUrl","aadhaarDocUrl","createdAt","updatedAt")
SELECT $3 || 'cus' || lpad(i::text, 6, '0'), $1,
  (${FIRST})[1 + i % 20] || ' ' || (${LAST})[1 + (i / 20) % 15],
  '9' || lpad(i::text, 9, '0'),
  CASE WHEN i % 10 = 0 THEN NULL ELSE 'borrower' || i || '@example.com' END,
  (200000000000 + i * 37)::text, 'ABCDE' || lpad((i % 10000)::text, 4, '0') || 'F',
  i || ', MG Road, Bengaluru 560001', 'Nominee ' || i, 'Spouse',
  (${BANKS})[1 + i % 6], lpad((i * 7919)::text, 12, '0'), 'SBIN0' || lpad((i % 999999)::text, 6, '0'),
  (${STATUSES})[1 + i % 8], i % 3 = 0, 'files/live-' || i || '.jpg', CASE WHEN i % 2 = 0 THEN 'files/aadhaar-' || i || '.pdf' END,
  now() - make_interval(mins => ($2::int - i) * 100), now()
FROM generate_series(1, $2::int) AS i`

/** 4 in 5 valuations are loans; every one has 3 ornaments (10-39 g each, 22K). */
const VALUATIONS_SQL = `
INSERT INTO "Valuation" ("id","customerId","tenantId","type","goldRatePaise","rateBasis","liveGoldRate22kPaise","goldRateSource","goldRateAt",
  "totalGrossWeightMg","totalNetWeightMg","totalValuePaise","estimatedLoanPaise","ltvPercentage","interestRate","status","appraiserName","createdAt","updatedAt")
SELECT $5 || 'val' || lpad(i::text, 6, '0'), $5 || 'cus' || lpad((1 + i % $3::int)::text, 6, '0'), $1,
  CASE WHEN i % 5 = 0 THEN (ARRAY['sell','certificate'])[1 + i % 2] ELSE 'loan' END,
  $4::int, 'live', $4::int, 'manual', now(), g, round(g * 0.916), round(g * 0.916 * $4::int / 1000),
  CASE WHEN i % 5 = 0 THEN 0 ELSE round(g * 0.916 * $4::int / 1000 * 0.75) END,
  CASE WHEN i % 5 = 0 THEN NULL ELSE 75 END, CASE WHEN i % 5 = 0 THEN NULL ELSE 12 END,
  'Completed', 'Bench Appraiser', now() - make_interval(mins => ($2::int - i) * 50), now()
FROM generate_series(1, $2::int) AS i, LATERAL (SELECT ((30 + (i % 30) * 3) * 1000)::numeric AS g) w`

const ORNAMENTS_SQL = `
INSERT INTO "Ornament" ("id","valuationId","tenantId","type","quantity","purity","grossWeightMg","netWeightMg","deductionMg","estimatedValuePaise")
SELECT v.id || '-o' || k, v.id, v."tenantId", (${ORNAMENTS})[1 + (k + length(v.id)) % 6], 1, '22K',
  v."totalGrossWeightMg" / 3, round(v."totalGrossWeightMg" / 3 * 0.916), 0, round(v."totalValuePaise" / 3.0)
FROM "Valuation" v, generate_series(1, 3) AS k WHERE v."tenantId" = $1`

/** Monthly installments from the valuation date; past ones mostly Paid, one in ten Overdue. */
const EMIS_SQL = `
INSERT INTO "EmiRecord" ("id","customerId","valuationId","tenantId","installmentNo","amountPaise","dueDate","status","paidAt","createdAt","updatedAt")
SELECT v.id || '-e' || k, v."customerId", v.id, v."tenantId", k, round(v."estimatedLoanPaise" * 1.07 / 12), d.due,
  CASE WHEN d.due < $2 THEN (CASE WHEN (hashtext(v.id) + k) % 10 = 0 THEN 'Overdue' ELSE 'Paid' END)
       WHEN d.due < $2 + interval '8 days' THEN 'Due Soon' ELSE 'Upcoming' END,
  CASE WHEN d.due < $2 AND (hashtext(v.id) + k) % 10 <> 0 THEN d.due END, v."createdAt", now()
FROM "Valuation" v, generate_series(1, 12) AS k,
  LATERAL (SELECT (date_trunc('day', v."createdAt" AT TIME ZONE 'UTC') + make_interval(months => k)) AT TIME ZONE 'UTC' AS due) d
WHERE v."tenantId" = $1 AND v.type = 'loan'`

/** What every shop shares: the reference data the server seeds and a fresh gold rate. */
export async function seedPlatform(ctx: AppContext) {
  await seedReferenceData(ctx)
  await storeGoldRate(ctx, { rate22kPaise: RATE_22K * 100, source: 'manual' })
}

/**
 * One shop: an admin, an agent (employee), then customers, valuations, ornaments and EMIs in a
 * few set-based INSERTs.
 */
export async function seedBenchTenant(ctx: AppContext, sql: pg.Client, shape: TenantShape): Promise<SeededTenant> {
  const { tenantId } = await createTenant(ctx, SEED_ACTOR, {
    name: shape.name,
    slug: shape.slug,
    adminEmail: shape.admin.email,
    adminPassword: shape.admin.password,
    adminName: 'Bench Admin',
  })
  const { userId: employeeId } = await createStaffUser(ctx, {
    tenant: shape.slug,
    role: 'TENANT_EMPLOYEE',
    email: shape.employee.email,
    password: shape.employee.password,
    name: 'Bench Agent',
  })
  await sql.query(CUSTOMERS_SQL, [tenantId, shape.customers, shape.idPrefix])
  await sql.query(VALUATIONS_SQL, [tenantId, shape.valuations, shape.customers, RATE_22K * 100, shape.idPrefix])
  await sql.query(ORNAMENTS_SQL, [tenantId])
  // EMI statuses are seeded as the sync would set them: against the start of today's India day.
  await sql.query(EMIS_SQL, [tenantId, startOfIstDay(isoDateOf(new Date()))])
  const customers = await sql.query<{ id: string }>('SELECT id FROM "Customer" WHERE "tenantId" = $1', [tenantId])
  const valuations = await sql.query<{ id: string }>(
    `SELECT id FROM "Valuation" WHERE "tenantId" = $1 AND type = 'loan'`,
    [tenantId],
  )
  return {
    shape,
    tenantId,
    employeeId,
    customerIds: customers.rows.map((r) => r.id),
    valuationIds: valuations.rows.map((r) => r.id),
  }
}
