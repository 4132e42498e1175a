import { customerProfile } from '@gold/core/customers/customer-profile'
import { LanguageProvider, type Language } from '@gold/ui'
import {
  StubError,
  renderWithTrpc,
  stubProcedure,
  useMockServer,
  type ProcedureOutput,
} from '@gold/ui/test-support/trpc-mock'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { App } from './app.tsx'
import { LoginPage } from './pages/login-page.tsx'
import { LoanPage } from './pages/loan-page.tsx'
import type { PortalLoan } from './pages/loan-parts.tsx'

useMockServer()

const shop = { name: 'Lakshmi Gold', slug: 'localhost' }

// The loan page test's loan (loan-page.test.tsx): overdue by a day, one part payment.
/** loans.md's worked example after the part payment, a month later: ₹1,00,000 at 12%, BULLET. */
const LOAN_FIXTURE = {
  asOf: '2026-03-02',
  id: 'loan-1',
  loanNumber: 'GL/2025-26/000007',
  valuationId: 'val/1',
  goldReceiptNo: 'GR-1001',
  scheme: 'BULLET',
  principal: 10000000,
  annualRate: 12,
  penalRate: 2,
  graceDays: 7,
  tenureMonths: 2,
  disbursedOn: '2026-01-01',
  maturityOn: '2026-03-01',
  disbursementMode: 'UPI',
  status: 'Active',
  outstanding: { principal: 5098630, interest: 50288, penalCharges: 0, total: 5148918 },
  nextDue: { dueOn: '2026-03-01', amount: 5197260 },
  daysPastDue: 1,
  closedOn: null,
  releaseDueBy: null,
  releasedOn: null,
  releaseDelayDays: null,
  releaseCompensation: null,
  renewedFromId: null,
  renewedToId: null,
  auction: null,
  surplusOwed: 0,
  surplusPaid: 0,
  surplusPaidOn: null,
  sale: null,
  createdAt: new Date('2026-01-01T05:00:00Z'),
  schedule: [{ dueOn: '2026-03-01', amount: 10197260, covered: false }],
  installments: [{ no: 1, dueOn: '2026-03-01', amount: 10197260, paid: 5000000, state: 'overdue' }],
  scheduleEnding: 'open',
  renewedToNumber: null,
  payments: [
    {
      id: 'pay/1',
      receiptNumber: 'PR/2025-26/000003',
      amount: 5000000,
      penalCharges: 0,
      interest: 98630,
      principal: 4901370,
      paidOn: '2026-01-31',
      mode: 'UPI',
      reference: 'UTR12345',
    },
  ],
} satisfies PortalLoan
const inLanguage = (language: Language | undefined, ui: ReactNode) =>
  renderWithTrpc(<LanguageProvider initial={language}>{ui}</LanguageProvider>)

beforeEach(() => localStorage.clear())
afterEach(() => cleanup())

describe('Portal sign-in in Hindi and Tamil', () => {
  it.each([
    ['hi', 'अपने लोन देखने के लिए साइन इन करें', 'ईमेल पता', 'कोड भेजें', 'सही ईमेल पता लिखें।'],
    ['ta', 'உங்கள் கடன்களைப் பார்க்க உள்நுழையவும்', 'மின்னஞ்சல் முகவரி', 'குறியீட்டை அனுப்பு', 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்.'],
  ] as const)(
    '%s: the page, the field, the button and a refusal read in the language',
    async (language, title, label, send, problem) => {
      inLanguage(language, <LoginPage shop={shop} onSignedIn={() => Promise.resolve()} />)
      expect(screen.getByRole('heading', { name: title })).toBeTruthy()
      const user = userEvent.setup()
      await user.type(screen.getByLabelText(new RegExp(`^${label}`)), 'not-an-email')
      await user.click(screen.getByRole('button', { name: send }))
      expect(await screen.findByText(problem)).toBeTruthy()
    },
  )

  it('a server error is shown by its code in the language, not in the English on the wire', async () => {
    stubProcedure('auth.sendOtp', () => ({ success: true }))
    stubProcedure('auth.portalLogin', () => {
      throw new StubError(400, 'Invalid or expired code.', { code: 'invalidCode' })
    })
    inLanguage('ta', <LoginPage shop={{ name: 'Demo', slug: 'demo' }} onSignedIn={() => Promise.resolve()} />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/^மின்னஞ்சல் முகவரி/), 'asha@example.com')
    await user.click(screen.getByRole('button', { name: 'குறியீட்டை அனுப்பு' }))
    await user.type(await screen.findByLabelText(/^6 இலக்கக் குறியீடு/), '111111')
    await user.click(screen.getByRole('button', { name: 'உள்நுழைக' }))
    expect((await screen.findByRole('alert')).textContent).toBe('குறியீடு தவறு அல்லது காலாவதியாகிவிட்டது.')
  })

  it('switching language on the sign-in page changes the page at once and is remembered on the phone', async () => {
    inLanguage(undefined, <LoginPage shop={shop} onSignedIn={() => Promise.resolve()} />)
    expect(screen.getByRole('heading', { name: 'Sign in to your loans' })).toBeTruthy()
    const user = userEvent.setup()
    const languages = within(screen.getByRole('group', { name: 'Language' }))
    await user.click(languages.getByRole('button', { name: 'हिन्दी' }))
    expect(screen.getByRole('heading', { name: 'अपने लोन देखने के लिए साइन इन करें' })).toBeTruthy()
    expect(document.documentElement.lang).toBe('hi')
    await user.click(within(screen.getByRole('group', { name: 'भाषा' })).getByRole('button', { name: 'தமிழ்' }))
    expect(screen.getByRole('heading', { name: 'உங்கள் கடன்களைப் பார்க்க உள்நுழையவும்' })).toBeTruthy()
    expect(localStorage.getItem('gold.language')).toBe('ta')
    cleanup()
    // The next visit opens in the language chosen last.
    inLanguage(undefined, <LoginPage shop={shop} onSignedIn={() => Promise.resolve()} />)
    expect(screen.getByRole('heading', { name: 'உங்கள் கடன்களைப் பார்க்க உள்நுழையவும்' })).toBeTruthy()
  })
})

describe('Portal loan page in Hindi and Tamil', () => {
  beforeEach(() => {
    stubProcedure('portal.loanUpi', () => null)
    stubProcedure('portal.payOnline', () => ({ available: false }))
    stubProcedure('portal.loan', () => LOAN_FIXTURE)
  })

  it.each([
    [
      'hi',
      'लोन GL/2025-26/000007',
      'आज लोन बंद करने के लिए',
      'मूलधन',
      '1 मार्च 2026 को ₹51,972.60',
      '1 दिन से बकाया',
      'बकाया',
    ],
    ['ta', 'கடன் GL/2025-26/000007', 'இன்று கடனை முடிக்க', 'அசல்', '1 மார்ச், 2026 அன்று ₹51,972.60', '1 நாள் தாமதம்', 'தாமதம்'],
  ] as const)(
    '%s: headings, amounts in Indian grouping and dates with the month in the language',
    async (language, heading, toCloseTitle, principal, nextDue, overdue, badge) => {
      inLanguage(language, <LoanPage id="loan-1" />)
      expect(await screen.findByRole('heading', { name: heading })).toBeTruthy()
      const toClose = within(screen.getByRole('region', { name: toCloseTitle }))
      expect(toClose.getByText('₹51,489.18')).toBeTruthy()
      expect(toClose.getByText(principal).nextSibling?.textContent).toBe('₹50,986.30')
      expect(toClose.getByText(nextDue)).toBeTruthy()
      expect(toClose.getByRole('alert').textContent).toContain(overdue)
      // The schedule's badge, shared with the staff app, reads in the language too.
      expect(screen.getAllByText(badge).length).toBeGreaterThan(0)
    },
  )
})

const borrower: Extract<ProcedureOutput<'auth.me'>, { kind: 'customer' }> = {
  sessionId: undefined,
  tenantName: 'Lakshmi Gold',
  kind: 'customer',
  customerId: 'cus-1',
  name: 'Ravi Kumar',
  tenantId: 'ten-1',
  tenantSlug: 'localhost',
}

function profile(preferredLanguage: Language): ProcedureOutput<'portal.profile'> {
  return {
    ...customerProfile({
      id: 'cus-1',
      name: 'Ravi Kumar',
      phone: '9876543210',
      email: null,
      address: null,
      aadhaar: null,
      pan: null,
      bankName: null,
      accountNumber: null,
      ifsc: null,
      nomineeName: null,
      nomineeRel: null,
      status: 'Active',
      phoneVerified: true,
      createdAt: new Date('2026-01-01T00:00:00Z'),
    }),
    notificationsSeenAt: null,
    preferredLanguage,
    tenant: { name: shop.name, slug: shop.slug },
  }
}

/** The signed-in portal on /profile (a page that needs nothing but the profile). */
function signedIn(saved: Language) {
  let preference = saved
  stubProcedure('auth.tenantBySlug', () => shop)
  stubProcedure('auth.me', () => borrower)
  stubProcedure('portal.notifications', () => ({
    items: [],
    nextCursor: null,
    unreadCount: 0,
    notificationsSeenAt: null,
  }))
  stubProcedure('portal.profile', () => profile(preference))
  const saves = stubProcedure('portal.setLanguage', ({ preferredLanguage }) => {
    preference = preferredLanguage
    return { preferredLanguage }
  })
  window.history.replaceState(null, '', '/profile')
  return saves
}

describe('Portal language when signed in', () => {
  it("opens in the borrower's saved language, and the header's switcher saves a new one", async () => {
    const saves = signedIn('ta')
    inLanguage(undefined, <App />)
    expect(await screen.findByRole('link', { name: 'என் கடன்கள்' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'வெளியேறு' })).toBeTruthy()
    const user = userEvent.setup()
    await user.selectOptions(screen.getByRole('combobox', { name: 'மொழி' }), 'hi')
    expect(await screen.findByRole('link', { name: 'मेरे लोन' })).toBeTruthy()
    await waitFor(() => expect(saves.map((c) => c.input)).toEqual([{ preferredLanguage: 'hi' }]))
    expect(localStorage.getItem('gold.language')).toBe('hi')
  })

  it('a language chosen on the sign-in page becomes the saved preference once signed in', async () => {
    const saves = signedIn('en')
    let session = false
    stubProcedure('auth.me', () => (session ? borrower : null))
    stubProcedure('auth.sendOtp', () => ({ success: true }))
    stubProcedure('auth.portalLogin', () => {
      session = true
      return { id: 'cus-1', name: 'Ravi Kumar' }
    })
    window.history.replaceState(null, '', '/')
    stubProcedure('portal.valuations', () => ({ items: [], nextCursor: null }))
    stubProcedure('portal.emiSummary', () => ({ total: 0, paid: 0, settled: 0, overdue: 0, next: null }))
    stubProcedure('portal.loansSummary', () => ({
      asOf: '2026-03-02',
      openLoans: 0,
      toCloseToday: 0,
      nextDue: null,
      overdueLoans: 0,
    }))
    stubProcedure('portal.loans', () => ({ items: [], nextCursor: null }))
    inLanguage(undefined, <App />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'தமிழ்' }))
    await user.type(screen.getByLabelText(/^மின்னஞ்சல் முகவரி/), 'ravi@example.com')
    await user.click(screen.getByRole('button', { name: 'குறியீட்டை அனுப்பு' }))
    await user.type(await screen.findByLabelText(/^6 இலக்கக் குறியீடு/), '123456')
    await user.click(screen.getByRole('button', { name: 'உள்நுழைக' }))
    expect(await screen.findByRole('heading', { name: 'என் கடன்கள்' })).toBeTruthy()
    await waitFor(() => expect(saves.map((c) => c.input)).toEqual([{ preferredLanguage: 'ta' }]))
  })

  it('without a choice on this visit, an old remembered language gives way to the saved preference', async () => {
    localStorage.setItem('gold.language', 'hi')
    const saves = signedIn('en')
    inLanguage(undefined, <App />)
    expect(await screen.findByRole('link', { name: 'My loans' })).toBeTruthy()
    expect(saves).toEqual([])
    expect(localStorage.getItem('gold.language')).toBe('en')
  })
})
