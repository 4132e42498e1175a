import type { intakeErrors } from '@gold/core/intake/intake-errors'
import {
  Alert,
  Button,
  CustomerFormFields,
  PrivacyConsent,
  consentField,
  customerBody,
  serverErrorOf,
  useLanguage,
  useT,
  type CustomerForm,
  type ErrorCode,
} from '@gold/ui'
import { useState } from 'react'
import { intakeText } from './i18n/intake-text.ts'
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
  const t = useT(intakeText)
  // The language the borrower reads the form in becomes the language the shop writes to them in.
  const { language } = useLanguage()
  const [consent, setConsent] = useState(false)

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await submit.mutateAsync({
        tenant,
        token,
        ...customerBody(values),
        preferredLanguage: language,
        ...consentField(consent),
      })
      onDone(res.customer.name)
    } catch (err) {
      const { code } = serverErrorOf(err)
      if (code === INVALID_LINK) return onLinkInvalid()
      if (code === NOT_VERIFIED) return onNeedsVerification(t.verificationExpired)
      throw err
    }
  })

  return (
    <form className="card" onSubmit={onSubmit} noValidate aria-labelledby="details-title">
      <div className="card-body form">
        <div>
          <h1 className="page-title" id="details-title">
            {t.detailsTitle}
          </h1>
          <p className="page-subtitle">{t.detailsIntro}</p>
        </div>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        {Object.keys(form.errors).length > 1 && <Alert tone="danger">{t.fixFields}</Alert>}
        <CustomerFormFields form={form} mode="intake" />
        <PrivacyConsent at="borrower" checked={consent} onChange={setConsent} />
        <div className="form-actions">
          <Button type="submit" busy={submit.isPending}>
            {submit.isPending ? t.sending : t.send}
          </Button>
        </div>
      </div>
    </form>
  )
}
