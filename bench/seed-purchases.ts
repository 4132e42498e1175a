import type pg from 'pg'

export const PAYING_TENANTS = 50

export type PendingPurchase = { orderId: string; total: number; currency: string }

/**
 * Purchases waiting for their `payment.captured` webhook: CREATED, with a gateway order id each,
 * spread over 50 shops (each with an admin, who receives the receipt mail), so deliveries contend
 * like real traffic rather than all locking one tenant row.
 */
export async function seedPendingPurchases(sql: pg.Client, count: number): Promise<PendingPurchase[]> {
  await sql.query(
    `
    INSERT INTO "Tenant" ("id","name","slug","isActive","paymentStatus","createdAt","updatedAt")
    SELECT 'btnt' || j, 'Bench Shop ' || j, 'bench-shop-' || j, true, 'Pending', now(), now() FROM generate_series(1, $1::int) AS j`,
    [PAYING_TENANTS],
  )
  await sql.query(
    `
    INSERT INTO "User" ("id","tenantId","email","name","role","passwordHash","isActive","createdAt","updatedAt")
    SELECT 'busr' || j, 'btnt' || j, 'admin-' || j || '@bench-shops.gold', 'Shop Admin ' || j, 'TENANT_ADMIN', 'not-a-login', true, now(), now()
    FROM generate_series(1, $1::int) AS j`,
    [PAYING_TENANTS],
  )
  const plan = await sql.query<{ id: string; name: string; amount: number }>(`
    SELECT p.id, p.name, pp.amount FROM "Plan" p JOIN "PlanPrice" pp ON pp."planId" = p.id
    WHERE p."isActive" AND NOT p."isContactSales" AND pp."billingCycle" = 'monthly' ORDER BY p."sortOrder" LIMIT 1`)
  const { id: planId, name: planName, amount } = plan.rows[0]!
  const rows = await sql.query<{ gatewayOrderId: string; total: number; currency: string }>(
    `
    INSERT INTO "Purchase" ("id","tenantId","planId","planName","billingCycle","subtotal","discount","tax","total","currency","status",
      "gatewayOrderId","createdAt","updatedAt")
    SELECT 'bpur' || lpad(i::text, 6, '0'), 'btnt' || (1 + i % $2::int), $3, $4, 'monthly', $5::int, 0, 0, $5::int, 'INR', 'CREATED',
      'order_bench_' || lpad(i::text, 6, '0'), now(), now()
    FROM generate_series(1, $1::int) AS i
    RETURNING "gatewayOrderId", total, currency`,
    [count, PAYING_TENANTS, planId, planName, amount],
  )
  return rows.rows.map((r) => ({ orderId: r.gatewayOrderId, total: r.total, currency: r.currency }))
}
