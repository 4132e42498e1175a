import { custodyHeadBreak, CUSTODY_CHAIN_START, walkCustodyChain, type ChainBreak } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { custodyRepository } from './custody-repository.ts'

const VERIFY_PAGE = 500

/**
 * tRPC custody.verify and the daily chain check: walk the shop's custody log in `seq` order, `ok`
 * with the number of movements, or the first break (an edited movement; a deleted or re-ordered
 * one, where the links stop matching; a deleted last one, through the head).
 */
export async function verifyCustodyChain(
  ctx: AppContext,
  tenantId: string,
): Promise<{ ok: true; movements: number } | { ok: false; movements: number; break: ChainBreak }> {
  const repo = custodyRepository(ctx, tenantId)
  let position = CUSTODY_CHAIN_START
  for (;;) {
    const rows = await repo.chainPage(position.seq, VERIFY_PAGE)
    const walked = walkCustodyChain(position, rows)
    if (!walked.ok) return { ok: false, movements: walked.break.seq - 1, break: walked.break }
    position = walked.position
    if (rows.length < VERIFY_PAGE) break
  }
  const head = await repo.head()
  const headBreak = custodyHeadBreak(position, head)
  return headBreak ? { ok: false, movements: position.seq, break: headBreak } : { ok: true, movements: position.seq }
}

/** The daily check of one shop's custody log: the walk's result stored (custody.lastCheck shows it). */
export async function checkCustodyChain(ctx: AppContext, tenantId: string) {
  const result = await verifyCustodyChain(ctx, tenantId)
  const found = result.ok ? null : result.break
  await custodyRepository(ctx, tenantId).recordCheck({
    ok: result.ok,
    movements: result.movements,
    breakSeq: found?.seq ?? null,
    breakKind: found?.problem ?? null,
    checkedAt: ctx.now(),
  })
  return found ? { problem: found.problem, seq: found.seq } : null
}

/** tRPC custody.lastCheck: the daily job's latest result for the shop, null before its first run. */
export async function lastCustodyCheck(ctx: AppContext, tenantId: string) {
  const check = await custodyRepository(ctx, tenantId).lastCheck()
  if (!check) return null
  return {
    ok: check.ok,
    movements: check.movements,
    break: check.breakSeq === null ? null : { problem: check.breakKind ?? 'edited', seq: check.breakSeq },
    checkedAt: check.checkedAt.toISOString(),
  }
}
