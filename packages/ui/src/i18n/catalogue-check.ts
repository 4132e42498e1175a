import type { Catalogue } from './catalogue.ts'
import { LANGUAGES, type Language } from './language.ts'

// A translated message must be written in its script: a Hindi message with no Devanagari (or a
// Tamil one with no Tamil letter) is English left behind. Codes and acronyms (PAN, IFSC, UPI) alone are fine.
const SCRIPT: Record<Language, RegExp | null> = { en: null, hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/ }
const NEUTRAL = /^[^a-z]*$/

type Leaf = string | ((...args: never[]) => string)

function leaves(value: unknown, path = ''): Map<string, Leaf> {
  const found = new Map<string, Leaf>()
  if (typeof value === 'string' || typeof value === 'function') found.set(path, value as Leaf)
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value))
      for (const [p, v] of leaves(inner, path ? `${path}.${key}` : key)) found.set(p, v)
  return found
}

/** A message function's text for sample values: numbers first, then text if it needs strings. */
function sampleText(message: Exclude<Leaf, string>): string {
  const call = message as (...args: unknown[]) => unknown
  for (const sample of [7, 'X']) {
    try {
      const text = call(...Array.from({ length: Math.max(message.length, 1) }, () => sample))
      if (typeof text === 'string') return text
    } catch {
      // try the next kind of sample
    }
  }
  return ''
}

/** Every way a catalogue's translations fall short of its English: missing, extra, misshapen, empty or untranslated messages. */
export function catalogueProblems<T>(catalogue: Catalogue<T>): string[] {
  const english = leaves(catalogue.en)
  const problems: string[] = []
  for (const language of LANGUAGES) {
    const messages = leaves(catalogue[language])
    for (const key of english.keys()) if (!messages.has(key)) problems.push(`${language}: ${key} is missing`)
    for (const [key, message] of messages) {
      const source = english.get(key)
      if (source === undefined) {
        problems.push(`${language}: ${key} is not in English`)
        continue
      }
      if (typeof source !== typeof message)
        problems.push(`${language}: ${key} is a ${typeof message}, English a ${typeof source}`)
      const text = typeof message === 'string' ? message : sampleText(message)
      if (text.trim() === '') problems.push(`${language}: ${key} is empty`)
      const script = SCRIPT[language]
      if (script && !script.test(text) && !NEUTRAL.test(text))
        problems.push(`${language}: ${key} is not translated: "${text}"`)
    }
  }
  return problems
}
