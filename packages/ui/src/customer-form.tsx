import type { CustomerForm } from './customer-form-model.ts'
import { TextArea, TextField } from './fields.tsx'

/** "1234 5678 9012": twelve digits and the two spaces the card prints between groups. */
const AADHAAR_AS_PRINTED = 14

/** The borrower's details, grouped; every input labelled, errors inline. */
export function CustomerFormFields({ form, mode }: { form: CustomerForm; mode: 'staff' | 'intake' }) {
  const input = form.text
  return (
    <>
      <fieldset className="fieldset">
        <legend>Personal details</legend>
        <div className="form-grid cols-2">
          <TextField
            label="Full name"
            autoComplete="name"
            required
            {...input('name')}
            hint="As printed on Aadhaar or PAN."
          />
          <TextField
            label="Mobile number"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            {...input('phone')}
            hint="10-digit Indian mobile number."
          />
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            inputMode="email"
            required={mode === 'intake'}
            {...input('email')}
            hint={
              mode === 'intake'
                ? 'The address you verified above.'
                : 'Optional. Used for certificates and the borrower portal.'
            }
            readOnly={mode === 'intake'}
          />
          <TextArea
            label="Address"
            autoComplete="street-address"
            rows={3}
            {...input('address')}
            fieldClassName="span-all"
          />
        </div>
      </fieldset>
      <fieldset className="fieldset">
        <legend>Identity</legend>
        <div className="form-grid cols-2">
          <TextField
            label="Aadhaar number"
            inputMode="numeric"
            maxLength={AADHAAR_AS_PRINTED}
            {...input('aadhaar')}
            hint="12 digits; spaces as printed on the card are fine."
          />
          <TextField
            label="PAN"
            autoCapitalize="characters"
            maxLength={10}
            {...input('pan')}
            hint="For example ABCDE1234F."
          />
        </div>
      </fieldset>
      <fieldset className="fieldset">
        <legend>Nominee (optional)</legend>
        <div className="form-grid cols-2">
          <TextField label="Nominee name" {...input('nomineeName')} />
          <TextField
            label="Relationship with nominee"
            {...input('nomineeRel')}
            hint="For example Spouse, Son, Daughter."
          />
        </div>
      </fieldset>
      <fieldset className="fieldset">
        <legend>Bank account (optional)</legend>
        <p className="field-hint">Fill in all three or leave all three empty.</p>
        <div className="form-grid cols-3">
          <TextField label="Bank name" {...input('bankName')} />
          <TextField label="Account number" inputMode="numeric" {...input('accountNumber')} />
          <TextField label="IFSC code" autoCapitalize="characters" maxLength={11} {...input('ifsc')} />
        </div>
      </fieldset>
    </>
  )
}
