import { formatDateIn, formatIsoDateIn, formatPaiseIn } from './format-in-language.ts'
import { useLanguage } from './language-context.tsx'

/** Amounts and dates in the reader's language, for the sentences a catalogue builds around them. */
export function useFormat() {
  const { language } = useLanguage()
  return {
    paise: (paise: number) => formatPaiseIn(language, Math.round(paise)),
    date: (instant: Date | string | number | null | undefined) => formatDateIn(language, instant),
    isoDate: (iso: string | null | undefined) => formatIsoDateIn(language, iso),
  }
}
