import { Alert, Button, Card, Checkbox, ErrorState, Loading, PageHeader, serverErrorOf, TextField } from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../../trpc.ts'
import { ruleProblems, rulesBody, ruleValuesOf, UNIT, type RuleValues } from './approval-rules-form.ts'

/** Settings › Approvals: which actions wait for a second person, and above what. Owner only. */
export function ApprovalRulesPage() {
  const rules = trpc.approvals.rules.get.useQuery()
  return (
    <>
      <PageHeader
        title="Approval rules"
        subtitle="Actions that wait for a second person before they post. They apply to everyone, the owner too."
      />
      {rules.isLoading ? (
        <Loading />
      ) : rules.data ? (
        <ApprovalRulesForm initial={ruleValuesOf(rules.data)} />
      ) : (
        <ErrorState error={rules.error} title="Could not load the rules" />
      )}
    </>
  )
}

export function ApprovalRulesForm({ initial }: { initial: RuleValues[] }) {
  const utils = trpc.useUtils()
  const [values, setValues] = useState(initial)
  const [submitted, setSubmitted] = useState(false)
  const update = trpc.approvals.rules.update.useMutation({ onSuccess: () => utils.approvals.rules.invalidate() })
  const problems = submitted ? ruleProblems(values) : {}
  const change = (action: RuleValues['action'], patch: Partial<RuleValues>) => {
    update.reset()
    setValues((vs) => vs.map((v) => (v.action === action ? { ...v, ...patch } : v)))
  }
  const save = (e: React.FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    if (Object.keys(ruleProblems(values)).length > 0) return
    update.mutate(rulesBody(values))
  }
  return (
    <Card>
      <form className="form" noValidate aria-label="Approval rules" onSubmit={save}>
        {values.map((v) => (
          <div key={v.action} className="approval-rule">
            <Checkbox
              label={v.label}
              checked={v.enabled}
              onChange={(e) => change(v.action, { enabled: e.target.checked })}
            />
            {v.kind !== 'always' && (
              <TextField
                label={`${v.label} (${UNIT[v.kind]})`}
                inputMode="decimal"
                value={v.threshold}
                disabled={!v.enabled}
                error={problems[v.action] ?? null}
                onChange={(e) => change(v.action, { threshold: e.target.value })}
              />
            )}
          </div>
        ))}
        {update.error && <Alert tone="danger">{serverErrorOf(update.error).message}</Alert>}
        {update.isSuccess && <Alert tone="success">Rules saved.</Alert>}
        <div className="form-actions">
          <Button type="submit" busy={update.isPending}>
            Save rules
          </Button>
        </div>
      </form>
    </Card>
  )
}
