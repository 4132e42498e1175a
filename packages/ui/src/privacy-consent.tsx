import { PRIVACY_NOTICES, PRIVACY_NOTICE_VERSION } from '@gold/core/privacy/privacy-notice'
import { Checkbox } from './fields.tsx'
import { useLanguage } from './i18n/language-context.tsx'

/**
 * The shop's privacy notice and the borrower's consent to it (DPDP Act s. 5-6, issue 28), on the
 * intake form (`borrower`: the borrower ticks it, in the language they read the form in) and the
 * staff borrower form (`counter`: staff tick it once the borrower has read it; in English). A ticked box sends the notice's version with the form, which the
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
  const { language } = useLanguage()
  const notice = PRIVACY_NOTICES[at === 'borrower' ? language : 'en']
  return (
    <fieldset className="fieldset">
      <legend>{notice.title}</legend>
      <ul className="small">
        {notice.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <Checkbox
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        label={
          at === 'borrower'
            ? notice.borrowerAgrees(PRIVACY_NOTICE_VERSION)
            : `The borrower has read the privacy notice (version ${PRIVACY_NOTICE_VERSION}) and agrees.`
        }
      />
    </fieldset>
  )
}

/** The form body's consent field: the notice's version when ticked, nothing otherwise. */
export const consentField = (checked: boolean): { privacyNoticeVersion?: string } =>
  checked ? { privacyNoticeVersion: PRIVACY_NOTICE_VERSION } : {}
