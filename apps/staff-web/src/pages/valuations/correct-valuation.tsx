import { computeValuation } from '@gold/core/valuations/valuation-calculation'
import { rate24kPaiseFrom22k } from '@gold/core/valuations/purity'
import { Alert, Button, DateText, Link, Modal, Money, TextArea, newIdempotencyKey, serverErrorOf } from '@gold/ui'
import { useState } from 'react'
import { useCan } from '../../session.ts'
import { trpc, type RouterOutputs } from '../../trpc.ts'
import {
  OrnamentsEditor,
  checkOrnament,
  ornamentBody,
  ornamentProblems,
  type OrnamentDraft,
} from './ornaments-editor.tsx'
import type { ValuationDetail } from './valuation-outputs.ts'

type Corrected = RouterOutputs['valuations']['correct']
type Stored = ValuationDetail['ornaments'][number]
/** A draft of a stored line keeps what the editor does not show (its photos, the purity test's result). */
type Draft = OrnamentDraft & { kept?: Pick<Stored, 'imageUrl' | 'imageUrl2' | 'purityVerified'> }

const draftOf = (o: Stored): Draft => ({
  key: newIdempotencyKey(),
  type: o.type,
  purity: o.purity,
  grossWeight: String(o.grossWeight),
  deduction: String(o.deduction ?? 0),
  quantity: String(o.quantity),
  purityMethod: o.purityMethod ?? '',
  kind: o.kind === 'coin' ? 'coin' : 'ornament',
  kept: { imageUrl: o.imageUrl, imageUrl2: o.imageUrl2, purityVerified: o.purityVerified },
})
const bodyOf = (d: Draft) => ({ ...ornamentBody(d), ...d.kept })
const lineText = (o: { type: string; purity: string; grossWeight: number | string; quantity: number | string }) =>
  `${o.type} · ${o.purity} · ${o.grossWeight} g × ${o.quantity}`

/** The corrected ornaments priced as the server prices them: at the valuation's own rate, its LTV% kept. */
function newTotalValue(v: ValuationDetail, drafts: readonly Draft[]): number {
  const lines = drafts.map((d) => checkOrnament(d).line!)
  return computeValuation({ type: 'sell', ornaments: lines, rate22kPaise: Math.round(v.goldRate * 100) })
    .totalValuePaise
}

/**
 * "Correct valuation" (issue 26): the ornaments and note as they should read, and why; then a review
 * of what changes (each line and the value) before anything is sent. The server writes a new
 * version with a new certificate number; this one becomes superseded.
 */
export function CorrectValuationForm({ v, onDone }: { v: ValuationDetail; onDone: (c: Corrected) => void }) {
  const [drafts, setDrafts] = useState<Draft[]>(() => v.ornaments.map(draftOf))
  const [note, setNote] = useState(v.appraiserNote ?? '')
  const [reason, setReason] = useState('')
  const [tried, setTried] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [reviewing, setReviewing] = useState(false)
  const correct = trpc.valuations.correct.useMutation({
    onSuccess: onDone,
    onError: (error) => {
      setReviewing(false)
      setProblem(serverErrorOf(error).message)
    },
  })
  const errors = tried ? ornamentProblems(drafts) : {}
  const reasonError = tried && reason.trim().length < 3 ? 'Say why the valuation is being corrected.' : null
  const toReview = () => {
    setTried(true)
    setProblem(null)
    if (Object.keys(ornamentProblems(drafts)).length > 0 || reason.trim().length < 3) return
    setReviewing(true)
  }
  const body = { ornaments: drafts.map(bodyOf), appraiserNote: note, reason }

  if (reviewing) {
    const before = v.ornaments.map(lineText)
    const after = drafts.map((d) => lineText({ ...d, type: d.type.trim() }))
    return (
      <div className="stack-sm">
        <p>The corrected valuation replaces certificate {v.certificateNumber ?? 'of this valuation'}:</p>
        <ul className="plain-list stack-tight small" aria-label="What changes">
          {before.join('\n') !== after.join('\n') && (
            <li>
              <strong>Ornaments</strong>: <del>{before.join('; ')}</del> → <ins>{after.join('; ')}</ins>
            </li>
          )}
          <li>
            <strong>Total value</strong>:{' '}
            <del>
              <Money rupees={v.totalValue} />
            </del>{' '}
            →{' '}
            <ins>
              <Money paise={newTotalValue(v, drafts)} />
            </ins>
          </li>
          {note.trim() !== (v.appraiserNote ?? '') && (
            <li>
              <strong>Appraiser’s note</strong>: <del>{v.appraiserNote || '(none)'}</del> →{' '}
              <ins>{note.trim() || '(none)'}</ins>
            </li>
          )}
        </ul>
        <p className="small">
          <strong>Reason:</strong> {reason.trim()}
        </p>
        <p className="small muted">
          A new certificate number is issued; the old certificate stays verifiable and shows as superseded.
          {v.type === 'loan' && ' A loan on this valuation moves to the new version.'}
        </p>
        <div className="row">
          <Button busy={correct.isPending} onClick={() => correct.mutate({ id: v.id, body })}>
            Confirm correction
          </Button>
          <Button variant="secondary" disabled={correct.isPending} onClick={() => setReviewing(false)}>
            Back
          </Button>
        </div>
      </div>
    )
  }
  return (
    <form
      className="stack-sm"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        toReview()
      }}
    >
      {problem && <Alert tone="danger">{problem}</Alert>}
      <OrnamentsEditor
        ornaments={drafts}
        onChange={(next) => setDrafts(next)}
        rate24kPaise={rate24kPaiseFrom22k(Math.round(v.goldRate * 100))}
        errors={errors}
        touch={() => undefined}
      />
      <TextArea label="Appraiser’s note" rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      <TextArea
        label="Reason for the correction"
        rows={2}
        required
        value={reason}
        error={reasonError}
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="row">
        <Button type="submit">Review correction</Button>
      </div>
    </form>
  )
}

/** The valuation's place among its versions: superseded by a newer one, or the correction of an older one. */
export function VersionLinks({ v }: { v: ValuationDetail }) {
  return (
    <>
      {v.supersededBy && (
        <Alert tone="warning">
          Superseded by{' '}
          <Link to={`/valuations/${v.supersededBy.id}`}>{v.supersededBy.certificateNumber ?? 'a newer version'}</Link>{' '}
          on <DateText value={v.supersededBy.correctedAt} />. Reason: {v.supersededBy.reason}
        </Alert>
      )}
      {v.corrects && (
        <Alert tone="info">
          Corrects{' '}
          <Link to={`/valuations/${v.corrects.id}`}>{v.corrects.certificateNumber ?? 'an earlier version'}</Link> (
          <DateText value={v.corrects.correctedAt} />
          ). Reason: {v.corrects.reason}
        </Alert>
      )}
    </>
  )
}

/** "Correct valuation" for holders of `valuations.revise`, on a valuation not yet superseded. */
export function CorrectValuationAction({ v }: { v: ValuationDetail }) {
  const utils = trpc.useUtils()
  const [open, setOpen] = useState(false)
  const [done, setDone] = useState<Corrected | null>(null)
  const mayCorrect = useCan('valuations.revise')
  if (!mayCorrect || (v.supersededBy && !done)) return null
  const ltv = done?.loan?.loanToValue
  return (
    <>
      {done ? (
        <Alert tone="success">
          Corrected: the new version is <Link to={`/valuations/${done.valuationId}`}>{done.certificateNumber}</Link>.
          {done.loan && ' The loan moved to it.'}
          {ltv?.aboveLimit && (
            <>
              {' '}
              The loan is now above its permitted loan-to-value by <Money paise={ltv.excess} />.
            </>
          )}
        </Alert>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Correct valuation
          </Button>
        </div>
      )}
      <Modal open={open} title="Correct valuation" onClose={() => setOpen(false)}>
        {open && (
          <CorrectValuationForm
            v={v}
            onDone={(c) => {
              setOpen(false)
              setDone(c)
              void utils.valuations.get.invalidate({ id: v.id })
            }}
          />
        )}
      </Modal>
    </>
  )
}
