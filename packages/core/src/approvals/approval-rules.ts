import { daysBetween, type IsoDate } from '../shared/india-calendar.ts'

/** The actions a shop can hold for a second person's approval (issue 26, four-eyes approvals). */
export const APPROVAL_ACTIONS = [
  'disbursement',
  'release',
  'auctionSale',
  'surplusPayout',
  'reversal',
  'waiver',
  'backDatedEntry',
  'goldRateEntry',
  'counterOverShort',
  'dayReopen',
] as const
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number]

/**
 * How a rule's threshold reads: `always` has none; `amountAbove` is paise (strictly above waits);
 * `daysOlderThan` is days before today (strictly older waits); `percentAway` is basis points of
 * the previous value (strictly further waits: 500 = 5%).
 */
export type ThresholdKind = 'always' | 'amountAbove' | 'daysOlderThan' | 'percentAway'

export type ApprovalRuleSpec = { kind: ThresholdKind; label: string }

/** The rule catalog: each action with the kind of its threshold, in the order the settings list them. */
export const APPROVAL_CATALOG: Readonly<Record<ApprovalAction, ApprovalRuleSpec>> = {
  disbursement: { kind: 'amountAbove', label: 'Disbursement (loan or top-up) above' },
  release: { kind: 'always', label: 'Every release of gold' },
  auctionSale: { kind: 'always', label: 'Auction sale' },
  surplusPayout: { kind: 'always', label: 'Surplus or release compensation payout' },
  reversal: { kind: 'amountAbove', label: 'Payment reversal above' },
  waiver: { kind: 'amountAbove', label: 'Waiver above' },
  backDatedEntry: { kind: 'daysOlderThan', label: 'Back-dated entry older than (days)' },
  goldRateEntry: { kind: 'percentAway', label: 'Gold rate entry further from the last one than (basis points)' },
  counterOverShort: { kind: 'amountAbove', label: 'Counter over or short above' },
  dayReopen: { kind: 'always', label: 'Reopening a closed day' },
}

/** One shop's rule for one action. `threshold` is null for `always` rules. */
export type ApprovalRule = { action: ApprovalAction; enabled: boolean; threshold: number | null }

/** What the gated action is about, by the kind of its rule's threshold. */
export type ApprovalFacts =
  | { kind: 'always' }
  | { kind: 'amountAbove'; amountPaise: number }
  | { kind: 'daysOlderThan'; entryDate: IsoDate | null; today: IsoDate }
  | { kind: 'percentAway'; value: number; previous: number | null }

/** Every action's rule as a new shop has it: off (issue 26: every rule is off until the owner turns it on). */
export const DEFAULT_APPROVAL_RULES: readonly ApprovalRule[] = APPROVAL_ACTIONS.map((action) => ({
  action,
  enabled: false,
  threshold: APPROVAL_CATALOG[action].kind === 'always' ? null : 0,
}))

/** The shop's rules over the defaults: an action with no stored rule is off. */
export function effectiveApprovalRules(stored: readonly ApprovalRule[]): ApprovalRule[] {
  return APPROVAL_ACTIONS.map(
    (action) => stored.find((r) => r.action === action) ?? DEFAULT_APPROVAL_RULES.find((r) => r.action === action)!,
  )
}

function factsExceed(threshold: number, facts: ApprovalFacts): boolean {
  switch (facts.kind) {
    case 'always':
      return true
    case 'amountAbove':
      return Math.abs(facts.amountPaise) > threshold
    case 'daysOlderThan':
      return facts.entryDate !== null && daysBetween(facts.entryDate, facts.today) > threshold
    case 'percentAway':
      // Integer arithmetic: |value - previous| / previous > threshold / 10000.
      return facts.previous !== null && facts.previous > 0
        ? Math.abs(facts.value - facts.previous) * 10_000 > threshold * facts.previous
        : false
  }
}

/**
 * Whether `action` with these facts must wait for a second person: its rule is on and the facts
 * pass its threshold. Facts of another kind than the action's rule never match (a caller's slip
 * must not hold money silently, nor let it through: the gate's tests pin each wiring).
 */
export function needsApproval(rules: readonly ApprovalRule[], action: ApprovalAction, facts: ApprovalFacts): boolean {
  const rule = rules.find((r) => r.action === action)
  if (!rule || !rule.enabled) return false
  if (facts.kind !== APPROVAL_CATALOG[action].kind) return false
  return factsExceed(rule.threshold ?? 0, facts)
}

/** One action a request may be held under, with its facts. */
export type ApprovalCheck = { action: ApprovalAction; facts: ApprovalFacts }

/** The first of `checks` whose rule applies (a back-dated large payment waits once, under the first). */
export function firstApplyingRule(
  rules: readonly ApprovalRule[],
  checks: readonly ApprovalCheck[],
): ApprovalAction | null {
  return checks.find((c) => needsApproval(rules, c.action, c.facts))?.action ?? null
}
