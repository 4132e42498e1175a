import { domainRanges } from '@gold/core'
import { NUMERIC_EXTREMES, toJson, type Json } from './abuse-arbitraries.ts'
import type { Auth, buildAbuseWorld } from './abuse-support.ts'
import type { TestServer } from './support/test-server.ts'

/**
 * Numeric extremes that must reach the database's doorstep (issue 13): each numeric field of an
 * otherwise valid request gets each of `NUMERIC_EXTREMES`, so the value meets the domain checks
 * instead of an earlier refusal. Afterwards `numericViolations` asks PostgreSQL whether any number
 * column holds Infinity, NaN or a value outside its domain range.
 */
type World = Awaited<ReturnType<typeof buildAbuseWorld>>

export type NumericTarget = {
  name: string
  /** REST method and path, and the tRPC procedure taking the same body (`wrap` puts it in its input). */
  method: 'POST' | 'PATCH'
  path: (w: World) => string
  procedure: string
  wrap?: (w: World, body: Record<string, unknown>) => Record<string, unknown>
  auth: (w: World) => Auth
  base: (w: World) => Record<string, unknown>
  /** Dotted paths of the numeric fields (array indexes as numbers). */
  fields: string[]
}

const chain = { type: 'Chain', purity: '22K', grossWeight: 10, deduction: 0.5, quantity: 2 }

export const NUMERIC_TARGETS: NumericTarget[] = [
  {
    name: 'valuation create',
    method: 'POST',
    path: () => '/api/valuations',
    procedure: 'valuations.create',
    auth: (w) => ({ token: w.shop.employee.token }),
    base: (w) => ({
      customerId: w.customer.id,
      type: 'loan',
      ornaments: [chain],
      ltvPercentage: 75,
      interestRate: 12,
      emiInstallments: 3,
      valuationFee: 100,
      requestedLoanAmount: 20_000,
    }),
    fields: [
      'ornaments.0.grossWeight',
      'ornaments.0.deduction',
      'ornaments.0.quantity',
      'ornaments.0.netWeight',
      'ltvPercentage',
      'interestRate',
      'emiInstallments',
      'valuationFee',
      'requestedLoanAmount',
      'makingCharges',
      'otherDeductions',
      'goldRate',
    ],
  },
  {
    name: 'valuation create at the bank rate',
    method: 'POST',
    path: () => '/api/valuations',
    procedure: 'valuations.create',
    auth: (w) => ({ token: w.shop.employee.token }),
    base: (w) => ({
      customerId: w.customer.id,
      type: 'certificate',
      bankId: w.bank.id,
      rateBasis: 'bank',
      ornaments: [chain],
    }),
    fields: ['ornaments.0.grossWeight', 'ornaments.0.quantity', 'valuationFee'],
  },
  {
    name: 'EMI add',
    method: 'POST',
    path: (w) => `/api/valuations/${w.valuation.id}/emi`,
    procedure: 'valuations.addEmi',
    wrap: (w, body) => ({ id: w.valuation.id, body }),
    auth: (w) => ({ token: w.shop.employee.token }),
    base: () => ({ amount: 1500, dueDate: '2031-01-01' }),
    fields: ['amount'],
  },
  {
    name: 'EMI payment',
    method: 'PATCH',
    path: (w) => `/api/valuations/${w.valuation.id}/emi`,
    procedure: 'valuations.patchEmi',
    wrap: (w, body) => ({ id: w.valuation.id, body }),
    auth: (w) => ({ token: w.shop.employee.token }),
    base: (w) => ({ emiId: w.emiId, status: 'Paid', receivedAmount: 10, paymentMode: 'Cash' }),
    fields: ['receivedAmount'],
  },
  {
    name: 'bank create',
    method: 'POST',
    path: () => '/api/banks',
    procedure: 'banks.create',
    auth: (w) => ({ token: w.shop.admin.token }),
    base: () => ({ name: 'Extreme Bank', goldRate22k: 5900 }),
    fields: ['goldRate22k'],
  },
  {
    name: 'bank update',
    method: 'PATCH',
    path: (w) => `/api/banks/${w.bank.id}`,
    procedure: 'banks.update',
    wrap: (w, body) => ({ id: w.bank.id, body }),
    auth: (w) => ({ token: w.shop.admin.token }),
    base: () => ({ goldRate22k: 5900 }),
    fields: ['goldRate22k'],
  },
  {
    name: 'ticket message attachment size',
    method: 'POST',
    path: (w) => `/api/tickets/${w.customerTicket}/messages`,
    procedure: 'tickets.post',
    wrap: (w, body) => ({ id: w.customerTicket, ...body }),
    auth: (w) => ({ token: w.shop.employee.token }),
    base: (w) => ({
      message: 'Receipt attached.',
      attachments: [{ pathname: w.pathname, name: 'r.png', size: 10, contentType: 'image/png' }],
    }),
    fields: ['attachments.0.size'],
  },
]

const PLACEHOLDER = '__numeric_extreme__'

function setPath(target: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(target)
  let node = copy
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>
  node[path.at(-1)!] = value
  return copy
}

/** The JSON text of `base` with `field` set to `value` (a raw literal such as -0 kept as written). */
export function bodyWith(base: Record<string, unknown>, field: string, value: Json): string {
  return JSON.stringify(setPath(base, field.split('.'), PLACEHOLDER)).replace(`"${PLACEHOLDER}"`, toJson(value))
}

/**
 * superjson numbers that JSON cannot carry: a tRPC client sends these as real NaN, Infinity and -0
 * (`meta.values` marks the path `number`), so they reach the procedure as numbers, not strings.
 */
export const SUPERJSON_NUMBERS = ['NaN', 'Infinity', '-Infinity', '-0'] as const

export function trpcEnvelopes(w: World, target: NumericTarget, field: string): string[] {
  const inner = setPath(target.base(w), field.split('.'), PLACEHOLDER)
  const wrapped = target.wrap ? target.wrap(w, inner) : inner
  const inputPath = wrapped.body === inner ? `body.${field}` : field
  const plain = NUMERIC_EXTREMES.map(
    (value) => `{"json":${JSON.stringify(wrapped).replace(`"${PLACEHOLDER}"`, toJson(value))}}`,
  )
  const typed = SUPERJSON_NUMBERS.map(
    (text) =>
      `{"json":${JSON.stringify(wrapped).replace(`"${PLACEHOLDER}"`, JSON.stringify(text))},"meta":{"values":{${JSON.stringify(inputPath)}:["number"]}}}`,
  )
  return [...plain, ...typed]
}

// ---- the SQL check ---------------------------------------------------------------------------
type ColumnRange = [table: string, column: string, min: number, max: number]

const { rupees, goldRatePerGram, interestPercent, ltvPercent, quantity, gramsPerOrnament, valuationTotalRupees } =
  domainRanges
/** Computed money (schedules with a year of interest at 100% over 60 months) stays below 10x the largest total. */
const COMPUTED_RUPEES_MAX = valuationTotalRupees.max * 10

/** Every number column written from outside input, with the range its domain allows. */
const COLUMN_RANGES: ColumnRange[] = [
  ['Valuation', 'goldRate', goldRatePerGram.min, goldRatePerGram.max],
  ['Valuation', 'liveGoldRate22k', goldRatePerGram.min, goldRatePerGram.max],
  ['Valuation', 'bankGoldRate22k', goldRatePerGram.min, goldRatePerGram.max],
  ['Valuation', 'valuationFee', 0, rupees.max],
  ['Valuation', 'totalGrossWeight', 0, valuationTotalRupees.max],
  ['Valuation', 'totalNetWeight', 0, valuationTotalRupees.max],
  ['Valuation', 'totalValue', 0, valuationTotalRupees.max],
  ['Valuation', 'estimatedLoan', 0, valuationTotalRupees.max],
  ['Valuation', 'ltvPercentage', ltvPercent.min, ltvPercent.max],
  ['Valuation', 'interestRate', interestPercent.min, interestPercent.max],
  ['Valuation', 'makingCharges', 0, rupees.max],
  ['Valuation', 'otherDeductions', 0, rupees.max],
  ['Ornament', 'quantity', quantity.min, quantity.max],
  ['Ornament', 'grossWeight', 0, 1000],
  ['Ornament', 'deduction', gramsPerOrnament.min, gramsPerOrnament.max],
  ['Ornament', 'netWeight', 0, 1000 * quantity.max],
  ['Ornament', 'estimatedValue', 0, valuationTotalRupees.max],
  ['EmiRecord', 'amount', rupees.min, COMPUTED_RUPEES_MAX],
  ['EmiRecord', 'paidAmount', 0, COMPUTED_RUPEES_MAX],
  ['EmiReceipt', 'amount', 0, COMPUTED_RUPEES_MAX],
  ['EmiReceipt', 'receivedAmount', rupees.min, rupees.max],
  ['Bank', 'goldRate22k', goldRatePerGram.min, goldRatePerGram.max],
  ['GoldRate', 'rate22k', goldRatePerGram.min, goldRatePerGram.max],
  ['GoldRate', 'rate24k', goldRatePerGram.min, goldRatePerGram.max * 1.1],
]

/**
 * Rows that break a numeric invariant, as `Table.column: count`: any floating-point column of any
 * table holding NaN or ±Infinity, and any column of `COLUMN_RANGES` outside its range. PostgreSQL
 * orders NaN above every number, so NOT BETWEEN catches it too. Empty when the database is sound.
 */
export async function numericViolations(server: TestServer): Promise<string[]> {
  const prisma = server.ctx.db.prisma
  const floats = await prisma.$queryRawUnsafe<{ t: string; c: string }[]>(
    `SELECT table_name AS t, column_name AS c FROM information_schema.columns
     WHERE table_schema = 'public' AND data_type IN ('double precision', 'real') ORDER BY 1, 2`,
  )
  const checks = [
    ...floats.map(({ t, c }) => [`${t}.${c} not finite`, `"${t}" WHERE "${c}" IN ('NaN', 'Infinity', '-Infinity')`]),
    ...COLUMN_RANGES.map(([t, c, min, max]) => [
      `${t}.${c} outside ${min}..${max}`,
      `"${t}" WHERE "${c}" IS NOT NULL AND NOT ("${c}" BETWEEN ${min} AND ${max})`,
    ]),
  ]
  const sql = checks
    .map(([label, from]) => `SELECT '${label}' AS label, count(*)::int AS n FROM ${from}`)
    .join(' UNION ALL ')
  const rows = await prisma.$queryRawUnsafe<{ label: string; n: number }[]>(sql)
  return rows.filter((r) => r.n > 0).map((r) => `${r.label}: ${r.n}`)
}
