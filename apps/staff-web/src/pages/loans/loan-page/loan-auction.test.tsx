import { addDays, isoDateOf } from '@gold/core/shared/india-calendar'
import { reserveNotMetError } from '@gold/core/loans/loan-auction'
import { loanErrors } from '@gold/core/loans/loans-errors'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { StubError, renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { bodyRows, fieldError } from '../shared/form-test-queries.ts'
import { LoanPage } from './loan-page.tsx'
import { auctionFixture, loanFixture } from '../shared/loan-test-fixture.ts'
import type { LoanDetail } from '../shared/loan-outputs.tsx'

useMockServer()

const today = isoDateOf(new Date())
/** ₹50,000 principal, 100 days past due: ₹1,644 of interest on top. */
const OWING = { principal: 5000000, interest: 164400, penalCharges: 0, total: 5164400 }
const NOTICE = { noticeNumber: 'AN/2026-27/000001', noticedOn: addDays(today, -20), earliestOn: addDays(today, -6) }
const NOTICED = {
  status: 'AuctionNoticed',
  daysPastDue: 120,
  outstanding: OWING,
  auction: { ...NOTICE, failedAuctions: 0, auctionedOn: null },
} satisfies Partial<LoanDetail>
/** Gold worth ₹1,00,000 today: the reserve is ₹90,000. */
const PREVIEW = {
  goldValue: 10000000,
  rate22kPaise: 700_000,
  failedAuctions: 0,
  reservePrice: 9000000,
  earliestOn: NOTICE.earliestOn,
  toClose: OWING,
  today,
}

const squash = (el: Element) => el.textContent.replace(/\s+/g, ' ')

async function openLoan(loan: Partial<LoanDetail>) {
  stubProcedure('loans.get', () => loanFixture(loan))
  stubProcedure('custody.pledgedGold', () => [])
  stubProcedure('loans.quote', (input) => ({ asOf: (input as { asOf: string }).asOf, ...OWING }))
  stubProcedure('loans.auctionPreview', () => PREVIEW)
  const user = userEvent.setup()
  renderWithTrpc(<LoanPage id="loan-1" />)
  await screen.findByRole('heading', { name: /^Loan GL/ })
  return user
}

async function fillSale(user: ReturnType<typeof userEvent.setup>, amount: string, buyer = 'Shree Bullion') {
  await user.click(screen.getByRole('button', { name: 'Record auction' }))
  const form = await screen.findByRole('form', { name: 'Record the auction' })
  await user.type(within(form).getByLabelText(/^Sale amount/), amount)
  if (buyer) await user.type(within(form).getByLabelText(/^Buyer/), buyer)
  await user.click(within(form).getByRole('button', { name: 'Review auction' }))
  return form
}

describe('Auction notice', () => {
  it('is confirmed first, then shows the notice number, earliest auction, each channel and the PDF', async () => {
    const notice = stubProcedure('loans.noticeAuction', () => ({
      loan: loanFixture(NOTICED),
      notice: { number: NOTICE.noticeNumber, noticedOn: today, earliestOn: addDays(today, 14) },
      send: { sent: ['sms', 'whatsapp'], skipped: ['email'], failed: [] },
      deliveries: [
        { channel: 'sms', status: 'sent', detail: '202 {"id":"s-1"}', attempts: 1 },
        { channel: 'whatsapp', status: 'sent', detail: '200 {"id":"w-1"}', attempts: 1 },
        { channel: 'email', status: 'skipped', detail: 'no email address', attempts: 0 },
      ],
    }))
    const user = await openLoan({ daysPastDue: 100, outstanding: OWING, auctionNoticeAllowed: true })
    await user.click(screen.getByRole('button', { name: 'Send auction notice' }))
    const confirm = screen.getByRole('group', { name: 'Confirm the auction notice' })
    expect(squash(confirm)).toContain('₹51,644.00')
    expect(squash(confirm)).toContain('Past due100 days')
    expect(notice).toEqual([])

    await user.click(within(confirm).getByRole('button', { name: 'Send auction notice' }))
    const result = await screen.findByRole('group', { name: 'Auction notice' })
    expect(notice.map((c) => c.input)).toEqual([{ id: 'loan-1' }])
    expect(squash(result)).toContain(`Notice${NOTICE.noticeNumber}`)
    expect(within(result).getByText('Earliest auction').nextElementSibling?.textContent).toMatch(/\d{1,2} \w{3} \d{4}/)
    const sending = within(result).getByRole('list', { name: 'Sending' })
    expect(
      within(sending)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['✓ SMS: sent', '✓ WhatsApp: sent', '– Email: skipped: no email address'])
    expect(within(result).getByText('Sent to the borrower')).toBeTruthy()
    expect(
      within(result)
        .getByRole('link', { name: /^Auction notice/ })
        .getAttribute('href'),
    ).toBe('/api/loans/loan-1/documents/auction-notice')
  })

  it('never says sent for what only reached the outbox, and says which provider is missing', async () => {
    stubProcedure('loans.noticeAuction', () => ({
      loan: loanFixture(NOTICED),
      notice: { number: NOTICE.noticeNumber, noticedOn: today, earliestOn: addDays(today, 14) },
      // The spec's report counts an outbox as sent; the deliveries say what happened.
      send: { sent: ['sms', 'whatsapp'], skipped: [], failed: [{ channel: 'email', error: 'SMTP answered 451.' }] },
      deliveries: [
        { channel: 'sms', status: 'outbox', detail: 'no SMS provider is set up', attempts: 1 },
        { channel: 'whatsapp', status: 'outbox', detail: 'no WhatsApp provider is set up', attempts: 1 },
        { channel: 'email', status: 'retrying', detail: 'The email could not be sent.', attempts: 1 },
      ],
    }))
    const user = await openLoan({ daysPastDue: 100, outstanding: OWING, auctionNoticeAllowed: true })
    await user.click(screen.getByRole('button', { name: 'Send auction notice' }))
    const confirm = screen.getByRole('group', { name: 'Confirm the auction notice' })
    await user.click(within(confirm).getByRole('button', { name: 'Send auction notice' }))
    const result = await screen.findByRole('group', { name: 'Auction notice' })
    const lines = within(within(result).getByRole('list', { name: 'Sending' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(lines).toEqual([
      '! SMS: written to the outbox: no SMS provider is set up',
      '! WhatsApp: written to the outbox: no WhatsApp provider is set up',
      '↻ Email: failed, will retry (The email could not be sent.)',
    ])
    expect(lines.join(' ')).not.toMatch(/: sent/)
    expect(squash(result)).toContain('The borrower was not reached: hand them the printed notice')
    expect(within(result).getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe('/messages')
  })

  it('is not offered on a loan that is on time', async () => {
    await openLoan({})
    expect(screen.queryByRole('button', { name: 'Send auction notice' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Renew' }).getAttribute('href')).toBe('/loans/loan-1/renew')
  })

  // Issue 23: it was offered on a loan 38 days past due with a 90-day threshold, and then refused.
  it('is not offered before the shop’s default threshold, whatever the days past due', async () => {
    await openLoan({ daysPastDue: 38, outstanding: OWING, defaultThresholdDays: 90, auctionNoticeAllowed: false })
    expect(screen.queryByRole('button', { name: 'Send auction notice' })).toBeNull()
  })

  it('shows the server’s refusal on the confirmation', async () => {
    stubProcedure('loans.noticeAuction', () => {
      throw new StubError(400, 'This loan cannot be put up for auction in its current state.')
    })
    // Offered when the page was read, refused by the time it is sent.
    const user = await openLoan({ daysPastDue: 100, outstanding: OWING, auctionNoticeAllowed: true })
    await user.click(screen.getByRole('button', { name: 'Send auction notice' }))
    const confirm = screen.getByRole('group', { name: 'Confirm the auction notice' })
    await user.click(within(confirm).getByRole('button', { name: 'Send auction notice' }))
    await waitFor(() =>
      expect(within(confirm).getByRole('alert').textContent).toBe(
        'This loan cannot be put up for auction in its current state.',
      ),
    )
  })
})

describe('Auction', () => {
  it('waits for the notice period: no Record auction before the earliest date', async () => {
    await openLoan({ ...NOTICED, auction: { ...NOTICED.auction, earliestOn: addDays(today, 3) } })
    expect(screen.queryByRole('button', { name: 'Record auction' })).toBeNull()
    const statuses = screen.getAllByRole('status').map(squash)
    expect(statuses.some((t) => /The gold may be auctioned from \d{1,2} \w{3} \d{4}/.test(t))).toBe(true)
  })

  it('shows the reserve price before anything is typed, and refuses a sale below it with the server’s message', async () => {
    const auction = stubProcedure('loans.auction', () => {
      throw new Error('nothing may be sent')
    })
    const user = await openLoan(NOTICED)
    await user.click(screen.getByRole('button', { name: 'Record auction' }))
    const reserve = await screen.findByRole('region', { name: 'Reserve price' })
    expect(within(reserve).getByText('Reserve price').nextElementSibling?.textContent).toBe('₹90,000.00')
    expect(squash(reserve)).toContain('90% of the gold’s value at today’s 22K rate of ₹7,000/g')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))

    await fillSale(user, '89,999.99')
    expect(fieldError('Sale amount (₹)')).toBe('Sale amount is below the reserve price (₹90,000).')
    expect(screen.queryByRole('group', { name: 'Confirm the auction' })).toBeNull()
    expect(auction).toEqual([])
  })

  it('a sale above the amount to close is reviewed with its split and surplus, then recorded', async () => {
    let loan: Partial<LoanDetail> = NOTICED
    stubProcedure('loans.get', () => loanFixture(loan))
    stubProcedure('custody.pledgedGold', () => [])
    const auction = stubProcedure('loans.auction', () => {
      loan = {
        status: 'Auctioned',
        outstanding: { principal: 0, interest: 0, penalCharges: 0, total: 0 },
        auction: { ...NOTICED.auction, auctionedOn: today },
        surplusOwed: 4835600,
        auctions: [auctionFixture()],
      }
      return { auction: auctionFixture(), loan: loanFixture(loan) }
    })
    const user = await openLoan(NOTICED)
    stubProcedure('loans.get', () => loanFixture(loan))
    stubProcedure('custody.pledgedGold', () => [])
    await fillSale(user, '1,00,000')
    const review = await screen.findByRole('group', { name: 'Confirm the auction' })
    const rows = bodyRows(within(review).getByRole('table', { name: 'How the proceeds are applied' }))
    expect(rows).toEqual([
      ['Penal charges', '₹0.00', '₹0.00'],
      ['Interest', '₹1,644.00', '₹1,644.00'],
      ['Principal', '₹50,000.00', '₹50,000.00'],
    ])
    expect(squash(review)).toContain('Surplus of ₹48,356.00 owed to the borrower')
    expect(auction).toEqual([])

    await user.click(within(review).getByRole('button', { name: 'Confirm sale' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(auction.map((c) => c.input)).toEqual([
      { id: 'loan-1', body: { soldOn: today, amount: 10000000, buyer: 'Shree Bullion' } },
    ])
    const alerts = () => screen.getAllByRole('status').map(squash)
    await waitFor(() =>
      expect(alerts().some((t) => t.includes('Gold sold to Shree Bullion for ₹1,00,000.00'))).toBe(true),
    )
    // The surplus heads the page until it is paid out.
    expect(alerts().filter((t) => t.includes('Surplus of ₹48,356.00 owed to Asha Verma'))).toHaveLength(1)
  })

  it('a refusal on confirming (the reserve moved) goes back to the amount', async () => {
    stubProcedure('loans.auction', () => {
      throw reserveNotMetError(9_500_000)
    })
    const user = await openLoan(NOTICED)
    await fillSale(user, '92,000')
    await user.click(await screen.findByRole('button', { name: 'Confirm sale' }))
    await waitFor(() => expect(fieldError('Sale amount (₹)')).toBe('Sale amount is below the reserve price (₹95,000).'))
  })

  it('records a failed auction with the date alone', async () => {
    const auction = stubProcedure('loans.auction', () => ({
      auction: auctionFixture({ amount: 0, buyer: null, failed: true }),
      loan: loanFixture(NOTICED),
    }))
    const user = await openLoan(NOTICED)
    await user.click(screen.getByRole('button', { name: 'Record auction' }))
    const form = await screen.findByRole('form', { name: 'Record the auction' })
    await user.selectOptions(within(form).getByLabelText('Outcome'), 'failed')
    expect(within(form).queryByLabelText(/^Sale amount/)).toBeNull()
    await user.click(within(form).getByRole('button', { name: 'Review auction' }))
    const review = await screen.findByRole('group', { name: 'Confirm the auction' })
    expect(squash(review)).toContain('failed auction 1 of GL/2026-27/000001')
    await user.click(within(review).getByRole('button', { name: 'Record failed auction' }))
    await waitFor(() => expect(auction).toHaveLength(1))
    expect(auction[0]!.input).toEqual({ id: 'loan-1', body: { soldOn: today, failed: true } })
  })

  it('refuses a date before the notice period ends', async () => {
    const user = await openLoan(NOTICED)
    await user.click(screen.getByRole('button', { name: 'Record auction' }))
    const form = await screen.findByRole('form', { name: 'Record the auction' })
    const date = within(form).getByLabelText(/^Auction date/)
    await user.clear(date)
    await user.type(date, addDays(NOTICE.earliestOn, -1))
    await user.click(within(form).getByRole('button', { name: 'Review auction' }))
    expect(fieldError('Auction date')).toMatch(
      /^The gold cannot be auctioned before .+, when the notice period ends\.$/,
    )
  })
})

describe('Surplus payout', () => {
  const AUCTIONED = {
    status: 'Auctioned',
    outstanding: { principal: 0, interest: 0, penalCharges: 0, total: 0 },
    auction: { ...NOTICED.auction, auctionedOn: today },
    surplusOwed: 4835600,
  } satisfies Partial<LoanDetail>

  it('asks for the reference of a bank transfer, confirms, and sends mode and reference', async () => {
    const payout = stubProcedure('loans.paySurplus', () =>
      loanFixture({ ...AUCTIONED, surplusOwed: 0, surplusPaid: 4835600, surplusPaidOn: today }),
    )
    const user = await openLoan(AUCTIONED)
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull()
    const buttons = screen.getAllByRole('button', { name: 'Pay out surplus' })
    await user.click(buttons[0]!)
    const form = screen.getByRole('form', { name: 'Pay out the surplus' })
    await user.click(within(form).getByRole('button', { name: 'Review payout' }))
    expect(fieldError('Transaction reference')).toBe(loanErrors.table.referenceRequired.message)
    await user.type(within(form).getByLabelText(/^Transaction reference/), 'UTR-SUR-1')
    await user.click(within(form).getByRole('button', { name: 'Review payout' }))
    const review = screen.getByRole('group', { name: 'Confirm the payout' })
    expect(squash(review)).toContain('₹48,356.00 by Bank transfer · UTR-SUR-1')
    await user.click(within(review).getByRole('button', { name: 'Confirm payout' }))
    await waitFor(() => expect(payout).toHaveLength(1))
    expect(payout[0]!.input).toEqual({ id: 'loan-1', body: { mode: 'BankTransfer', reference: 'UTR-SUR-1' } })
  })

  it('a shortfall after the sale keeps Record payment open and says what is still owed', async () => {
    await openLoan({ ...AUCTIONED, surplusOwed: 0, outstanding: { ...OWING, principal: 1000000, total: 1000000 } })
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Pay out surplus' })).toBeNull()
    const card = screen.getByRole('region', { name: 'Auction' })
    expect(squash(card)).toContain('Shortfall outstanding₹10,000.00')
  })
})
