import { releaseDeskErrors } from '@gold/core/release-desk/release-desk-errors'
import { LanguageProvider, type Language } from '@gold/ui'
import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Shop } from '../tenant.ts'
import { ReleaseLinkPage } from './release-link-page.tsx'

useMockServer()

const shop: Shop = { name: 'Demo Gold Loans', slug: 'demo' }
const landing = {
  loanNumber: 'GL/2026-27/000012',
  awaitingRelease: true,
  releaseDueBy: '2026-12-05',
  booking: null,
  slots: [
    { date: '2026-12-01', time: '10:00', left: 2 },
    { date: '2026-12-01', time: '10:30', left: 2 },
  ],
}
const render = (language?: Language) =>
  renderWithTrpc(
    <LanguageProvider initial={language}>
      <ReleaseLinkPage shop={shop} token="tok-9" />
    </LanguageProvider>,
  )

describe('the SMS release link page (issue 28)', () => {
  it('no sign-in: the loan, its deadline, and a slot booked through the link', async () => {
    const reads = stubProcedure('releaseDesk.link', () => landing)
    const books = stubProcedure('releaseDesk.bookByLink', ({ slot }) => slot)
    render()
    expect(await screen.findByRole('heading', { name: 'Collect your gold', level: 1 })).toBeTruthy()
    expect(
      screen.getByText(
        'Loan GL/2026-27/000012 is closed. The shop returns your gold by 5 Dec 2026. Book a time to collect it at the branch.',
      ),
    ).toBeTruthy()
    fireEvent.click(
      within(screen.getByRole('group', { name: /^Choose a time/ })).getByRole('button', { name: /^10:30/ }),
    )
    expect(books).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: 'Book this slot' }))
    expect(await screen.findByText('Slot booked')).toBeTruthy()
    expect(screen.getByText(/Your slot: 10:30 on 1 Dec 2026\. Bring your gold receipt and ID\./)).toBeTruthy()
    expect(books.map((c) => c.input)).toEqual([
      { tenant: 'demo', token: 'tok-9', slot: { date: '2026-12-01', time: '10:30' } },
    ])
    expect(reads[0]?.input).toEqual({ tenant: 'demo', token: 'tok-9' })
  })

  it('an unknown link (404) says so and offers no slot', async () => {
    stubProcedure('releaseDesk.link', () => {
      throw releaseDeskErrors.error('linkInvalid')
    })
    render()
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy()
    expect(screen.getByText(/ask the branch to send a new one/)).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'Choose a day' })).toBeNull()
  })

  it('an expired link (400) asks for a new one or to sign in', async () => {
    stubProcedure('releaseDesk.link', () => {
      throw releaseDeskErrors.error('linkExpired')
    })
    render()
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy()
    expect(screen.getByText(/sign in to book from your loan page/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to my loans' }).getAttribute('href')).toBe('/')
  })

  it('gold already handed back: nothing to book', async () => {
    stubProcedure('releaseDesk.link', () => ({ ...landing, awaitingRelease: false, slots: [] }))
    render()
    expect(await screen.findByRole('heading', { name: 'Nothing to book' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Book this slot' })).toBeNull()
  })

  it('the link expiring while booking: its message', async () => {
    stubProcedure('releaseDesk.link', () => landing)
    stubProcedure('releaseDesk.bookByLink', () => {
      throw releaseDeskErrors.error('linkExpired')
    })
    render()
    fireEvent.click(await screen.findByRole('button', { name: /^10:00/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Book this slot' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This link has expired. Ask the branch for a new one.',
    )
  })

  it.each([
    [
      'hi',
      'अपना सोना वापस लें',
      'लोन GL/2026-27/000012 बंद हो चुका है। दुकान 5 दिसंबर 2026 तक आपका सोना लौटाएगी। शाखा से सोना लेने का समय बुक करें।',
      '1 दिसंबर 2026 को 10:30 बजे का समय बुक करें?',
      'यह समय बुक करें',
      'समय बुक नहीं हुआयह समय भर चुका है। दूसरा समय चुनें। खाली समय की सूची फिर से लोड की गई है।',
    ],
    [
      'ta',
      'உங்கள் நகையைப் பெற்றுக்கொள்ளுங்கள்',
      'கடன் GL/2026-27/000012 முடிந்துவிட்டது. கடை 5 டிசம்பர், 2026 க்குள் உங்கள் நகையைத் திருப்பித் தரும். கிளையில் பெற்றுக்கொள்ள ஒரு நேரத்தை முன்பதிவு செய்யுங்கள்.',
      '1 டிசம்பர், 2026 அன்று 10:30 மணிக்கு முன்பதிவு செய்யவா?',
      'இந்த நேரத்தை முன்பதிவு செய்',
      'நேரம் முன்பதிவாகவில்லைஇந்த நேரம் நிரம்பிவிட்டது. வேறு நேரத்தைத் தேர்ந்தெடுங்கள். காலியான நேரங்கள் மீண்டும் ஏற்றப்பட்டன.',
    ],
  ] as const)(
    '%s: whole sentences, and a full slot refused by its code in the language',
    async (language, title, intro, ask, book, refused) => {
      stubProcedure('releaseDesk.link', () => landing)
      stubProcedure('releaseDesk.bookByLink', () => {
        throw releaseDeskErrors.error('slotFull')
      })
      render(language)
      expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeTruthy()
      expect(screen.getByText(intro)).toBeTruthy()
      fireEvent.click(screen.getByRole('button', { name: /^10:30/ }))
      expect(screen.getByText(ask)).toBeTruthy()
      fireEvent.click(screen.getByRole('button', { name: book }))
      expect((await screen.findByRole('alert')).textContent).toBe(refused)
    },
  )
})
