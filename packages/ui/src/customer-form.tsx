import type { CustomerForm } from './customer-form-model.ts'
import { TextArea, TextField } from './fields.tsx'
import { customerFormText } from './i18n/customer-form-text.ts'
import { useT } from './i18n/language-context.tsx'

/** "1234 5678 9012": twelve digits and the two spaces the card prints between groups. */
const AADHAAR_AS_PRINTED = 14

/** The borrower's details, grouped; every input labelled, errors inline. */
export function CustomerFormFields({ form, mode }: { form: CustomerForm; mode: 'staff' | 'intake' }) {
  const input = form.text
  const t = useT(customerFormText)
  return (
    <>
      <fieldset className="fieldset">
        <legend>{t.personal}</legend>
        <div className="form-grid cols-2">
          <TextField label={t.name} autoComplete="name" required {...input('name')} hint={t.nameHint} />
          <TextField
            label={t.phone}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            {...input('phone')}
            hint={t.phoneHint}
          />
          <TextField
            label={t.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            required={mode === 'intake'}
            {...input('email')}
            hint={mode === 'intake' ? t.emailHintIntake : t.emailHintStaff}
            readOnly={mode === 'intake'}
          />
          <TextArea
            label={t.address}
            autoComplete="street-address"
            rows={3}
            {...input('address')}
            fieldClassName="span-all"
          />
        </div>
      </fieldset>
      <fieldset className="fieldset">
        <legend>{t.identity}</legend>
        <div className="form-grid cols-2">
          <TextField
            label={t.aadhaar}
            inputMode="numeric"
            maxLength={AADHAAR_AS_PRINTED}
            {...input('aadhaar')}
            hint={t.aadhaarHint}
          />
          <TextField label={t.pan} autoCapitalize="characters" maxLength={10} {...input('pan')} hint={t.panHint} />
        </div>
      </fieldset>
      <fieldset className="fieldset">
        <legend>{t.nominee}</legend>
        <div className="form-grid cols-2">
          <TextField label={t.nomineeName} {...input('nomineeName')} />
          <TextField label={t.nomineeRel} {...input('nomineeRel')} hint={t.nomineeRelHint} />
        </div>
      </fieldset>
      <fieldset className="fieldset">
        <legend>{t.bank}</legend>
        <p className="field-hint">{t.bankHint}</p>
        <div className="form-grid cols-3">
          <TextField label={t.bankName} {...input('bankName')} />
          <TextField label={t.accountNumber} inputMode="numeric" {...input('accountNumber')} />
          <TextField label={t.ifsc} autoCapitalize="characters" maxLength={11} {...input('ifsc')} />
        </div>
      </fieldset>
    </>
  )
}
