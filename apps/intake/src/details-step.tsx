import type { intakeErrors } from '@gold/core/intake/intake-errors'
import {
  Alert,
  Button,
  CustomerFormFields,
  PrivacyConsent,
  consentField,
  customerBody,
  serverErrorOf,
  type CustomerForm,
  type ErrorCode,
} from '@gold/ui'
import { useState } from 'react'
import { trpc } from './trpc.ts'

type IntakeCode = ErrorCode<typeof intakeErrors>
const INVALID_LINK: IntakeCode = 'invalidLink'
const NOT_VERIFIED: IntakeCode = 'emailNotVerified'

type Props = {
  tenant: string
  token: string
  form: CustomerForm
  onLinkInvalid: () => void
  onNeedsVerification: (message: string) => void
  onDone: (name: string) => void
}

export function DetailsStep({ tenant, token, form, onLinkInvalid, onNeedsVerification, onDone }: Props) {
  const submit = trpc.intake.submit.useMutation()
  const [consent, setConsent] = useState(false)

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await submit.mutateAsync({ tenant, token, ...customerBody(values), ...consentField(consent) })
      onDone(res.customer.name)
    } catch (err) {
      const { code } = serverErrorOf(err)
      if (code === INVALID_LINK) return onLinkInvalid()
      if (code === NOT_VERIFIED)
        return onNeedsVerification(
          'Your email verification has expired. Please verify your email again; your details are kept.',
        )
      throw err
    }
  })

  return (
    <form className="card" onSubmit={onSubmit} noValidate aria-labelledby="details-title">
      <div className="card-body form">
        <div>
          <h1 className="page-title" id="details-title">
            Your details
          </h1>
          <p className="page-subtitle">Fields marked * are required. Your details go only to the branch.</p>
        </div>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        {Object.keys(form.errors).length > 1 && <Alert tone="danger">Please correct the highlighted fields.</Alert>}
        <CustomerFormFields form={form} mode="intake" />
        <PrivacyConsent at="borrower" checked={consent} onChange={setConsent} />
        <div className="form-actions">
          <Button type="submit" busy={submit.isPending}>
            {submit.isPending ? 'Sending…' : 'Send my details'}
          </Button>
        </div>
      </div>
    </form>
  )
}
