import fc from 'fast-check'

/**
 * Hostile-input generators shared by the REST and tRPC fuzzers: wrong types, huge and unicode
 * strings, NUL bytes, prototype-pollution keys, NaN-ish and out-of-range numbers, nested arrays,
 * malformed JSON. Deterministic by default (FUZZ_SEED, FUZZ_RUNS to explore).
 */
export const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122)
export const RUNS = Number(process.env.FUZZ_RUNS ?? 20)

/** What must never reach a client. */
export const LEAK =
  /Maximum call stack|\n\s+at |\bat [\w.<>]+ \(|node_modules|\.ts:\d+|prisma|invalid byte sequence|SQLSTATE|relation "|column "|TypeError|ReferenceError|Cannot read prop|undefined is not/i
/** Tables legitimately written by a refused request: limiter bookkeeping and the webhook's delivery log. */
export const BOOKKEEPING = new Set(['RateLimitHit', 'WebhookDelivery'])

// ---- JSON with own `__proto__` keys and raw number literals (1e400 parses to Infinity) --------
export class Obj {
  constructor(readonly entries: [string, Json][]) {}
}
export class Raw {
  constructor(readonly text: string) {}
}
export type Json = null | boolean | number | string | Json[] | Obj | Raw
export function toJson(v: Json): string {
  if (v instanceof Raw) return v.text
  if (v instanceof Obj) return `{${v.entries.map(([k, x]) => `${JSON.stringify(k)}:${toJson(x)}`).join(',')}}`
  if (Array.isArray(v)) return `[${v.map(toJson).join(',')}]`
  return JSON.stringify(v) ?? 'null'
}

export const PLAUSIBLE = [
  'Paid',
  'Due Soon',
  'Overdue',
  'Upcoming',
  '22K',
  '24K',
  '18K',
  '14K',
  'loan',
  'sell',
  'certificate',
  'bank',
  'live',
  'Other',
  'monthly',
  'yearly',
  'weekly',
  'Open',
  'In Progress',
  'Resolved',
  'Closed',
  'Low',
  'Urgent',
  'SUPPORT',
  'COMPLAINT',
  'STAFF_TO_TENANT',
  'CUSTOMER_TO_TENANT',
  'TENANT_TO_PLATFORM',
  'Cash',
  'Online',
  'Inactive',
  'Active',
  'EMAIL_REPORT',
  'EMAIL_BANK',
  'payment.captured',
  'payment.failed',
  'refund.processed',
  'refund.created',
  'INR',
  'USD',
  'borrower@example.com',
  'A@B.CO',
  '9876543210',
  '+91 98765 43210',
  'Asha Verma',
  'SBIN0001234',
  'ABCDE1234F',
  '123456789012',
  '2030-01-01',
  '2001-02-29T00:00:00Z',
]
export const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  "' OR '1'='1",
  '"; DROP TABLE "Purchase"; --',
  '../../../etc/passwd',
  '/etc/passwd',
  '%00',
  '%2e%2e%2f',
  '\\',
  '<script>alert(1)</script>',
  '{{customerName}}',
  '${process.exit()}',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x10',
  '9'.repeat(40),
  '2024-02-30',
  '2024-13-45T99:99:99Z',
  'null',
  'undefined',
  'true',
  '\uFEFF',
  '\u202E\u202D',
  '\uD800',
  '\uDFFF',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '🙂'.repeat(60),
  'ß'.repeat(300),
  '\n\t\r',
  'x'.repeat(6000),
]

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constant('y'.repeat(200_000)) },
)
/**
 * Numeric extremes every numeric field must refuse or store inside its domain range (issue 13), as
 * JSON numbers and as numeric strings; -0 is written raw (JSON.stringify prints it as 0).
 */
export const NUMERIC_EXTREMES: Json[] = [
  1e308,
  '1e308',
  -1e308,
  '-1e308',
  2 ** 53 + 1,
  '9007199254740993',
  new Raw('-0'),
  '-0',
  'NaN',
  'Infinity',
  '-Infinity',
  1e-7,
  '1e-7',
]
export const nastyNumber: fc.Arbitrary<Json> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, -0, 0.5, 1e308, -1e308, 2 ** 53 + 1, -(2 ** 31), 1e-320, 99999999999),
  fc.constantFrom('1e400', '-1e400', '1e-400', '123456789012345678901234567890').map((t) => new Raw(t)),
  fc.constantFrom(...NUMERIC_EXTREMES),
)
export const leaf: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 3, arbitrary: fc.constantFrom<Json>(...PLAUSIBLE) },
)
export const POLLUTION = [
  new Obj([
    [
      '__proto__',
      new Obj([
        ['polluted', 'yes'],
        ['isAdmin', true],
      ]),
    ],
  ]),
  new Obj([['constructor', new Obj([['prototype', new Obj([['polluted', 'yes']])]])]]),
  new Obj([
    ['__proto__', new Obj([['toString', 'boom']])],
    ['valueOf', 'x'],
  ]),
]
export const keyOf = (fields: string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fields.length ? fc.constantFrom(...fields) : fc.string({ maxLength: 8 }) },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toJSON', '') },
    { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
  )
export const anyJson = (fields: string[]) =>
  fc.letrec<{ value: Json }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', maxDepth: 3 },
      { weight: 5, arbitrary: leaf },
      { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
      {
        weight: 1,
        arbitrary: fc.array(fc.tuple(keyOf(fields), tie('value')), { maxLength: 4 }).map((e) => new Obj(e)),
      },
      { weight: 1, arbitrary: fc.constantFrom(...POLLUTION) },
    ),
  })).value

/** A field's value: a hostile one, or a nested record of the sub-fields it is known to carry. */
export const NESTED = new Map<string, string[]>([
  [
    'ornaments',
    [
      'type',
      'purity',
      'grossWeight',
      'deduction',
      'quantity',
      'imageUrl',
      'imageUrl2',
      'purityMethod',
      'purityVerified',
      'netWeight',
    ],
  ],
  ['attachments', ['pathname', 'name', 'size', 'contentType']],
  ['branches', ['branchName', 'ifsc', 'managerEmail', 'managerName']],
  ['payload', ['payment', 'refund']],
  ['payment', ['entity']],
  ['entity', ['id', 'order_id', 'payment_id', 'amount', 'currency', 'status', 'error_description', 'notes']],
])
export const record = (fields: string[]): fc.Arbitrary<Obj> =>
  fc
    .array(
      fc.tuple(keyOf(fields), fc.oneof({ weight: 4, arbitrary: leaf }, { weight: 1, arbitrary: anyJson(fields) })),
      { maxLength: Math.max(3, fields.length) },
    )
    .map((e) => new Obj(e))
/** Text that is not Unicode: lone surrogates, and names a naive 200-unit cut would split mid-emoji. */
export const BROKEN_TEXT = ['\uD800', 'x\uDC00y', 'a\uD83D', `${'n'.repeat(199)}🙂`, `${'c'.repeat(99)}🙂`]
/** Every sub-field a non-blank string, some of them broken text, so the record passes shape checks and reaches storage. */
const brokenRecord = (fields: string[]): fc.Arbitrary<Obj> =>
  fc
    .tuple(...fields.map((f) => fc.constantFrom(`${f}/x`, ...BROKEN_TEXT).map((v): [string, Json] => [f, v])))
    .map((e) => new Obj(e))
export const fieldValue = (field: string): fc.Arbitrary<Json> => {
  const nested = NESTED.get(field)
  return nested
    ? fc.oneof(
        { weight: 3, arbitrary: fc.array(record(nested), { maxLength: 3 }) },
        { weight: 2, arbitrary: record(nested) },
        { weight: 1, arbitrary: anyJson(nested) },
        { weight: 1, arbitrary: fc.array(brokenRecord(nested), { minLength: 1, maxLength: 2 }) },
      )
    : fc.oneof({ weight: 5, arbitrary: leaf }, { weight: 1, arbitrary: anyJson([]) })
}

/** A whole request body: mostly the route's own fields with hostile values, sometimes anything at all. */
export const body = (fields: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .array(
          fc
            .oneof(
              { weight: 8, arbitrary: fc.constantFrom(...(fields.length ? fields : ['x'])) },
              { weight: 1, arbitrary: keyOf([]) },
            )
            .chain((k) => fc.tuple(fc.constant(k), fieldValue(k))),
          { maxLength: fields.length + 2 },
        )
        .map((e) => toJson(new Obj(e))),
    },
    { weight: 2, arbitrary: anyJson(fields).map(toJson) },
    { weight: 1, arbitrary: fc.constantFrom(...POLLUTION).map(toJson) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"a":',
        '{',
        '}',
        'nul',
        '\u0000',
        '{"a":1}garbage',
        '[1,2',
        '"unterminated',
        '{"__proto__":',
        '\uFEFF{}',
      ),
    },
    { weight: 1, arbitrary: fc.integer({ min: 20, max: 4000 }).map((n) => '['.repeat(n) + ']'.repeat(n)) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 60, max: 20_000 }).map((n) => `{"a":${'{"a":'.repeat(n)}1${'}'.repeat(n)}}`),
    },
  )
export const hostileId = fc.oneof(
  fc.constantFrom(...NASTY.filter((s) => s.length < 2000 && s !== '' && !/[\uD800-\uDFFF]/.test(s))),
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }),
)
export const queryValue = fc.oneof(hostileId, fc.constant(''), fc.constantFrom(...PLAUSIBLE))
export const safeEncode = (s: string) => {
  try {
    return encodeURIComponent(s)
  } catch {
    return 'x'
  }
}

/** Request fields of the routes with the most of them (REST bodies and tRPC inputs alike). */
export const VALUATION_FIELDS = [
  'customerId',
  'ornaments',
  'type',
  'bankId',
  'rateBasis',
  'valuationFee',
  'ltvPercentage',
  'interestRate',
  'requestedLoanAmount',
  'emiInstallments',
  'customCustomerName',
  'customCustomerPhone',
  'customBankName',
  'ornamentReceiptUrl',
  'appraiserName',
  'appraiserNote',
  'clientRequestId',
  'sendToCustomer',
  'sendToBank',
  'makingCharges',
  'otherDeductions',
]
export const CUSTOMER_FIELDS = [
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
  'livePhotoUrl',
  'idCardPhotoUrl',
  'passbookUrl',
  'aadhaarDocUrl',
  'panDocUrl',
  'phoneVerified',
  'status',
]
export const KYC_FIELDS = ['livePhotoUrl', 'idCardPhotoUrl', 'aadhaarDocUrl', 'panDocUrl', 'passbookUrl']
