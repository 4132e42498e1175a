import { INDIA_TIME_ZONE } from '@gold/core'
import type pg from 'pg'

export const LOAN_SIZES = { loans: 10_000, entriesPerLoan: 10 }

/**
 * Active EMI loans on the oldest loan valuations of a shop (disbursed 9 to 23 months ago, 12%
 * a year, 2% penal, 12 months), each with a ledger of 10 entries: the disbursement, then five
 * months of interest postings and four payments (that month's interest and a twelfth of the
 * principal). The loan row's running balances are what those entries leave: 10,000 loans give the
 * 100,000 ledger entries the loan rows read.
 */
const LOANS_SQL = `
INSERT INTO "Loan" ("id","tenantId","loanNumber","valuationId","customerId","scheme","principal","annualRateBp","penalRateBp",
  "graceDays","tenureMonths","disbursedOn","maturityOn","disbursementMode","status","principalOutstanding","interestDue",
  "lastPostedOn","ledgerCount","createdAt","updatedAt")
SELECT 'blon' || lpad(n::text, 6, '0'), src."tenantId", 'GL/BENCH/' || lpad(n::text, 6, '0'), src.id, src."customerId",
  'EMI', p, 1200, 200, 7, 12, d, (d + interval '12 months')::date, 'Cash', 'Active',
  p - 4 * (p / 12), p / 100, (d + interval '5 months')::date, $3::int, src."createdAt", now()
FROM (
  SELECT v.*, row_number() OVER (ORDER BY v."createdAt", v.id) AS n
  FROM "Valuation" v WHERE v."tenantId" = $1 AND v.type = 'loan' ORDER BY v."createdAt", v.id LIMIT $2
) src,
LATERAL (SELECT src."estimatedLoanPaise" AS p, (src."createdAt" AT TIME ZONE '${INDIA_TIME_ZONE}')::date AS d) x`

const LEDGER_SQL = `
INSERT INTO "LoanLedgerEntry" ("id","tenantId","loanId","seq","type","amount","principal","interest","penalCharges","postedOn","mode","createdAt")
SELECT l.id || '-l' || s, l."tenantId", l.id, s,
  CASE WHEN s = 1 THEN 'DISBURSEMENT' WHEN s % 2 = 0 THEN 'INTEREST' ELSE 'PAYMENT' END,
  CASE WHEN s = 1 THEN l.principal WHEN s % 2 = 0 THEN l.principal / 100 ELSE l.principal / 100 + l.principal / 12 END,
  CASE WHEN s = 1 THEN l.principal WHEN s % 2 = 0 THEN 0 ELSE l.principal / 12 END,
  CASE WHEN s = 1 THEN 0 ELSE l.principal / 100 END,
  0, (l."disbursedOn" + make_interval(months => s / 2))::date,
  CASE WHEN s = 1 THEN 'Cash' WHEN s % 2 = 1 THEN 'UPI' END, l."createdAt" + make_interval(days => s)
FROM "Loan" l, generate_series(1, $2::int) AS s WHERE l."tenantId" = $1`

/** Seeds the loans and their ledgers; answers the loan ids. */
export async function seedLoans(sql: pg.Client, tenantId: string): Promise<string[]> {
  await sql.query(LOANS_SQL, [tenantId, LOAN_SIZES.loans, LOAN_SIZES.entriesPerLoan])
  await sql.query(LEDGER_SQL, [tenantId, LOAN_SIZES.entriesPerLoan])
  const loans = await sql.query<{ id: string }>('SELECT id FROM "Loan" WHERE "tenantId" = $1', [tenantId])
  return loans.rows.map((r) => r.id)
}
