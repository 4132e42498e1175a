import type { TenantClient } from '@gold/db'

/**
 * The next number of a tenant's document series (`GL`, `PR`, `RR`, `VC`, ...) in a financial year,
 * from its counter row, inside the issuing transaction: the row's lock serialises issuers and a
 * rollback returns the number, so the sequence has no gaps. Raw SQL: the tenant is named here.
 */
export async function nextDocumentSequence(
  db: TenantClient,
  tenantId: string,
  series: string,
  financialYear: string,
): Promise<number> {
  const [row] = await db.$queryRaw<{ lastValue: number }[]>`
    INSERT INTO "LoanDocumentCounter" ("tenantId", "series", "financialYear", "lastValue")
    VALUES (${tenantId}, ${series}, ${financialYear}, 1)
    ON CONFLICT ("tenantId", "series", "financialYear")
    DO UPDATE SET "lastValue" = "LoanDocumentCounter"."lastValue" + 1
    RETURNING "lastValue"`
  return Number(row!.lastValue)
}
