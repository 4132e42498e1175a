import type { ApprovalAction, ApprovalRule, ApprovalStatus } from '@gold/core'
import type { AppContext } from '../platform/context.ts'

/** A held request as stored; amounts leave as numbers of paise. */
export type ApprovalRequestRecord = {
  id: string
  action: ApprovalAction
  operation: string
  loanId: string | null
  valuationId: string | null
  customerId: string | null
  amount: number | null
  summary: string
  payload: string
  positionSeen: string | null
  makerId: string
  status: ApprovalStatus
  deciderId: string | null
  reason: string | null
  failure: string | null
  resultRef: string | null
  notifiedAt: Date | null
  notifyError: string | null
  createdAt: Date
  decidedAt: Date | null
  postedAt: Date | null
}

export type NewApprovalRequest = Pick<
  ApprovalRequestRecord,
  | 'action'
  | 'operation'
  | 'loanId'
  | 'valuationId'
  | 'customerId'
  | 'amount'
  | 'summary'
  | 'payload'
  | 'positionSeen'
  | 'makerId'
>

export type Row = Omit<ApprovalRequestRecord, 'amount' | 'action' | 'status'> & {
  amount: bigint | null
  action: string
  status: string
}

export const recordOf = (row: Row): ApprovalRequestRecord => ({
  ...row,
  action: row.action as ApprovalAction,
  status: row.status as ApprovalStatus,
  amount: row.amount === null ? null : Number(row.amount),
})

export const PAGE = 100

/**
 * Four-eyes approvals' data access (issue 26), confined to one tenant (`db.forTenant`). A
 * decision is one conditional update on `status`, so of two checkers deciding one request at
 * once exactly one changes it.
 */
export function approvalsRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  const finish = async (id: string, from: ApprovalStatus, data: Record<string, unknown>) =>
    (await db.approvalRequest.updateMany({ where: { id, status: from }, data })).count === 1
  return {
    rules: async (): Promise<ApprovalRule[]> =>
      (await db.approvalRule.findMany({})).map((r) => ({
        action: r.action as ApprovalAction,
        enabled: r.enabled,
        threshold: r.threshold === null ? null : Number(r.threshold),
      })),
    putRule: async (rule: ApprovalRule) => {
      const data = { enabled: rule.enabled, threshold: rule.threshold === null ? null : BigInt(rule.threshold) }
      await db.approvalRule.upsert({
        where: { tenantId_action: { tenantId, action: rule.action } },
        create: { tenantId, action: rule.action, ...data },
        update: data,
      })
    },
    insert: async (request: NewApprovalRequest, createdAt: Date) =>
      recordOf(
        await db.approvalRequest.create({
          data: { tenantId, ...request, amount: request.amount === null ? null : BigInt(request.amount), createdAt },
        }),
      ),
    byId: async (id: string) => {
      const row = await db.approvalRequest.findFirst({ where: { id } })
      return row ? recordOf(row) : null
    },
    /** Oldest first: the inbox works through what has waited longest. */
    list: async (where: { status?: ApprovalStatus; makerId?: string }, newestFirst = false) =>
      (
        await db.approvalRequest.findMany({
          where,
          orderBy: [{ createdAt: newestFirst ? 'desc' : 'asc' }, { id: 'asc' }],
          take: PAGE,
        })
      ).map(recordOf),
    countsByAction: async (status: ApprovalStatus) =>
      (await db.approvalRequest.groupBy({ by: ['action'], where: { status }, _count: { _all: true } })).map((g) => ({
        action: g.action as ApprovalAction,
        count: g._count._all,
      })),
    /** pending -> approved, only by someone other than the maker: false when another decided first. */
    claimForApproval: async (id: string, deciderId: string, reason: string | null, at: Date) =>
      (
        await db.approvalRequest.updateMany({
          where: { id, status: 'pending', makerId: { not: deciderId } },
          data: { status: 'approved', deciderId, reason, decidedAt: at },
        })
      ).count === 1,
    reject: async (id: string, deciderId: string, reason: string, at: Date) =>
      (
        await db.approvalRequest.updateMany({
          where: { id, status: 'pending', makerId: { not: deciderId } },
          data: { status: 'rejected', deciderId, reason, decidedAt: at },
        })
      ).count === 1,
    markPosted: (id: string, resultRef: string, at: Date) =>
      finish(id, 'approved', { status: 'posted', resultRef, postedAt: at }),
    markFailed: (id: string, failure: string) => finish(id, 'approved', { status: 'failed', failure }),
    markNotified: async (id: string, outcome: { notifiedAt: Date | null; notifyError: string | null }) => {
      await db.approvalRequest.updateMany({ where: { id }, data: outcome })
    },
    /** Staff of this shop by id, for names on the cards and the maker's address. */
    staff: async (ids: readonly string[]) =>
      db.user.findMany({
        where: { id: { in: [...new Set(ids)] } },
        select: { id: true, name: true, email: true, role: true, isActive: true },
      }),
  }
}

export type ApprovalsRepository = ReturnType<typeof approvalsRepository>
