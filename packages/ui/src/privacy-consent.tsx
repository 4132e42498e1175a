import { PRIVACY_NOTICE, PRIVACY_NOTICE_VERSION } from '@gold/core/privacy/privacy-notice'
import { Checkbox } from './fields.tsx'

/**
 * The shop's privacy notice and the borrower's consent to it (DPDP Act s. 5-6, issue 28), on the
 * intake form (`borrower`: the borrower ticks it) and the staff borrower form (`counter`: staff tick
 * it once the borrower has read it). A ticked box sends the notice's version with the form, which the
 * API records; an unticked one refuses nothing (the spec's forms answer as before).
 */
export function PrivacyConsent({
  checked,
  onChange,
  at,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  at: 'borrower' | 'counter'
}) {
  return (
    <fieldset className="fieldset">
      <legend>{PRIVACY_NOTICE.title}</legend>
      <ul className="small">
        {PRIVACY_NOTICE.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <Checkbox
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        label={
          at === 'borrower'
            ? `I have read the privacy notice (version ${PRIVACY_NOTICE_VERSION}) and agree to the shop using my data as it says.`
            : `The borrower has read the privacy notice (version ${PRIVACY_NOTICE_VERSION}) and agrees.`
        }
      />
    </fieldset>
  )
}

/** The form body's consent field: the notice's version when ticked, nothing otherwise. */
export const consentField = (checked: boolean): { privacyNoticeVersion?: string } =>
  checked ? { privacyNoticeVersion: PRIVACY_NOTICE_VERSION } : {}
