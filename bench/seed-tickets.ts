import type pg from 'pg'
import type { SeededTenant } from './seed-tenant.ts'

/**
 * Nine in ten tickets are raised by customers (CUSTOMER_TO_TENANT), the rest by the agent
 * (STAFF_TO_TENANT); statuses spread over the four, activity over the last ~70 days, seen stamps
 * mixed so some are unread for the agent. Each ticket has its opening message and one reply.
 */
const TICKETS_SQL = `
INSERT INTO "Ticket" ("id","tenantId","scope","category","status","priority","subject","requesterType","requesterId","requesterName",
  "requesterSeenAt","agentSeenAt","lastMessageAt","createdAt","updatedAt")
SELECT $5 || 'tkt' || lpad(i::text, 6, '0'), $1,
  CASE WHEN i % 10 = 0 THEN 'STAFF_TO_TENANT' ELSE 'CUSTOMER_TO_TENANT' END,
  (ARRAY['SUPPORT','COMPLAINT','SUGGESTION'])[1 + i % 3],
  (ARRAY['Open','In Progress','Resolved','Closed','Open'])[1 + i % 5],
  (ARRAY['Low','Normal','High','Urgent'])[1 + i % 4],
  'Question about my loan #' || i,
  CASE WHEN i % 10 = 0 THEN 'staff' ELSE 'customer' END,
  CASE WHEN i % 10 = 0 THEN $2 ELSE c.id END,
  CASE WHEN i % 10 = 0 THEN 'Bench Agent' ELSE c.name END,
  t.at, CASE WHEN i % 3 = 0 THEN NULL ELSE t.at + CASE WHEN i % 2 = 0 THEN interval '1 minute' ELSE interval '-1 minute' END END,
  t.at, t.at - interval '1 hour', t.at
FROM generate_series(1, $3::int) AS i
JOIN "Customer" c ON c.id = $5 || 'cus' || lpad((1 + (i * 7) % $4::int)::text, 6, '0')
CROSS JOIN LATERAL (SELECT now() - make_interval(mins => i * 50) AS at) t`

const MESSAGES_SQL = `
INSERT INTO "TicketMessage" ("id","ticketId","tenantId","authorType","authorId","authorName","body","internal","createdAt")
SELECT t.id || '-m' || k, t.id, t."tenantId",
  CASE WHEN k = 1 THEN t."requesterType" ELSE 'staff' END, CASE WHEN k = 1 THEN t."requesterId" ELSE $2 END,
  CASE WHEN k = 1 THEN t."requesterName" ELSE 'Bench Agent' END,
  CASE WHEN k = 1 THEN 'My EMI receipt does not show the last payment. Can you check?' ELSE 'Thanks, we are looking into it.' END,
  false, t."createdAt" + make_interval(mins => k)
FROM "Ticket" t, generate_series(1, 2) AS k WHERE t."tenantId" = $1`

export async function seedTickets(sql: pg.Client, tenant: SeededTenant) {
  const { shape, tenantId, employeeId } = tenant
  if (shape.tickets === 0) return
  await sql.query(TICKETS_SQL, [tenantId, employeeId, shape.tickets, shape.customers, shape.idPrefix])
  await sql.query(MESSAGES_SQL, [tenantId, employeeId])
}
