import { formatIsoDate, isoDateOf } from '@gold/core/shared/india-calendar'
import { Button, Money } from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../../trpc.ts'
import { LoanDate } from '../loans/shared/loan-outputs.tsx'
import { SurplusPayoutModal } from '../loans/surplus/surplus-payout-modal.tsx'
import type { ValuationDetail } from './valuation-outputs.ts'

const valuedOn = (v: ValuationDetail) => formatIsoDate(isoDateOf(new Date(v.createdAt)))

/** The valuation fee as charged, and whether the shop has taken it (recorded in the books with its GST). */
export function ValuationFee({ v }: { v: ValuationDetail }) {
  const [recording, setRecording] = useState(false)
  const fee = trpc.books.valuationFee.useQuery({ id: v.id }, { enabled: v.valuationFee > 0 })
  if (v.valuationFee <= 0) return <Money rupees={v.valuationFee} />
  const amountPaise = fee.data?.amountPaise ?? 0
  return (
    <span className="row">
      <Money rupees={v.valuationFee} />
      {fee.data?.receivedOn ? (
        <span className="muted small">
          received on <LoanDate value={fee.data.receivedOn} />
        </span>
      ) : (
        fee.data && (
          <Button size="sm" variant="secondary" onClick={() => setRecording(true)}>
            Fee received
          </Button>
        )
      )}
      {recording && (
        <SurplusPayoutModal
          payout={{ kind: 'fee', id: v.id, reference: valuedOn(v), party: v.customer.name, amountPaise }}
          onClose={() => setRecording(false)}
          onDone={() => setRecording(false)}
        />
      )}
    </span>
  )
}
