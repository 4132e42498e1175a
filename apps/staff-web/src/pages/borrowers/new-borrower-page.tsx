import {
  Alert,
  Button,
  ButtonLink,
  CustomerFormFields,
  PrivacyConsent,
  consentField,
  FileField,
  LanguageSelect,
  PageHeader,
  customerBody,
  navigate,
  useCustomerForm,
  type UploadedFile,
} from '@gold/ui'
import { validateCustomerInput } from '@gold/core/customers/index'
import type { MessageLanguage } from '@gold/core/messages/message-language'
import { useState } from 'react'
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
  const [docs, setDocs] = useState<Partial<Record<KycKey, UploadedFile | null>>>({})
  const docUrls = Object.fromEntries(KYC_DOCS.map(({ key }) => [key, docs[key]?.pathname ?? ''])) as Record<
    KycKey,
    string
  >
  const [language, setLanguage] = useState<MessageLanguage>('en')
  const [consent, setConsent] = useState(false)
  const form = useCustomerForm('staff', docUrls)
  const utils = trpc.useUtils()
  const create = trpc.customers.create.useMutation({ onSuccess: () => utils.customers.list.invalidate() })

  const onSubmit = form.handleSubmit(async (values) => {
    const body = { ...customerBody(values), ...Object.fromEntries(Object.entries(docUrls).filter(([, v]) => v)) }
    // The API's full check (KYC URL lengths too), so nothing is sent that it would refuse.
    const checked = validateCustomerInput(body, { mode: 'staff' })
    if (!checked.ok) throw new Error(checked.message)
    const created = await create.mutateAsync({ ...body, preferredLanguage: language, ...consentField(consent) })
    navigate(`/borrowers/${created.id}`)
  })

  return (
    <>
      <PageHeader
        title="New borrower"
        back={{ to: '/borrowers', label: 'Borrowers' }}
        subtitle="Fields marked * are required. An Aadhaar or PAN document is required."
      />
      <form className="form" onSubmit={onSubmit} noValidate aria-label="New borrower">
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        {Object.keys(form.errors).length > 1 && <Alert tone="danger">Please correct the highlighted fields.</Alert>}
        <CustomerFormFields form={form} mode="staff" />
        <fieldset className="fieldset">
          <legend>Messages</legend>
          <div className="form-grid cols-2">
            <LanguageSelect
              value={language}
              onChange={setLanguage}
              hint="Due and overdue reminders and notices go by SMS and WhatsApp in this language."
            />
          </div>
        </fieldset>
        <fieldset className="fieldset">
          <legend>KYC documents</legend>
          <div className="form-grid cols-2">
            {KYC_DOCS.map(({ key, label }) => (
              <FileField
                key={key}
                label={
                  key === 'aadhaarDocUrl' || key === 'panDocUrl'
                    ? `${label} (Aadhaar or PAN required)`
                    : `${label} (optional)`
                }
                purpose="kyc"
                value={docs[key] ?? null}
                onChange={(f) => setDocs((d) => ({ ...d, [key]: f }))}
                // One of the two satisfies the rule; the message sits at the first, where focus goes.
                error={key === 'aadhaarDocUrl' ? form.errors.kycDocs : null}
              />
            ))}
          </div>
        </fieldset>
        <PrivacyConsent at="counter" checked={consent} onChange={setConsent} />
        <div className="form-actions">
          <ButtonLink to="/borrowers" variant="secondary">
            Cancel
          </ButtonLink>
          <Button type="submit" busy={create.isPending}>
            {create.isPending ? 'Saving…' : 'Save borrower'}
          </Button>
        </div>
      </form>
    </>
  )
}
