import {
  type CertificateStrings,
  type CommonStrings,
  type PaperLanguage,
  type RateSource,
  formatIstClock,
  formatIstDate,
  paperDate,
  paperStrings,
} from '@gold/core'

/** The certificate's strings in the borrower's language (issue 28); English prints as before. */
export type CertificatePaper = {
  language: PaperLanguage
  t: CertificateStrings
  common: CommonStrings
  /** An instant's day in IST, as the language prints dates. */
  date: (instant: Date) => string
  dateTime: (instant: Date) => string
}

const IST_OFFSET_MS = 330 * 60 * 1000

export function certificatePaperOf(language: PaperLanguage = 'en'): CertificatePaper {
  const strings = paperStrings(language)
  const date = (instant: Date) =>
    language === 'en'
      ? formatIstDate(instant)
      : paperDate(language, new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10))
  return {
    language,
    t: strings.certificate,
    common: strings.common,
    date,
    dateTime: (instant) => strings.certificate.dateTime(date(instant), formatIstClock(instant)),
  }
}

/** A stored rate source (`shop`, `demo`, `manual`, a feed's URL) as the catalogue names it. */
export function rateSourceOf(source: string): RateSource {
  if (source === 'shop' || source === 'demo' || source === 'manual') return { kind: source, text: source }
  try {
    return { kind: 'feed', text: new URL(source).host }
  } catch {
    return { kind: 'other', text: source }
  }
}
