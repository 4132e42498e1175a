import { describe, expect, it } from 'vitest'
import { PAPER_STRINGS } from './paper-strings.ts'

/**
 * A stand-in for any argument a catalogue function takes: it reads as `7` in text, every property
 * of it is another stand-in, and it equals no literal, so every branch that prints a value is taken.
 */
const anything: unknown = new Proxy(() => anything, {
  get: (_target, key) => (key === Symbol.toPrimitive ? () => '7' : anything),
  apply: () => anything,
})

/** Every printed text of a catalogue entry, by path; functions are called with stand-ins. */
function leaves(value: unknown, path: string, out: Map<string, string>) {
  const v =
    typeof value === 'function'
      ? (value as (...a: unknown[]) => unknown)(anything, anything, anything, anything)
      : value
  if (typeof v === 'string') out.set(path, v)
  else if (Array.isArray(v)) v.forEach((item, i) => leaves(item, `${path}[${i}]`, out))
  else if (typeof v === 'object' && v !== null)
    for (const [k, child] of Object.entries(v)) leaves(child, path ? `${path}.${k}` : k, out)
  return out
}

const english = leaves(PAPER_STRINGS.en, '', new Map())
const SCRIPTS = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/ } as const
/** An English word (not an acronym such as UPI, EMI, GSTIN, IST or a unit such as g). */
const ENGLISH_WORD = /\b[a-z]{3,}\b/

describe('the papers catalogue', () => {
  it('has English texts for every document', () => {
    expect(english.size).toBeGreaterThan(250)
    for (const [path, text] of english) expect(text.trim(), path).not.toBe('')
  })

  describe.each(['hi', 'ta'] as const)('%s', (language) => {
    const texts = leaves(PAPER_STRINGS[language], '', new Map())
    const other = SCRIPTS[language === 'hi' ? 'ta' : 'hi']

    it('has every text English has, and nothing else', () => {
      expect([...texts.keys()].sort()).toEqual([...english.keys()].sort())
    })

    it('is written in its own script: a text left as in English has no English words', () => {
      for (const [path, text] of texts) {
        const en = english.get(path)!
        expect(text.trim(), path).not.toBe('')
        expect(other.test(text), `${path} is in the other script`).toBe(false)
        if (text === en)
          expect(ENGLISH_WORD.test(en.replace(/\b(cms\.rbi\.org\.in|cooling-off)\b/g, '')), path).toBe(false)
        else expect(SCRIPTS[language].test(text) || !ENGLISH_WORD.test(text), `${path}: ${text}`).toBe(true)
      }
    })

    it('keeps every figure English prints (numbers, rates, amounts)', () => {
      const digits = (s: string) => (s.match(/\d+/g) ?? []).sort().join(' ')
      for (const [path, text] of texts) expect(digits(text), path).toBe(digits(english.get(path)!))
    })
  })
})
