import { Button, TextField, errorMessage } from '@gold/ui'
import { useState } from 'react'
import { useCan } from '../../session.ts'
import { trpc } from '../../trpc.ts'

/**
 * The borrower's Aadhaar number as the API sends it (masked, last four digits), with a Reveal
 * button for staff holding `customers.personalData` (owner and manager): the full number is fetched
 * only once a reason is given, each reveal is recorded with it on the server, and Hide drops the
 * number from the page again.
 */
export function AadhaarValue({ customerId, masked }: { customerId: string; masked: string }) {
  const mayReveal = useCan('customers.personalData')
  const [full, setFull] = useState<string | null>(null)
  const [asking, setAsking] = useState(false)
  const [reason, setReason] = useState('')
  const reveal = trpc.customers.revealAadhaar.useMutation({
    onSuccess: (r) => {
      setFull(r.aadhaar)
      setAsking(false)
      setReason('')
    },
  })
  if (!mayReveal) return <span>{masked}</span>
  return (
    <span className="row">
      <span>{full ?? masked}</span>
      {full !== null ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setFull(null)
            reveal.reset()
          }}
        >
          Hide<span className="visually-hidden"> Aadhaar number</span>
        </Button>
      ) : asking ? (
        <form
          className="row"
          aria-label="Reveal the Aadhaar number"
          onSubmit={(e) => {
            e.preventDefault()
            reveal.mutate({ id: customerId, reason })
          }}
        >
          <TextField
            label="Why is the full number needed?"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={reveal.error ? errorMessage(reveal.error) : null}
          />
          <Button type="submit" size="sm" busy={reveal.isPending}>
            Reveal<span className="visually-hidden"> Aadhaar number</span>
          </Button>
        </form>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
          Reveal<span className="visually-hidden"> Aadhaar number</span>
        </Button>
      )}
    </span>
  )
}
