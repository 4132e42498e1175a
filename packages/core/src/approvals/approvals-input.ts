import { z } from 'zod'
import { isRecord } from '../shared/is-record.ts'
import { checkedBody } from '../shared/request-body.ts'
import { APPROVAL_ACTIONS, APPROVAL_CATALOG, type ApprovalAction, type ApprovalRule } from './approval-rules.ts'
import { approvalErrors } from './approvals-errors.ts'
import { APPROVAL_STATUSES } from './approval-request-state.ts'

const MAX_THRESHOLD = 10_000_000_000

export type ApprovalRuleBody = { action: string; enabled: boolean; threshold?: number | null }
export type ApprovalRulesBody = { rules: ApprovalRuleBody[] }
export type ApprovalRejectBody = { id: string; reason: string }
export type ApprovalApproveBody = { id: string; reason?: string | null }

const isAction = (v: unknown): v is ApprovalAction =>
  typeof v === 'string' && (APPROVAL_ACTIONS as readonly string[]).includes(v)

function parseRule(raw: unknown): ApprovalRule {
  if (!isRecord(raw) || !isAction(raw.action)) throw approvalErrors.error('unknownAction')
  if (typeof raw.enabled !== 'boolean') throw approvalErrors.error('unknownAction')
  if (APPROVAL_CATALOG[raw.action].kind === 'always')
    return { action: raw.action, enabled: raw.enabled, threshold: null }
  const t = raw.threshold
  if (typeof t !== 'number' || !Number.isSafeInteger(t) || t < 0 || t > MAX_THRESHOLD)
    throw approvalErrors.error('invalidThreshold')
  return { action: raw.action, enabled: raw.enabled, threshold: t }
}

/** The owner's rule edits: each named action once; actions left out keep their rule. */
export function parseApprovalRules(raw: unknown): ApprovalRule[] {
  const list = isRecord(raw) && Array.isArray(raw.rules) ? raw.rules : null
  if (!list) throw approvalErrors.error('unknownAction')
  const rules = list.map(parseRule)
  if (new Set(rules.map((r) => r.action)).size !== rules.length) throw approvalErrors.error('unknownAction')
  return rules
}

function parseReason(raw: unknown, required: boolean): string | null {
  const text = typeof raw === 'string' ? raw.trim() : ''
  if (!text && !required) return null
  if (text.length < 2 || text.length > 500) throw approvalErrors.error('reasonRequired')
  return text
}

const requestId = (raw: Record<string, unknown>) => {
  if (typeof raw.id !== 'string' || !raw.id) throw approvalErrors.error('requestNotFound')
  return raw.id
}

export const approvalRulesInput = checkedBody<ApprovalRulesBody>()(parseApprovalRules)
export const approvalRejectInput = checkedBody<ApprovalRejectBody>()((raw) => {
  const body = isRecord(raw) ? raw : {}
  return { id: requestId(body), reason: parseReason(body.reason, true)! }
})
export const approvalApproveInput = checkedBody<ApprovalApproveBody>()((raw) => {
  const body = isRecord(raw) ? raw : {}
  return { id: requestId(body), reason: parseReason(body.reason, false) }
})
export const approvalIdInput = z.object({ id: z.string() })
/** The inbox and the maker's list: optionally one status. */
export const approvalListInput = z.object({ status: z.enum(APPROVAL_STATUSES).optional() }).optional()
