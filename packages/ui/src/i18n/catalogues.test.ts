import { describe, expect, it } from 'vitest'
import { catalogueProblems } from './catalogue-check.ts'
import { customerFormText } from './customer-form-text.ts'
import { UI_ERROR_TEXT } from './error-text.ts'
import { installmentText } from './installment-text.ts'

describe('the shared catalogues', () => {
  it('the borrower form has every label and hint in Hindi and Tamil', () => {
    expect(catalogueProblems(customerFormText)).toEqual([])
  })

  it('every translated error code is in both languages, in its script', () => {
    expect(Object.keys(UI_ERROR_TEXT.ta)).toEqual(Object.keys(UI_ERROR_TEXT.hi))
    for (const text of Object.values(UI_ERROR_TEXT.hi)) expect(text).toMatch(/[\u0900-\u097F]/)
    for (const text of Object.values(UI_ERROR_TEXT.ta)) expect(text).toMatch(/[\u0B80-\u0BFF]/)
  })

  it("installment states and the schedule's count: English is core's wording, Hindi and Tamil count alike", () => {
    const installments = [{ state: 'paid' }, { state: 'paid' }, { state: 'overdue' }, { state: 'carried' }] as const
    expect(installmentText.en.summary(installments, 'renewed', 'GL/1')).toBe(
      '2 of 4 paid · 1 carried to loan GL/1 · 1 overdue',
    )
    expect(installmentText.hi.summary(installments, 'renewed', 'GL/1')).toBe('4 में से 2 जमा · 1 लोन GL/1 में गईं · 1 बकाया')
    expect(installmentText.ta.summary(installments, 'renewed', null)).toBe(
      '4 இல் 2 செலுத்தப்பட்டன · 1 புதிய கடனுக்கு மாற்றப்பட்டன · 1 தாமதம்',
    )
    for (const state of ['paid', 'partlyPaid', 'due', 'overdue', 'carried', 'settled'] as const) {
      expect(installmentText.hi.state(state, 'sold')).toMatch(/[\u0900-\u097F]/)
      expect(installmentText.ta.state(state, 'closed')).toMatch(/[\u0B80-\u0BFF]/)
    }
    expect(installmentText.en.state('settled', 'sold')).toBe('Settled by the sale')
  })
})
