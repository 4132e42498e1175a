import {
  Alert, Button, ButtonLink, CustomerFormFields, FileField, PageHeader, customerBody, customerFormErrors, emptyCustomerForm, errorMessage,
  fieldOfServerMessage, navigate, type CustomerFormErrors, type CustomerTextField, type UploadedFile,
} from '@gold/ui'
import { validateCustomerInput } from '@gold/core/customers/index'
import { useState, type FormEvent } from 'react'
import { trpc } from '../../trpc.ts'

export const KYC_DOCS = [
  { key: 'aadhaarDocUrl', label: 'Aadhaar document' },
  { key: 'panDocUrl', label: 'PAN document' },
  { key: 'livePhotoUrl', label: 'Live photo' },
  { key: 'idCardPhotoUrl', label: 'ID card photo' },
  { key: 'passbookUrl', label: 'Bank passbook' },
] as const
export type KycKey = (typeof KYC_DOCS)[number]['key']

export function NewBorrowerPage() {
  const [values, setValues] = useState(emptyCustomerForm)
  const [docs, setDocs] = useState<Partial<Record<KycKey, UploadedFile | null>>>({})
  const [errors, setErrors] = useState<CustomerFormErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const utils = trpc.useUtils()
  const create = trpc.customers.create.useMutation({ onSuccess: () => utils.customers.list.invalidate() })

  const onChange = (field: CustomerTextField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }))
  }
  const setDoc = (key: KycKey, file: UploadedFile | null) => {
    setDocs((d) => ({ ...d, [key]: file }))
    if ((key === 'aadhaarDocUrl' || key === 'panDocUrl') && file) setErrors((e) => ({ ...e, kycDocs: undefined }))
  }
  const docUrls = Object.fromEntries(KYC_DOCS.map(({ key }) => [key, docs[key]?.pathname ?? ''])) as Record<KycKey, string>

  const focus = (found: CustomerFormErrors) => {
    const first = Object.keys(found)[0]
    if (!first) return
    const selector = first === 'kycDocs' ? '#kyc-docs input[type=file]' : `[name="${first}"]`
    window.requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus())
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    setFormError(null)
    const found = customerFormErrors(values, 'staff', docUrls)
    setErrors(found)
    const body = { ...customerBody(values), ...Object.fromEntries(Object.entries(docUrls).filter(([, v]) => v)) }
    if (Object.keys(found).length > 0 || !validateCustomerInput(body, { mode: 'staff' }).ok) return focus(found)
    try {
      const created = await create.mutateAsync(body)
      navigate(`/borrowers/${created.id}`)
    } catch (err) {
      const message = errorMessage(err)
      const field = fieldOfServerMessage(message)
      if (field) {
        setErrors({ [field]: message })
        focus({ [field]: message })
      } else setFormError(message)
    }
  }

  return (
    <>
      <PageHeader title="New borrower" back={{ to: '/borrowers', label: 'Borrowers' }} subtitle="Fields marked * are required. An Aadhaar or PAN document is required." />
      <form className="form" onSubmit={onSubmit} noValidate aria-label="New borrower">
        {formError && <Alert tone="danger">{formError}</Alert>}
        {Object.keys(errors).filter((k) => errors[k as keyof CustomerFormErrors]).length > 1 && <Alert tone="danger">Please correct the highlighted fields.</Alert>}
        <CustomerFormFields values={values} errors={errors} onChange={onChange} mode="staff" />
        <fieldset className="fieldset" id="kyc-docs">
          <legend>KYC documents</legend>
          {errors.kycDocs && <p className="field-error" role="alert">{errors.kycDocs}</p>}
          <div className="form-grid cols-2">
            {KYC_DOCS.map(({ key, label }) => (
              <FileField
                key={key}
                label={key === 'aadhaarDocUrl' || key === 'panDocUrl' ? `${label} (Aadhaar or PAN required)` : `${label} (optional)`}
                purpose="kyc"
                value={docs[key] ?? null}
                onChange={(f) => setDoc(key, f)}
              />
            ))}
          </div>
        </fieldset>
        <div className="form-actions">
          <ButtonLink to="/borrowers" variant="secondary">Cancel</ButtonLink>
          <Button type="submit" busy={create.isPending}>{create.isPending ? 'Saving…' : 'Save borrower'}</Button>
        </div>
      </form>
    </>
  )
}
