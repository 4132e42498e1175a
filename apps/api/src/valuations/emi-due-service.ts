import { valuationErrors } from '@gold/core'
import { dueEmiJson } from '../emis/emi-record-json.ts'
import type { AppContext } from '../platform/context.ts'
import { syncEmiStatuses } from './emi-sync.ts'
import { valuationsRepository } from './valuations-repository.ts'

export const DUE_EMI_STATUSES = ['Due Soon', 'Overdue'] as const
export type DueEmiStatus = (typeof DUE_EMI_STATUSES)[number]
export const DUE_EMIS_LIMIT = 20

/** No status (or blank): both; otherwise exactly `Due Soon` or `Overdue`, else 400 'Invalid EMI status'. */
function parseDueStatus(raw: unknown): DueEmiStatus | null {
  if (raw === undefined || raw === null || raw === '') return null
  if (typeof raw === 'string' && (DUE_EMI_STATUSES as readonly string[]).includes(raw)) return raw as DueEmiStatus
  throw valuationErrors.error('invalidEmiStatus')
}

/**
 * The tenant's unpaid EMIs that are Due Soon or Overdue (statuses synchronised for the whole tenant
 * first), earliest due date first so the most overdue lead, at most 20, with the borrower's name
 * and the valuation they belong to. Staff dashboard card and GET /api/emis.
 */
export async function listDueEmis(ctx: AppContext, tenantId: string, filter: { status?: unknown } = {}) {
  const status = parseDueStatus(filter.status)
  await syncEmiStatuses(ctx, tenantId, {})
  const rows = await valuationsRepository(ctx, tenantId).dueEmis(
    status ? [status] : [...DUE_EMI_STATUSES],
    DUE_EMIS_LIMIT,
  )
  return { emis: rows.map(dueEmiJson) }
}
