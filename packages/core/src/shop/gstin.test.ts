import { describe, expect, it } from 'vitest'
import { gstinCheckCharacter, gstinProblem } from './gstin.ts'

describe('gstinCheckCharacter', () => {
  it.each([
    ['27AAPFU0939F1Z', 'V'],
    ['29AAGCB7383J1Z', '4'],
  ])('%s → %s', (first14, check) => {
    expect(gstinCheckCharacter(first14)).toBe(check)
  })

  it('refuses characters outside 0-9 and A-Z, and the wrong length', () => {
    expect(gstinCheckCharacter('27aapfu0939f1z')).toBeNull()
    expect(gstinCheckCharacter('27AAPFU0939F1')).toBeNull()
  })
})

describe('gstinProblem', () => {
  it.each([
    ['27AAPFU0939F1ZV', null],
    ['29AAGCB7383J1Z4', null],
    ['27AAPFU0939F1Z', 'length'],
    ['27AAPFU0939F1ZV1', 'length'],
    ['27AAPFU0939F1Z-', 'length'],
    ['00AAPFU0939F1ZV', 'stateCode'],
    ['39AAPFU0939F1ZV', 'stateCode'],
    ['X7AAPFU0939F1ZV', 'stateCode'],
    ['27AAPF10939F1ZV', 'pan'],
    ['27AAPFU0939F0ZV', 'entity'],
    ['27AAPFU0939F1YV', 'entity'],
    ['27AAPFU0939F1ZW', 'checkDigit'],
    // One digit typed wrong changes the check character.
    ['27AAPFU0938F1ZV', 'checkDigit'],
  ])('%s → %s', (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem)
  })
})
