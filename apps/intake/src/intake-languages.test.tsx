import { intakeErrors } from '@gold/core/intake/intake-errors'
import { PRIVACY_NOTICES, PRIVACY_NOTICE_VERSION } from '@gold/core/privacy/privacy-notice'
import { configureRouter, LanguageProvider, type Language } from '@gold/ui'
import { formQueries } from '@gold/ui/test-support/form-queries'
import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { App } from './app.tsx'

useMockServer()

const { input, fieldError } = formQueries({ exact: true })

beforeEach(() => {
  localStorage.clear()
  configureRouter({ base: '/intake/' })
  window.history.replaceState(null, '', '/intake/demo?token=tok-1')
  stubProcedure('intake.form', () => ({ tenant: { name: 'Demo Gold Loans', slug: 'demo' }, link: 'valid' }))
  stubProcedure('auth.sendOtp', () => ({ success: true }))
  stubProcedure('auth.verifyOtp', () => ({ success: true }))
})

const WORDS = {
  hi: {
    verify: 'अपने ईमेल की पुष्टि करें',
    email: 'ईमेल पता',
    send: 'कोड भेजें',
    code: '6 अंकों का कोड',
    verifyButton: 'ईमेल की पुष्टि करें',
    details: 'आपकी जानकारी',
    name: 'पूरा नाम',
    phone: 'मोबाइल नंबर',
    submit: 'मेरी जानकारी भेजें',
    nameRequired: 'नाम लिखना ज़रूरी है।',
    done: 'धन्यवाद, आपकी जानकारी भेज दी गई है',
  },
  ta: {
    verify: 'உங்கள் மின்னஞ்சலைச் சரிபார்க்கவும்',
    email: 'மின்னஞ்சல் முகவரி',
    send: 'குறியீட்டை அனுப்பு',
    code: '6 இலக்கக் குறியீடு',
    verifyButton: 'மின்னஞ்சலைச் சரிபார்',
    details: 'உங்கள் விவரங்கள்',
    name: 'முழுப் பெயர்',
    phone: 'கைபேசி எண்',
    submit: 'என் விவரங்களை அனுப்பு',
    nameRequired: 'பெயர் கட்டாயம்.',
    done: 'நன்றி, உங்கள் விவரங்கள் அனுப்பப்பட்டன',
  },
} as const

async function verifyIn(language: Language & keyof typeof WORDS) {
  const w = WORDS[language]
  const user = userEvent.setup()
  await screen.findByRole('heading', { name: w.verify })
  await user.type(input(w.email), 'meera@example.com')
  await user.click(screen.getByRole('button', { name: w.send }))
  await user.type(await screen.findByLabelText(new RegExp(`^${w.code}`)), '123456')
  await user.click(screen.getByRole('button', { name: w.verifyButton }))
  await screen.findByRole('heading', { name: w.details })
  return user
}

describe('Intake form in Hindi and Tamil', () => {
  it.each(['hi', 'ta'] as const)(
    '%s: every step reads in the language, a refusal too, and the borrower is kept in it',
    async (language) => {
      const w = WORDS[language]
      const calls = stubProcedure('intake.submit', () => ({ success: true, customer: { id: 'c1', name: 'மீனா' } }))
      renderWithTrpc(
        <LanguageProvider initial={language}>
          <App />
        </LanguageProvider>,
      )
      const user = await verifyIn(language)
      await user.click(screen.getByRole('button', { name: w.submit }))
      expect(fieldError(w.name)).toBe(w.nameRequired)
      expect(calls).toEqual([])
      await user.type(input(w.name), 'மீனா சுந்தரம்')
      await user.type(input(w.phone), '9876543210')
      // The privacy notice reads in the language too, and the tick sends the notice's version.
      const notice = PRIVACY_NOTICES[language]
      expect(screen.getByRole('group', { name: notice.title })).toBeTruthy()
      await user.click(screen.getByLabelText(notice.borrowerAgrees(PRIVACY_NOTICE_VERSION)))
      await user.click(screen.getByRole('button', { name: w.submit }))
      await screen.findByRole('heading', { name: w.done })
      expect(calls.map((c) => c.input)).toMatchObject([
        { name: 'மீனா சுந்தரம்', preferredLanguage: language, privacyNoticeVersion: PRIVACY_NOTICE_VERSION },
      ])
    },
  )

  it('the switcher at the top changes the form at once, keeps what was typed, and the choice is sent', async () => {
    const calls = stubProcedure('intake.submit', () => ({ success: true, customer: { id: 'c1', name: 'Meera' } }))
    renderWithTrpc(
      <LanguageProvider>
        <App />
      </LanguageProvider>,
    )
    // English first: switch to Hindi on the first step, then to Tamil on the details step.
    await screen.findByRole('heading', { name: 'Verify your email' })
    const english = userEvent.setup()
    await english.click(within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'हिन्दी' }))
    expect(screen.getByRole('heading', { name: WORDS.hi.verify })).toBeTruthy()
    await english.type(input(WORDS.hi.email), 'meera@example.com')
    await english.click(screen.getByRole('button', { name: WORDS.hi.send }))
    await english.type(await screen.findByLabelText(/^6 अंकों का कोड/), '123456')
    await english.click(screen.getByRole('button', { name: WORDS.hi.verifyButton }))
    await screen.findByRole('heading', { name: WORDS.hi.details })
    await english.type(input(WORDS.hi.name), 'Meera Nair')
    await english.click(within(screen.getByRole('group', { name: 'भाषा' })).getByRole('button', { name: 'தமிழ்' }))
    expect(input(WORDS.ta.name).value).toBe('Meera Nair')
    await english.type(input(WORDS.ta.phone), '9876543210')
    await english.click(screen.getByRole('button', { name: WORDS.ta.submit }))
    await waitFor(() => expect(calls.map((c) => c.input)).toMatchObject([{ preferredLanguage: 'ta' }]))
  })

  it('an expired verification from the server is explained in the language', async () => {
    stubProcedure('intake.submit', () => {
      throw intakeErrors.error('emailNotVerified')
    })
    renderWithTrpc(
      <LanguageProvider initial="ta">
        <App />
      </LanguageProvider>,
    )
    const user = await verifyIn('ta')
    await user.type(input(WORDS.ta.name), 'Meera Nair')
    await user.type(input(WORDS.ta.phone), '9876543210')
    await user.click(screen.getByRole('button', { name: WORDS.ta.submit }))
    expect((await screen.findByRole('status')).textContent).toContain('சரிபார்ப்பின் காலம் முடிந்துவிட்டது')
    expect(screen.queryByText(intakeErrors.table.emailNotVerified.message)).toBeNull()
  })
})
