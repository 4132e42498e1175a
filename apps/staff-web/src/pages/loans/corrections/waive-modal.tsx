import { waiverAboveDueError } from '@gold/core/corrections/corrections-errors'
import { parseOptionalRupeeInput } from '@gold/core/shared/rupee-input'
import { DetailList, Money, TextField } from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../../../trpc.ts'
import type { LoanDetail } from '../shared/loan-outputs.tsx'
import { CorrectionModal } from './correction-modal.tsx'
import { useSentForApproval } from '../../approvals/use-sent-for-approval.ts'

type Part = 'penalCharges' | 'interest'
const PARTS: { key: Part; label: string; words: 'penal charges' | 'interest' }[] = [
  { key: 'penalCharges', label: 'Penal charges to waive (₹)', words: 'penal charges' },
  { key: 'interest', label: 'Interest to waive (₹)', words: 'interest' },
]

/** Waive penal charges or interest up to what is due today (core `planWaiver` decides on the server). */
export function WaiveModal({ loan, onDone, onClose }: { loan: LoanDetail; onDone: () => void; onClose: () => void }) {
  const utils = trpc.useUtils()
  const sent = useSentForApproval()
  const waive = trpc.corrections.waive.useMutation({
    onSuccess: () => Promise.all([utils.loans.invalidate(), utils.corrections.invalidate(), utils.books.invalidate()]),
  })
  const [text, setText] = useState<Record<Part, string>>({ penalCharges: '', interest: '' })
  const [errors, setErrors] = useState<Partial<Record<Part, string>>>({})
  const due: Record<Part, number> = { penalCharges: loan.outstanding.penalCharges, interest: loan.outstanding.interest }
  const paise = (part: Part) => {
    const read = parseOptionalRupeeInput(text[part])
    return read.ok ? read.paise : null
  }
  const validate = () => {
    const found: Partial<Record<Part, string>> = {}
    for (const { key, words } of PARTS) {
      const read = parseOptionalRupeeInput(text[key])
      if (!read.ok) found[key] = read.message
      else if (read.paise > due[key]) found[key] = waiverAboveDueError(words, due[key]).message
    }
    if (Object.keys(found).length === 0 && (paise('penalCharges') ?? 0) + (paise('interest') ?? 0) === 0)
      found.interest = 'Enter the penal charges or the interest to waive.'
    setErrors(found)
    return Object.keys(found).length === 0
  }
  const total = (paise('penalCharges') ?? 0) + (paise('interest') ?? 0)
  return (
    <CorrectionModal
      title="Waive charges"
      confirmLabel="Waive"
      pending={waive.isPending}
      validate={validate}
      onClose={onClose}
      onConfirm={async (reason) => {
        const body = { penalCharges: paise('penalCharges') ?? 0, interest: paise('interest') ?? 0, reason }
        if (sent(await waive.mutateAsync({ id: loan.id, body }))) return
        onDone()
      }}
    >
      <DetailList
        items={[
          { label: 'Penal charges due today', value: <Money paise={due.penalCharges} /> },
          { label: 'Interest due today', value: <Money paise={due.interest} /> },
        ]}
      />
      {PARTS.map(({ key, label }) => (
        <TextField
          key={key}
          label={label}
          inputMode="decimal"
          autoComplete="off"
          value={text[key]}
          onChange={(e) => setText((t) => ({ ...t, [key]: e.target.value }))}
          error={errors[key]}
        />
      ))}
      <p>
        Waived in all: <Money paise={total} />. The shop bears it as an expense (Interest and penal charges waived).
      </p>
    </CorrectionModal>
  )
}
