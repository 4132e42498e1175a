import { useLanguage, useT } from './language-context.tsx'
import { LANGUAGES, LANGUAGE_LABELS, isLanguage, type Language } from './language.ts'
import { uiText } from './ui-text.ts'

/**
 * English · हिन्दी · தமிழ்: each language named in itself, so a borrower finds theirs whatever the
 * screen reads in now; buttons rather than a select, one tap on a small phone. `onChoose` runs after
 * the choice is shown and remembered (the portal saves it to the borrower's preference).
 */
export function LanguageSwitcher({
  onChoose,
  busy = false,
  compact = false,
}: {
  onChoose?: (language: Language) => void
  busy?: boolean
  /** A select instead of buttons: the header of a 360px phone has room for one small control. */
  compact?: boolean
}) {
  const { language, choose } = useLanguage()
  const t = useT(uiText)
  const pick = (l: Language) => {
    if (l === language) return
    choose(l)
    onChoose?.(l)
  }
  if (compact)
    return (
      <select
        className="language-select"
        aria-label={t.language}
        value={language}
        disabled={busy}
        onChange={(e) => pick(isLanguage(e.target.value) ? e.target.value : language)}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_LABELS[l]}
          </option>
        ))}
      </select>
    )
  return (
    <div className="language-switcher" role="group" aria-label={t.language}>
      {LANGUAGES.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          className="language-option"
          aria-pressed={l === language}
          disabled={busy}
          onClick={() => pick(l)}
        >
          {LANGUAGE_LABELS[l]}
        </button>
      ))}
    </div>
  )
}
