import { describe, expect, it } from 'vitest'
import { catalogueProblems } from './catalogue-check.ts'
import { defineCatalogue } from './catalogue.ts'
import { uiText } from './ui-text.ts'

describe('the shared catalogue', () => {
  it('has every English message in Hindi and Tamil, in their scripts', () => {
    expect(catalogueProblems(uiText)).toEqual([])
  })

  it('the check finds a missing key, an English leftover and a wrong shape', () => {
    const broken = defineCatalogue(
      { title: 'Title', count: (n: number) => `${n} loans` },
      // Cast: the type already refuses these; the check guards catalogues built at run time too.
      { hi: { title: 'Title', count: 'गिनती' } as never, ta: { count: (n: number) => `${n} கடன்கள்` } as never },
    )
    expect(catalogueProblems(broken)).toEqual([
      'hi: title is not translated: "Title"',
      'hi: count is a string, English a function',
      'ta: title is missing',
    ])
  })
})
