import { formatHindiDate, formatIsoDate, formatTamilDate, type IsoDate } from '../shared/india-calendar.ts'
import { formatDecimal } from '../shared/indian-format.ts'
import { messageLanguage, type MessageLanguage } from '../messages/message-language.ts'

/** The language a borrower's papers print in: the borrower's `preferredLanguage`, as their messages. */
export type PaperLanguage = MessageLanguage
export const paperLanguage = (value: unknown): PaperLanguage => messageLanguage(value)

const DATE_FORMATS: Record<PaperLanguage, (date: IsoDate) => string> = {
  en: formatIsoDate,
  hi: formatHindiDate,
  ta: formatTamilDate,
}

/**
 * A calendar date as the papers print it: the day and year in international digits (as Indian
 * banks' Hindi and Tamil papers do) and the month named in the document's language. '-' for none.
 */
export const paperDate = (language: PaperLanguage, date: IsoDate | null): string =>
  date ? DATE_FORMATS[language](date) : '-'

/** A percentage as figures print it: `12.5`, `9`. */
export const percentFigure = (rate: number): string => formatDecimal(rate)
