import { SEEDED_CHART } from '@gold/core'
import type pg from 'pg'

/** Month-end accruals per loan (each with its reversal on the 1st): loans are disbursed 9 to 23 months ago. */
const MONTH_ENDS = 9

/**
 * The books of the seeded loans, 100 journal lines a loan (1,000,000 for 10,000 loans), as the API
 * would have posted them (docs/decisions/books.md): one journal per ledger entry (disbursement in
 * cash 2 lines, interest accrual 2, UPI payment 3: 24 a loan), nine month-end accruals of interest
 * and penal charges with their reversals (72) and the capital brought in for the loan with its
 * deposit to the bank (4). Every journal balances, so the trial balance does.
 */
const CHART_SQL = `
INSERT INTO "LedgerAccount" ("id","tenantId","code","name","group","money","system")
SELECT 'bacc-' || a.code, $1, a.code, a.name, a.grp, a.money, a.system
FROM json_to_recordset($2::json) AS a(code text, name text, grp text, money text, system boolean)`

const ENTRY_JOURNALS_SQL = `
INSERT INTO "Journal" ("id","tenantId","date","narration","sourceKind","sourceId")
SELECT 'bj-' || e.id, e."tenantId", e."postedOn", e.type || ' on loan ' || e."loanId",
  CASE e.type WHEN 'DISBURSEMENT' THEN 'disbursement' WHEN 'INTEREST' THEN 'interestAccrual' ELSE 'payment' END, e.id
FROM "LoanLedgerEntry" e WHERE e."tenantId" = $1`

const ENTRY_LINES_SQL = `
INSERT INTO "JournalLine" ("id","tenantId","journalId","lineNo","date","accountCode","loanId","debitPaise","creditPaise")
SELECT 'bj-' || e.id || '-' || x.n, e."tenantId", 'bj-' || e.id, x.n, e."postedOn", x.code, x.loan, x.dr, x.cr
FROM "LoanLedgerEntry" e,
LATERAL (VALUES
  (1, CASE e.type WHEN 'DISBURSEMENT' THEN '1400' WHEN 'INTEREST' THEN '1410' ELSE '1300' END,
      CASE WHEN e.type = 'PAYMENT' THEN NULL ELSE e."loanId" END, e.amount, 0::bigint),
  (2, CASE e.type WHEN 'DISBURSEMENT' THEN '1100' WHEN 'INTEREST' THEN '4100' ELSE '1410' END,
      CASE WHEN e.type = 'PAYMENT' THEN e."loanId" END, 0::bigint, CASE WHEN e.type = 'PAYMENT' THEN e.interest ELSE e.amount END),
  (3, '1400', e."loanId", 0::bigint, e.principal)
) AS x(n, code, loan, dr, cr)
WHERE e."tenantId" = $1 AND (x.n < 3 OR e.type = 'PAYMENT')`

/** Journal k of loan l at month m: the accrual (side 1) dated the month end and its reversal (side -1) the next day. */
const ACCRUAL_JOURNALS_SQL = `
INSERT INTO "Journal" ("id","tenantId","date","narration","sourceKind","sourceId","reversesJournalId")
SELECT 'bm-' || l.id || '-' || m || '-' || s, l."tenantId",
  CASE WHEN s = 1 THEN x.month_end ELSE x.month_end + 1 END,
  'Month-end accrual on loan ' || l."loanNumber",
  CASE WHEN s = 1 THEN 'monthEndAccrual' ELSE 'reversal' END, l.id || ':' || m || ':' || s,
  CASE WHEN s = 2 THEN 'bm-' || l.id || '-' || m || '-1' END
FROM "Loan" l, generate_series(1, $2::int) AS m, generate_series(1, 2) AS s,
LATERAL (SELECT (date_trunc('month', l."disbursedOn") + make_interval(months => m) - interval '1 day')::date AS month_end) x
WHERE l."tenantId" = $1`

const ACCRUAL_LINES_SQL = `
INSERT INTO "JournalLine" ("id","tenantId","journalId","lineNo","date","accountCode","loanId","debitPaise","creditPaise")
SELECT 'bm-' || l.id || '-' || m || '-' || s || '-' || x.n, l."tenantId", 'bm-' || l.id || '-' || m || '-' || s, x.n,
  CASE WHEN s = 1 THEN d.month_end ELSE d.month_end + 1 END, x.code, x.loan,
  CASE WHEN (x.n <= 2) = (s = 1) THEN x.amount ELSE 0 END, CASE WHEN (x.n <= 2) = (s = 1) THEN 0 ELSE x.amount END
FROM "Loan" l, generate_series(1, $2::int) AS m, generate_series(1, 2) AS s,
LATERAL (SELECT (date_trunc('month', l."disbursedOn") + make_interval(months => m) - interval '1 day')::date AS month_end) d,
LATERAL (VALUES (1, '1410', l.id, l.principal / 100), (2, '1420', l.id, l.principal / 1000),
  (3, '4100', NULL, l.principal / 100), (4, '4200', NULL, l.principal / 1000)) AS x(n, code, loan, amount)
WHERE l."tenantId" = $1`

const CAPITAL_JOURNALS_SQL = `
INSERT INTO "Journal" ("id","tenantId","date","narration","sourceKind","sourceId")
SELECT 'bc-' || l.id || '-' || s, l."tenantId", l."disbursedOn" - 1,
  CASE WHEN s = 1 THEN 'Capital brought in' ELSE 'Cash deposited to the bank' END, 'benchSeed', l.id || ':' || s
FROM "Loan" l, generate_series(1, 2) AS s WHERE l."tenantId" = $1`

/** Capital brought in as cash (1100 / 3100), then deposited (1200 / 1100), the loan's principal each. */
const CAPITAL_LINES_SQL = `
INSERT INTO "JournalLine" ("id","tenantId","journalId","lineNo","date","accountCode","loanId","debitPaise","creditPaise")
SELECT 'bc-' || l.id || '-' || s || '-' || x.n, l."tenantId", 'bc-' || l.id || '-' || s, x.n, l."disbursedOn" - 1,
  CASE WHEN x.n = 1 THEN (CASE WHEN s = 1 THEN '1100' ELSE '1200' END) ELSE (CASE WHEN s = 1 THEN '3100' ELSE '1100' END) END,
  NULL, CASE WHEN x.n = 1 THEN l.principal ELSE 0 END, CASE WHEN x.n = 2 THEN l.principal ELSE 0 END
FROM "Loan" l, generate_series(1, 2) AS s, (VALUES (1), (2)) AS x(n) WHERE l."tenantId" = $1`

/** Seeds the chart and the books of the shop's seeded loans; answers the number of journal lines. */
export async function seedBooks(sql: pg.Client, tenantId: string): Promise<number> {
  const chart = SEEDED_CHART.map((a) => ({
    code: a.code,
    name: a.name,
    grp: a.group,
    money: a.money ?? null,
    system: a.system,
  }))
  await sql.query(CHART_SQL, [tenantId, JSON.stringify(chart)])
  await sql.query(ENTRY_JOURNALS_SQL, [tenantId])
  await sql.query(ENTRY_LINES_SQL, [tenantId])
  await sql.query(ACCRUAL_JOURNALS_SQL, [tenantId, MONTH_ENDS])
  await sql.query(ACCRUAL_LINES_SQL, [tenantId, MONTH_ENDS])
  await sql.query(CAPITAL_JOURNALS_SQL, [tenantId])
  await sql.query(CAPITAL_LINES_SQL, [tenantId])
  const lines = await sql.query<{ n: string }>('SELECT count(*) AS n FROM "JournalLine" WHERE "tenantId" = $1', [
    tenantId,
  ])
  return Number(lines.rows[0]!.n)
}
