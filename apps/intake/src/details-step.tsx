import {
  Alert, Button, CustomerFormFields, customerBody, customerFormErrors, errorMessage, fieldOfServerMessage,
  type CustomerFormErrors, type CustomerFormValues, type CustomerTextField,
} from '@gold/ui'
import { useState, type Dispatch, type FormEvent, type SetStateAction } from 'react'
import { trpc } from './trpc.ts'

const INVALID_LINK = 'Invalid customer form link.'
const NOT_VERIFIED = 'Please verify your email address before submitting.'

type Props = {
  tenant: string
  token: string
  values: CustomerFormValues
  setValues: Dispatch<SetStateAction<CustomerFormValues>>
  onLinkInvalid: () => void
  onNeedsVerification: (message: string) => void
  onDone: (name: string) => void
}

export function DetailsStep({ tenant, token, values, setValues, onLinkInvalid, onNeedsVerification, onDone }: Props) {
  const [errors, setErrors] = useState<CustomerFormErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const submit = trpc.intake.submit.useMutation()

  const onChange = (field: CustomerTextField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }))
  }

  const focusFirstError = (found: CustomerFormErrors) => {
    const first = Object.keys(found)[0]
    if (first) window.requestAnimationFrame(() => document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus())
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    setFormError(null)
    const found = customerFormErrors(values, 'intake')
    setErrors(found)
    if (Object.keys(found).length > 0) {
      focusFirstError(found)
      return
    }
    try {
      const res = await submit.mutateAsync({ tenant, token, ...customerBody(values) })
      onDone(res.customer.name)
    } catch (err) {
      const message = errorMessage(err)
      if (message === INVALID_LINK) return onLinkInvalid()
      if (message === NOT_VERIFIED) return onNeedsVerification('Your email verification has expired. Please verify your email again; your details are kept.')
      const field = fieldOfServerMessage(message)
      if (field && field !== 'kycDocs') {
        const next = { [field]: message }
        setErrors(next)
        focusFirstError(next)
      } else setFormError(message)
    }
  }

  return (
    <form className="card" onSubmit={onSubmit} noValidate aria-labelledby="details-title">
      <div className="card-body form">
        <div>
          <h1 className="page-title" id="details-title">Your details</h1>
          <p className="page-subtitle">Fields marked * are required. Your details go only to the branch.</p>
        </div>
        {formError && <Alert tone="danger">{formError}</Alert>}
        {Object.keys(errors).length > 1 && <Alert tone="danger">Please correct the highlighted fields.</Alert>}
        <CustomerFormFields values={values} errors={errors} onChange={onChange} mode="intake" />
        <div className="form-actions">
          <Button type="submit" busy={submit.isPending}>{submit.isPending ? 'Sending…' : 'Send my details'}</Button>
        </div>
      </div>
    </form>
  )
}
