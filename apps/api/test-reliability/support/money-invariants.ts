import { expect } from 'vitest'
import pg from 'pg'

/**
 * Money invariants of billing (platform-spec 2.5, 2.6, 3.1, 3.2) and EMI payments (3.5), as SQL
 * over the tables. Every reliability scenario ends by running them: whatever failed, crashed or was
 * retried, no money state may be lost or duplicated. Each check returns the offending rows; an
 * empty list is a pass.
 */
export type Query = (sql: string) => Promise<Record<string, unknown>[]>

/** PostgreSQL through `pg` (one short-lived client per check run). */
export function pgQuery(url: string): Query {
  return async (sql) => {
    const client = new pg.Client({ connectionString: url, application_name: 'reliability-invariants' })
    await client.connect()
    try {
      return (await client.query(sql)).rows
    } finally {
      await client.end()
    }
  }
}

/** Any Prisma client (PGlite or PostgreSQL). */
export function prismaQuery(prisma: { $queryRawUnsafe: (sql: string) => Promise<unknown> }): Query {
  return async (sql) => (await prisma.$queryRawUnsafe(sql)) as Record<string, unknown>[]
}

const PAID_LIKE = `('PAID', 'PARTIALLY_REFUNDED', 'REFUNDED')`

export const SALE_DOCUMENT_RULE =
  'exactly one sale document per paid purchase, none for an unpaid one, with the order total'

export const EMI_APPLIED_RULE =
  'per EMI installment, the money its receipts applied equals its paidAmount (receipts = partial + full payments)'

export const REFUND_COUNTED_ONCE_RULE = 'no gateway refund or our refund id counted twice'

export const MONEY_INVARIANTS: Record<string, string> = {
  'every paid, partially refunded or refunded purchase has periodStart, periodEnd and paidAt, with periodEnd after periodStart': `
    SELECT "id", "status" FROM "Purchase"
    WHERE "status" IN ${PAID_LIKE} AND ("periodStart" IS NULL OR "periodEnd" IS NULL OR "paidAt" IS NULL OR "periodEnd" <= "periodStart")`,

  'no CREATED or FAILED purchase carries a grant, a payment time, refunds or a refunded amount': `
    SELECT p."id", p."status" FROM "Purchase" p
    WHERE p."status" IN ('CREATED', 'FAILED')
      AND (p."periodStart" IS NOT NULL OR p."periodEnd" IS NOT NULL OR p."paidAt" IS NOT NULL OR p."refundedAmount" <> 0
        OR EXISTS (SELECT 1 FROM "Refund" r WHERE r."purchaseId" = p."id" AND r."status" = 'PROCESSED'))`,

  'purchase status is one of the five states': `
    SELECT "id", "status" FROM "Purchase" WHERE "status" NOT IN ('CREATED', 'PAID', 'FAILED', 'PARTIALLY_REFUNDED', 'REFUNDED')`,

  'at most one coupon redemption per purchase': `
    SELECT "purchaseId", count(*)::int AS n FROM "CouponRedemption" GROUP BY "purchaseId" HAVING count(*) > 1`,

  'every paid purchase with a coupon has exactly its redemption (same coupon and tenant)': `
    SELECT p."id", p."couponId" FROM "Purchase" p
    WHERE p."status" IN ${PAID_LIKE} AND p."couponId" IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM "CouponRedemption" c WHERE c."purchaseId" = p."id" AND c."couponId" = p."couponId" AND c."tenantId" = p."tenantId")`,

  'no redemption without a paid purchase with that coupon (no CREATED or FAILED purchase is redeemed)': `
    SELECT c."id", c."purchaseId", p."status" FROM "CouponRedemption" c LEFT JOIN "Purchase" p ON p."id" = c."purchaseId"
    WHERE p."id" IS NULL OR p."status" NOT IN ${PAID_LIKE} OR p."couponId" IS DISTINCT FROM c."couponId"`,

  'redemption count per coupon equals its paid purchases': `
    SELECT k."id", (SELECT count(*)::int FROM "CouponRedemption" c WHERE c."couponId" = k."id") AS redemptions,
      (SELECT count(*)::int FROM "Purchase" p WHERE p."couponId" = k."id" AND p."status" IN ${PAID_LIKE}) AS paid
    FROM "Coupon" k
    WHERE (SELECT count(*) FROM "CouponRedemption" c WHERE c."couponId" = k."id")
       <> (SELECT count(*) FROM "Purchase" p WHERE p."couponId" = k."id" AND p."status" IN ${PAID_LIKE})`,

  'refundedAmount equals the sum of PROCESSED refunds and lies within 0..total': `
    SELECT p."id", p."refundedAmount", p."total",
      COALESCE((SELECT sum(r."amount")::int FROM "Refund" r WHERE r."purchaseId" = p."id" AND r."status" = 'PROCESSED'), 0) AS processed
    FROM "Purchase" p
    WHERE p."refundedAmount" < 0 OR p."refundedAmount" > p."total"
       OR p."refundedAmount" <> COALESCE((SELECT sum(r."amount") FROM "Refund" r WHERE r."purchaseId" = p."id" AND r."status" = 'PROCESSED'), 0)`,

  'a settled purchase status is derived from refundedAmount': `
    SELECT "id", "status", "refundedAmount", "total" FROM "Purchase"
    WHERE "status" IN ${PAID_LIKE} AND "status" <> CASE
      WHEN "refundedAmount" = 0 THEN 'PAID' WHEN "refundedAmount" < "total" THEN 'PARTIALLY_REFUNDED' ELSE 'REFUNDED' END`,

  // Two rows holding one gateway refund id (the unique index should make this impossible), or a
  // row holding the gateway refund of a signed event whose notes.refundId names another of our
  // refunds (an event about our refund adopted as a second one). Signed refund deliveries are
  // read from their stored body; cut bodies (over 100 kB) are skipped.
  [REFUND_COUNTED_ONCE_RULE]: `
    SELECT 'gateway refund on two rows' AS problem, "gatewayRefundId" AS "gatewayRefundId", min("id") AS "refundId", max("id") AS "otherRefundId"
    FROM "Refund" WHERE "gatewayRefundId" IS NOT NULL GROUP BY "gatewayRefundId" HAVING count(*) > 1
    UNION ALL
    SELECT DISTINCT 'event naming our refund counted as another', r."gatewayRefundId", e."ours", r."id"
    FROM (
      SELECT j #>> '{payload,refund,entity,id}' AS "gatewayRefundId", j #>> '{payload,refund,entity,notes,refundId}' AS "ours"
      FROM (
        SELECT CASE WHEN w."signatureValid" AND w."event" LIKE 'refund.%' AND w."rawBody" IS NOT NULL AND w."bodyBytes" <= 100000
          AND position('\\u0000' in w."rawBody") = 0 THEN w."rawBody"::jsonb END AS j
        FROM "WebhookDelivery" w) bodies
      WHERE j IS NOT NULL) e
    JOIN "Refund" r ON r."gatewayRefundId" = e."gatewayRefundId"
    WHERE r."id" <> e."ours" AND EXISTS (SELECT 1 FROM "Refund" o WHERE o."id" = e."ours")`,

  'refund states are PENDING, PROCESSED or FAILED; a processed refund has processedAt; amounts are positive': `
    SELECT "id", "status" FROM "Refund"
    WHERE "status" NOT IN ('PENDING', 'PROCESSED', 'FAILED') OR "amount" <= 0 OR ("status" = 'PROCESSED' AND "processedAt" IS NULL)`,

  [SALE_DOCUMENT_RULE]: `
    SELECT p."id", p."status", count(d."id")::int AS docs FROM "Purchase" p
    LEFT JOIN "BillingDocument" d ON d."saleOfPurchaseId" = p."id"
    GROUP BY p."id", p."status", p."total"
    HAVING (p."status" IN ${PAID_LIKE} AND count(d."id") <> 1)
        OR (p."status" NOT IN ${PAID_LIKE} AND count(d."id") <> 0)
        OR bool_or(d."total" <> p."total" OR d."type" NOT IN ('BILL_OF_SUPPLY', 'TAX_INVOICE') OR d."purchaseId" <> p."id")`,

  'a sale document is cancelled exactly when its purchase is fully refunded': `
    SELECT d."id", d."cancelledAt", p."status" FROM "BillingDocument" d JOIN "Purchase" p ON p."id" = d."saleOfPurchaseId"
    WHERE (p."status" = 'REFUNDED') <> (d."cancelledAt" IS NOT NULL)`,

  'exactly one credit note per processed refund (for its amount, on its purchase) and none for another refund': `
    SELECT r."id", r."status", count(d."id")::int AS notes FROM "Refund" r
    LEFT JOIN "BillingDocument" d ON d."refundId" = r."id"
    GROUP BY r."id", r."status", r."amount", r."purchaseId"
    HAVING (r."status" = 'PROCESSED' AND count(d."id") <> 1) OR (r."status" <> 'PROCESSED' AND count(d."id") <> 0)
        OR bool_or(d."type" <> 'CREDIT_NOTE' OR d."total" <> r."amount" OR d."purchaseId" <> r."purchaseId")`,

  'every credit note belongs to a refund': `
    SELECT "id" FROM "BillingDocument" WHERE "type" = 'CREDIT_NOTE' AND "refundId" IS NULL`,

  'document numbers per series and financial year are unique, gapless from 1 and match the counter': `
    SELECT s."series", s."financialYear", s.n, s.distinct_n, s.lo, s.hi, c."lastValue" FROM (
      SELECT "series", "financialYear", count(*)::int AS n, count(DISTINCT "sequence")::int AS distinct_n,
        min("sequence")::int AS lo, max("sequence")::int AS hi
      FROM "BillingDocument" GROUP BY "series", "financialYear") s
    LEFT JOIN "DocumentCounter" c ON c."series" = s."series" AND c."financialYear" = s."financialYear"
    WHERE s.n <> s.distinct_n OR s.lo <> 1 OR s.hi <> s.n OR c."lastValue" IS DISTINCT FROM s.n`,

  'no counter is ahead of its documents (a rolled-back issue burns no number)': `
    SELECT c."series", c."financialYear", c."lastValue" FROM "DocumentCounter" c
    WHERE c."lastValue" <> (SELECT count(*) FROM "BillingDocument" d WHERE d."series" = c."series" AND d."financialYear" = c."financialYear")`,

  'document number is <series>/<financial year>/<6-digit sequence> and matches its type': `
    SELECT "id", "number", "type", "series" FROM "BillingDocument"
    WHERE "number" <> "series" || '/' || "financialYear" || '/' || lpad("sequence"::text, 6, '0')
       OR "series" <> CASE "type" WHEN 'BILL_OF_SUPPLY' THEN 'BOS' WHEN 'TAX_INVOICE' THEN 'INV' WHEN 'CREDIT_NOTE' THEN 'CRN' END`,

  // EMI payments (issue 13): an installment's scheduled amount never changes; its paid amount is the
  // money receipts applied to it, all in integer paise (issue 24: the receipt's allocation lists
  // `amountPaise`, core receiptAllocation and emi-loan-coverage). Receipts written before keep their
  // JSON (docs/decisions/money.md): `changes` ones carry no `applied` list and are left out, issue 13's
  // rupee `amount` ones would read as applying nothing; the suite's databases are new, so hold none.
  [EMI_APPLIED_RULE]: `
    SELECT e."id", e."paidAmountPaise", COALESCE(a.applied, 0) AS "appliedPaise" FROM "EmiRecord" e
    LEFT JOIN (
      SELECT x->>'emiId' AS "emiId", sum((x->>'amountPaise')::bigint) AS applied
      FROM "EmiReceipt" r CROSS JOIN LATERAL jsonb_array_elements(
        CASE WHEN jsonb_typeof(r."allocation"->'applied') = 'array' THEN r."allocation"->'applied' ELSE '[]'::jsonb END) x
      GROUP BY 1) a ON a."emiId" = e."id"
    WHERE e."paidAmountPaise" <> COALESCE(a.applied, 0)`,

  'every EMI receipt is for at least a paisa, and its applied amounts plus excess equal it': `
    SELECT r."id", r."amountPaise", r."allocation" FROM "EmiReceipt" r
    WHERE jsonb_typeof(r."allocation"->'applied') = 'array' AND (
      (r."amountPaise" < 1 AND r."receivedAmountPaise" IS NOT NULL)
      OR r."amountPaise" <> COALESCE((r."allocation"->>'excessPaise')::bigint, 0)
        + COALESCE((SELECT sum((x->>'amountPaise')::bigint) FROM jsonb_array_elements(r."allocation"->'applied') x), 0))`,

  'a Paid EMI received its whole amount, an unpaid one less than it; the paid amount is never negative': `
    SELECT "id", "status", "amountPaise", "paidAmountPaise" FROM "EmiRecord"
    WHERE "paidAmountPaise" < 0
       OR ("status" = 'Paid' AND "paidAmountPaise" <> "amountPaise")
       OR ("status" <> 'Paid' AND "paidAmountPaise" > 0 AND "paidAmountPaise" >= "amountPaise")`,
}

type Grant = { tenantId: string; id: string; paidAt: Date; periodStart: Date; periodEnd: Date }
type Revocation = { tenantId: string; at: Date; span: number }

/**
 * Tenant expiry equals the stacked grants minus revocations, where that is derivable: tenants
 * whose first grant started from nothing (periodStart = paidAt, so no trial or operator-set time
 * before it). Grants of a tenant never overlap unless a revocation moved the expiry back. Replayed
 * in time order: a grant extends the expiry to its periodEnd, a revoking full refund subtracts the
 * purchase's span.
 */
async function expiryViolations(query: Query): Promise<Record<string, unknown>[]> {
  const grants = (await query(`
    SELECT "tenantId", "id", "paidAt", "periodStart", "periodEnd" FROM "Purchase"
    WHERE "status" IN ${PAID_LIKE} AND "periodStart" IS NOT NULL AND "periodEnd" IS NOT NULL AND "paidAt" IS NOT NULL`)) as Grant[]
  const revocations = (await query(`
    SELECT p."tenantId", r."processedAt" AS at, (EXTRACT(EPOCH FROM (p."periodEnd" - p."periodStart")) * 1000)::float8 AS span
    FROM "Refund" r JOIN "Purchase" p ON p."id" = r."purchaseId"
    WHERE r."status" = 'PROCESSED' AND r."revokesPeriod" AND p."status" = 'REFUNDED' AND p."periodStart" IS NOT NULL`)) as Revocation[]
  const tenants = (await query(
    `SELECT "id", "subscriptionExpiryDate" FROM "Tenant" WHERE "id" IN (SELECT DISTINCT "tenantId" FROM "Purchase" WHERE "status" IN ${PAID_LIKE})`,
  )) as { id: string; subscriptionExpiryDate: Date | null }[]
  const manual = new Set(
    (
      (await query(`SELECT DISTINCT "tenantId" FROM "Purchase" WHERE "provider" <> 'gateway'`)) as {
        tenantId: string
      }[]
    ).map((r) => r.tenantId),
  )
  const out: Record<string, unknown>[] = []
  const t = (d: Date | string | null) => (d === null ? null : new Date(d).getTime())
  for (const tenant of tenants) {
    if (manual.has(tenant.id)) continue
    const own = grants.filter((g) => g.tenantId === tenant.id).sort((a, b) => t(a.periodStart)! - t(b.periodStart)!)
    const revoked = revocations.filter((r) => r.tenantId === tenant.id)
    if (own.length === 0 || t(own[0]!.periodStart) !== t(own[0]!.paidAt)) continue
    if (revoked.length === 0) {
      for (let i = 1; i < own.length; i++) {
        const prev = own[i - 1]!
        const cur = own[i]!
        const expectedStart = Math.max(t(prev.periodEnd)!, t(cur.paidAt)!)
        if (t(cur.periodStart) !== expectedStart)
          out.push({
            tenantId: tenant.id,
            purchase: cur.id,
            problem: 'grant does not stack on the previous one (overlap or gap)',
            periodStart: cur.periodStart,
            expectedStart: new Date(expectedStart),
          })
      }
    }
    const events = [
      ...own.map((g) => ({ at: t(g.paidAt)!, apply: (e: number) => Math.max(e, t(g.periodEnd)!) })),
      ...revoked.map((r) => ({ at: t(r.at)!, apply: (e: number) => e - Number(r.span) })),
    ].sort((a, b) => a.at - b.at)
    const expected = events.reduce((e, ev) => ev.apply(e), Number.NEGATIVE_INFINITY)
    if (t(tenant.subscriptionExpiryDate) !== expected) {
      out.push({
        tenantId: tenant.id,
        problem: 'expiry is not the stacked grants minus revocations',
        expiry: tenant.subscriptionExpiryDate,
        expected: new Date(expected),
        grants: own.length,
        revocations: revoked.length,
      })
    }
  }
  return out
}

/** All violations, keyed by invariant name (empty object: all hold). */
export async function moneyInvariantViolations(query: Query): Promise<Record<string, Record<string, unknown>[]>> {
  const found: Record<string, Record<string, unknown>[]> = {}
  for (const [name, sql] of Object.entries(MONEY_INVARIANTS)) {
    const rows = await query(sql)
    if (rows.length > 0) found[name] = rows
  }
  const expiry = await expiryViolations(query)
  if (expiry.length > 0) found['tenant expiry equals the stacked grants minus revocations'] = expiry
  return found
}

/**
 * Assert every money invariant; the failure message lists each broken rule with its rows. `except`
 * names rules a scenario may legitimately leave open for a moment (the sale document is issued
 * best-effort after the grant; the reconciler's document pass completes it).
 */
export async function expectMoneyInvariants(query: Query, options: { except?: string[] } = {}) {
  await waitForDueJobs(query)
  const violations = await moneyInvariantViolations(query)
  for (const name of options.except ?? []) delete violations[name]
  expect(violations, `money invariants violated:\n${JSON.stringify(violations, null, 2)}`).toEqual({})
}

/**
 * Wait (up to 20 s) until the job queue has no job due: a settlement's document is its job's work,
 * so a paid purchase may lack it for a moment. A job a killed process held stays active until it
 * expires, so only recently started ones are waited for.
 */
export async function waitForDueJobs(query: Query) {
  const until = Date.now() + 20_000
  for (;;) {
    const [row] = await query(
      `SELECT count(*)::int AS n FROM pgboss.job
        WHERE state = 'created' OR (state = 'retry' AND start_after <= now())
           OR (state = 'active' AND started_on > now() - interval '30 seconds')`,
    )
    if (row?.n === 0 || Date.now() > until) return
    await new Promise((r) => setTimeout(r, 50))
  }
}
