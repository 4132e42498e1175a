import { Button, errorMessage } from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../../trpc.ts'

/**
 * The borrower's Aadhaar number as the API sends it (masked, last four digits), with a Reveal
 * button: the full number is fetched only on request, each reveal is recorded on the server, and
 * Hide drops it from the page again.
 */
export function AadhaarValue({ customerId, masked }: { customerId: string; masked: string }) {
  const [full, setFull] = useState<string | null>(null)
  const reveal = trpc.customers.revealAadhaar.useMutation({ onSuccess: (r) => setFull(r.aadhaar) })
  return (
    <span className="row">
      <span>{full ?? masked}</span>
      {full === null ? (
        <Button variant="secondary" size="sm" busy={reveal.isPending} onClick={() => reveal.mutate({ id: customerId })}>
          Reveal<span className="visually-hidden"> Aadhaar number</span>
        </Button>
      ) : (
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
      )}
      {reveal.error && (
        <span role="alert" className="small field-error">
          {errorMessage(reveal.error)}
        </span>
      )}
    </span>
  )
}
