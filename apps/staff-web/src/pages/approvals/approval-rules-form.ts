import type { ApprovalAction, ApprovalRule, ThresholdKind } from '@gold/core/approvals/approval-rules'
import { parseRupeeInput } from '@gold/core/shared/rupee-input'
import type { ApprovalRuleRow } from './approval-types.ts'

/** One rule as the owner edits it: on/off and the threshold as typed (rupees, days or percent). */
export type RuleValues = {
  action: ApprovalAction
  kind: ThresholdKind
  label: string
  enabled: boolean
  threshold: string
}

/** The threshold in the unit the owner types: rupees, days, percent. */
function shown(kind: ThresholdKind, threshold: number | null): string {
  if (threshold === null || kind === 'always') return ''
  if (kind === 'amountAbove') return String(threshold / 100)
  if (kind === 'percentAway') return String(threshold / 100)
  return String(threshold)
}

export const ruleValuesOf = (rows: readonly ApprovalRuleRow[]): RuleValues[] =>
  rows.map((r) => ({
    action: r.action,
    kind: r.kind,
    label: r.label,
    enabled: r.enabled,
    threshold: shown(r.kind, r.threshold),
  }))

export const UNIT: Record<ThresholdKind, string> = {
  always: '',
  amountAbove: '₹',
  daysOlderThan: 'days',
  percentAway: '%',
}

/** The stored threshold (paise, days, basis points) or the message about what was typed. */
export function thresholdOf(kind: ThresholdKind, text: string): { value: number | null } | { problem: string } {
  if (kind === 'always') return { value: null }
  const t = text.trim()
  if (kind === 'amountAbove') {
    if (t === '0') return { value: 0 }
    const amount = parseRupeeInput(t)
    return amount.ok ? { value: amount.paise } : { problem: amount.message }
  }
  if (kind === 'daysOlderThan')
    return /^\d{1,4}$/.test(t) ? { value: Number(t) } : { problem: 'Enter whole days (0 to 9999).' }
  return /^\d{1,3}(?:\.\d{1,2})?$/.test(t) && Number(t) <= 100
    ? { value: Math.round(Number(t) * 100) }
    : { problem: 'Enter a percentage from 0 to 100 with at most two decimals.' }
}

/** Each enabled rule's threshold problem, by action. A rule that is off is not checked. */
export function ruleProblems(values: readonly RuleValues[]): Partial<Record<ApprovalAction, string>> {
  const problems: Partial<Record<ApprovalAction, string>> = {}
  for (const v of values) {
    if (!v.enabled) continue
    const t = thresholdOf(v.kind, v.threshold)
    if ('problem' in t) problems[v.action] = t.problem
  }
  return problems
}

/** What `approvals.rules.update` is sent: every rule, a rule that is off keeping a valid threshold or 0. */
export function rulesBody(values: readonly RuleValues[]): { rules: ApprovalRule[] } {
  return {
    rules: values.map((v) => {
      const t = thresholdOf(v.kind, v.threshold)
      return {
        action: v.action,
        enabled: v.enabled,
        threshold: 'value' in t ? t.value : v.kind === 'always' ? null : 0,
      }
    }),
  }
}
