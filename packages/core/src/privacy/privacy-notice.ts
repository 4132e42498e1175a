import { isRecord } from '../shared/is-record.ts'

/**
 * The shop's privacy notice (DPDP Act 2023 s. 5): what the borrower is told before giving their
 * data, in plain words. Its version is what a consent records, so a consent always names the text
 * the borrower saw; change the text, change the version.
 */
export const PRIVACY_NOTICE_VERSION = '2026-12-30'

export const CONSENT_CHANNELS = ['intake', 'counter'] as const
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number]

export const PRIVACY_NOTICE: { title: string; points: readonly string[] } = {
  title: 'How the shop uses your personal data',
  points: [
    'The shop collects your name, contact details, Aadhaar and PAN numbers, bank details, nominee and KYC documents to identify you and to lend against your gold, as RBI and the money-lending laws require.',
    'Your Aadhaar number is kept encrypted and is shown to staff only masked; the full number is seen only for a recorded reason.',
    'Your data is used only for your loans: documents, reminders and notices about them. It is not sold or shared for marketing.',
    'You may ask the shop for a copy of your data and to correct it. After your last loan is closed and the period the law requires has passed, you may ask for your identity data to be erased; the loan records the law requires are kept.',
    'Questions and complaints go to the shop; you may also complain to the Data Protection Board of India.',
  ],
}

/**
 * The notice version a form's body says the borrower agreed to (`privacyNoticeVersion`), when it is
 * the current one; otherwise null and no consent is recorded. Never a refusal: spec 4.6's forms
 * answer as before whether or not a consent came with them.
 */
export function consentedNoticeVersion(body: unknown): string | null {
  const version = isRecord(body) ? body.privacyNoticeVersion : undefined
  return version === PRIVACY_NOTICE_VERSION ? version : null
}
