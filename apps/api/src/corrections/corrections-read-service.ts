import { loanOrThrow } from '../loans/loan-read-service.ts'
import { loansRepository } from '../loans/loans-repository.ts'
import type { AppContext } from '../platform/context.ts'
import { correctionJson } from './corrections-json.ts'

/** A loan's corrections, oldest first, with who made each (the staff app's loan page). */
export async function loanCorrections(ctx: AppContext, tenantId: string, loanId: string) {
  const q = loansRepository(ctx, tenantId)
  const loan = await loanOrThrow(q, loanId)
  const corrections = await q.corrections(loan.id)
  const names = await q.userNames([...new Set(corrections.flatMap((c) => (c.createdById ? [c.createdById] : [])))])
  return corrections.map((c) => ({
    ...correctionJson(c),
    createdBy: c.createdById === null ? null : (names.get(c.createdById) ?? null),
  }))
}
