import {
  CORRECTABLE_FIELDS,
  CORRECTABLE_FIELD_LABELS,
  correctionChanges,
  parseCustomerCorrection,
  pickCorrectable,
  type CorrectableField,
  type FieldChange,
} from '@gold/core/customers/customer-correction'
import { Alert, Badge, Button, Card, DateText, Modal, TextArea, TextField, serverErrorOf } from '@gold/ui'
import { useState } from 'react'
import { trpc, type RouterOutputs } from '../../trpc.ts'
import { useCan } from '../../session.ts'

type Detail = RouterOutputs['customers']['get']
type Values = Record<CorrectableField | 'reason', string>
type Problem = { field: string | null; message: string }

const valuesOf = (c: Detail): Values => ({
  ...(Object.fromEntries(CORRECTABLE_FIELDS.map((f) => [f, c[f] ?? ''])) as Record<CorrectableField, string>),
  reason: '',
})
const shown = (value: string | null) => (value === null || value === '' ? '(none)' : value)

/** What changes, `Phone: 98765… → 90000…`, one line a field. */
export function ChangeList({ changes }: { changes: readonly FieldChange[] }) {
  return (
    <ul className="plain-list stack-tight small">
      {changes.map((c) => (
        <li key={c.field}>
          <strong>{CORRECTABLE_FIELD_LABELS[c.field]}</strong>: <del>{shown(c.from)}</del> → <ins>{shown(c.to)}</ins>
        </li>
      ))}
    </ul>
  )
}

/**
 * "Correct details" (issue 26): the borrower's details as they should read and why, checked by the
 * borrower form's rules, then a confirmation listing every change before anything is sent.
 */
function CorrectDetailsForm({ c, onDone }: { c: Detail; onDone: () => void }) {
  const utils = trpc.useUtils()
  const [values, setValues] = useState<Values>(() => valuesOf(c))
  const [problem, setProblem] = useState<Problem | null>(null)
  const [review, setReview] = useState<FieldChange[] | null>(null)
  const correct = trpc.customers.correct.useMutation({
    onSuccess: async () => {
      await Promise.all([
        utils.customers.get.invalidate({ id: c.id }),
        utils.customers.corrections.invalidate({ id: c.id }),
      ])
      onDone()
    },
    onError: (error) => {
      const server = serverErrorOf(error)
      setReview(null)
      setProblem({ field: server.input, message: server.message })
    },
  })
  const errorAt = (field: string) => (problem?.field === field ? problem.message : null)
  const field = (key: CorrectableField | 'reason') => ({
    value: values[key],
    error: errorAt(key),
    onChange: (e: { target: { value: string } }) => {
      setValues({ ...values, [key]: e.target.value })
      setProblem(null)
    },
  })
  const toReview = () => {
    try {
      const parsed = parseCustomerCorrection(values)
      const changes = correctionChanges(pickCorrectable(c), parsed.details)
      if (changes.length === 0) setProblem({ field: null, message: 'Nothing to correct: every detail is as stored.' })
      else setReview(changes)
    } catch (e) {
      const server = serverErrorOf(e)
      setProblem({ field: server.input, message: server.message })
    }
  }

  if (review)
    return (
      <div className="stack-sm">
        <p>These details of {c.name} will change:</p>
        <ChangeList changes={review} />
        <p className="small">
          <strong>Reason:</strong> {values.reason.trim()}
        </p>
        <div className="row">
          <Button busy={correct.isPending} onClick={() => correct.mutate({ id: c.id, ...values })}>
            Confirm correction
          </Button>
          <Button variant="secondary" disabled={correct.isPending} onClick={() => setReview(null)}>
            Back
          </Button>
        </div>
      </div>
    )
  return (
    <form
      className="stack-sm"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        toReview()
      }}
    >
      {problem && problem.field === null && <Alert tone="danger">{problem.message}</Alert>}
      <TextField label="Name" {...field('name')} />
      <TextField label="Mobile" inputMode="tel" {...field('phone')} />
      <TextField label="Email" type="email" {...field('email')} />
      <TextArea label="Address" rows={2} {...field('address')} />
      <TextField label="Nominee" {...field('nomineeName')} />
      <TextField label="Nominee relationship" {...field('nomineeRel')} />
      <TextField label="Bank" {...field('bankName')} />
      <TextField label="Account number" inputMode="numeric" {...field('accountNumber')} />
      <TextField label="IFSC" {...field('ifsc')} />
      <TextArea label="Reason for the correction" rows={2} required {...field('reason')} />
      <div className="row">
        <Button type="submit">Review correction</Button>
      </div>
    </form>
  )
}

type Correction = RouterOutputs['customers']['corrections'][number]

function History({ corrections }: { corrections: readonly Correction[] }) {
  return (
    <ol className="plain-list stack-sm" aria-label="Correction history">
      {corrections.map((h) => (
        <li key={h.version} className="stack-tight">
          <span className="small muted">
            Version {h.version} · <DateText value={h.correctedAt} /> · {h.correctedByName}
          </span>
          <ChangeList changes={h.changes} />
          <span className="small">Reason: {h.reason}</span>
        </li>
      ))}
    </ol>
  )
}

/** The borrower's corrections: "Correct details" and every earlier version, newest first. */
export function CorrectDetailsCard({ c }: { c: Detail }) {
  const [open, setOpen] = useState(false)
  const [done, setDone] = useState(false)
  const history = trpc.customers.corrections.useQuery({ id: c.id })
  const mayCorrect = useCan('customers.correct')
  const corrections = history.data ?? []
  return (
    <Card
      title={
        <span className="row">Corrections {corrections.length > 0 && <Badge tone="warning">Corrected</Badge>}</span>
      }
      actions={
        mayCorrect && (
          <Button variant="secondary" size="sm" onClick={() => (setDone(false), setOpen(true))}>
            Correct details
          </Button>
        )
      }
    >
      {done && (
        <p role="status" className="small">
          Details corrected.
        </p>
      )}
      {corrections.length === 0 ? (
        <p className="small muted">These details have never been corrected.</p>
      ) : (
        <History corrections={corrections} />
      )}
      <Modal open={open} title={`Correct ${c.name}'s details`} onClose={() => setOpen(false)}>
        {open && (
          <CorrectDetailsForm
            c={c}
            onDone={() => {
              setOpen(false)
              setDone(true)
            }}
          />
        )}
      </Modal>
    </Card>
  )
}
