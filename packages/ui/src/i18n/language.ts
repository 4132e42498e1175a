import {
  MESSAGE_LANGUAGES,
  MESSAGE_LANGUAGE_LABELS,
  isMessageLanguage,
  type MessageLanguage,
} from '@gold/core/messages/message-language'

/**
 * The borrower apps read in the languages the shop writes to the borrower in, so the screen and the
 * SMS agree and one preference (`Customer.preferredLanguage`) chooses both.
 */
export type Language = MessageLanguage
export const LANGUAGES: readonly Language[] = MESSAGE_LANGUAGES
/** Each language named in itself, as a borrower looks for it. */
export const LANGUAGE_LABELS: Record<Language, string> = MESSAGE_LANGUAGE_LABELS
export const isLanguage = isMessageLanguage

/** The Intl locale of a language: Indian digit grouping and month names in the language. */
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN' }

const STORAGE_KEY = 'gold.language'

/** The language this browser last chose, if any (private mode or a full storage reads as none). */
export function rememberedLanguage(): Language | null {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY)
    return isLanguage(stored) ? stored : null
  } catch {
    return null
  }
}

export function rememberLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language)
  } catch {
    // Not remembered: the choice still holds for this visit.
  }
}
