import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { Catalogue } from './catalogue.ts'
import { UI_ERROR_TEXT, type ErrorText } from './error-text.ts'
import { rememberLanguage, rememberedLanguage, type Language } from './language.ts'

type LanguageState = {
  language: Language
  /** The reader's own choice (a switcher): shown and remembered on this browser. */
  choose: (language: Language) => void
  /** A language from elsewhere (the borrower's saved preference): shown and remembered, not a choice. */
  follow: (language: Language) => void
  /** Whether the reader chose a language on this visit (then it wins over a preference read later). */
  chosen: () => boolean
  /** The server's errors a borrower can meet, by code, in the reader's language (none in English). */
  errorText: ErrorText
}

// Without a provider (the staff app) everything reads in English, as before.
const LanguageContext = createContext<LanguageState>({
  language: 'en',
  choose: () => undefined,
  follow: () => undefined,
  chosen: () => false,
  errorText: {},
})

type TranslatedErrors = { readonly [L in Exclude<Language, 'en'>]?: ErrorText }

/** The borrower apps' language: the one this browser last chose, else `initial`, else English. */
export function LanguageProvider({
  initial,
  errors,
  children,
}: {
  initial?: Language
  /** The app's own error codes in Hindi and Tamil, beside the shared ones (sign-in, the borrower form). */
  errors?: TranslatedErrors
  children: ReactNode
}) {
  const [language, setLanguage] = useState<Language>(() => initial ?? rememberedLanguage() ?? 'en')
  const chosenRef = useRef(false)
  useEffect(() => {
    // Screen readers pick their voice, and the browser its fonts, by the page's lang.
    document.documentElement.lang = language
  }, [language])
  const choose = useCallback((next: Language) => {
    chosenRef.current = true
    setLanguage(next)
    rememberLanguage(next)
  }, [])
  const follow = useCallback((next: Language) => {
    setLanguage(next)
    rememberLanguage(next)
  }, [])
  const value = useMemo(
    () => ({
      language,
      choose,
      follow,
      chosen: () => chosenRef.current,
      errorText: language === 'en' ? {} : { ...UI_ERROR_TEXT[language], ...errors?.[language] },
    }),
    [language, choose, follow, errors],
  )
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>
}

export const useLanguage = () => useContext(LanguageContext)

/** The messages of `catalogue` in the reader's language: `const t = useT(portalText)`, then `t.signIn.title`. */
export function useT<T>(catalogue: Catalogue<T>): T {
  return catalogue[useLanguage().language]
}
