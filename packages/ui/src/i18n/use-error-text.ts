import { errorMessage } from '../format.ts'
import { serverErrorOf, type ServerError } from '../server-error.ts'
import { useLanguage, useT } from './language-context.tsx'
import { uiText } from './ui-text.ts'

const OFFLINE_EN = errorMessage(new Error('Failed to fetch'))

/**
 * What to show for a failed request in the reader's language: the translation of its code when there
 * is one, else the server's message (the spec's English); a lost connection in the reader's words.
 */
export function useErrorText() {
  const { errorText } = useLanguage()
  const t = useT(uiText)
  const ofAnswer = (answer: ServerError): string => {
    const translated = answer.code === null ? undefined : errorText[answer.code]
    if (translated) return translated
    if (answer.message === OFFLINE_EN) return t.offline
    return answer.message || t.somethingWrong
  }
  return {
    ofAnswer,
    of: (error: unknown) => ofAnswer(serverErrorOf(error)),
    /** A check run in the browser (core's code and English message), in the reader's language. */
    ofCode: (code: string, message: string) => errorText[code] ?? message,
  }
}
