import { type PageQuery, pageFrom, pageRequest } from '@gold/core'
import type { AppContext } from '../platform/context.ts'

/**
 * tRPC `platform.jobs`: the job queue as the platform operator sees it, newest first (queue,
 * state, attempts, last error, when the next attempt is due).
 */
export async function listJobsPage(ctx: AppContext, query: PageQuery & { state?: string; queue?: string }) {
  const { limit, after } = pageRequest(query)
  const rows = await ctx.jobs.list(
    { state: query.state?.trim() || null, queue: query.queue?.trim() || null },
    after,
    limit + 1,
  )
  return pageFrom(rows, limit, (j) => ({ at: j.createdAt, id: j.id }))
}
