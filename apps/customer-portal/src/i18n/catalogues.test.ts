import type { Catalogue } from '@gold/ui'
import { catalogueProblems } from '@gold/ui/test-support/catalogue-check'
import { describe, expect, it } from 'vitest'
import { homeText } from './home-text.ts'
import { loanStatusText } from './loan-status-text.ts'
import { loanTermsText } from './loan-terms-text.ts'
import { loanText } from './loan-text.ts'
import { paymentsText } from './payments-text.ts'
import { releaseText } from './release-text.ts'
import { shellText } from './shell-text.ts'
import { signInText } from './sign-in-text.ts'

const CATALOGUES: Record<string, Catalogue<object>> = {
  homeText,
  loanStatusText,
  loanTermsText,
  loanText,
  paymentsText,
  releaseText,
  shellText,
  signInText,
}

describe("the portal's catalogues", () => {
  it.each(Object.entries(CATALOGUES))(
    '%s has every English message in Hindi and Tamil, written in their scripts',
    (_name, catalogue) => {
      expect(catalogueProblems(catalogue)).toEqual([])
    },
  )
})
