import { catalogueProblems } from '@gold/ui/test-support/catalogue-check'
import { describe, expect, it } from 'vitest'
import { intakeText } from './intake-text.ts'

// The borrower form's labels and the code steps are shared; @gold/ui tests those catalogues.
describe("the intake form's catalogue", () => {
  it('has every English message in Hindi and Tamil, written in their scripts', () => {
    expect(catalogueProblems(intakeText)).toEqual([])
  })
})
