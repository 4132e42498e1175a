import { ticketErrors } from '@gold/core/tickets/tickets-errors'
import { formQueries } from '@gold/ui/test-support/form-queries'
import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SessionContext, type Session } from '../../session.ts'
import { TicketPage } from './ticket-page.tsx'
import { TicketsPage } from './tickets-page.tsx'
import { ticketFixture } from './ticket-test-fixture.ts'
import { staffSession, superAdminSession } from '../../session-test-fixture.ts'
import type { LoanRow } from '../loans/shared/loan-outputs.tsx'
import { loanRowFixture } from '../loans/shared/loan-test-fixture.ts'

useMockServer()

const employee = staffSession({ userId: 'usr-2' })
const superAdmin = superAdminSession()

const ticket = ticketFixture({ canManage: true })

const loan = (id: string, loanNumber: string, status: LoanRow['status'], total: number) =>
  loanRowFixture({ principal: total }, { id, loanNumber, status })

function renderAs(session: Session, page: React.ReactNode) {
  renderWithTrpc(<SessionContext.Provider value={session}>{page}</SessionContext.Provider>)
}

describe('Ticket (agent view): the borrower and their loans', () => {
  it("links a borrower's ticket to the borrower and to each of their loans", async () => {
    stubProcedure('tickets.get', () => ({ ticket }))
    stubProcedure('tickets.messages', () => ({ messages: [], status: 'Open', canReply: true }))
    const loans = stubProcedure('loans.list', () => ({
      items: [
        loan('loan-1', 'GL/2025-26/000007', 'Active', 3059298),
        loan('loan-0', 'GL/2025-26/000001', 'Released', 0),
      ],
      nextCursor: null,
    }))
    renderAs(employee, <TicketPage id="tkt-1" />)
    const card = within(await screen.findByRole('region', { name: 'Borrower' }))
    expect(card.getByRole('link', { name: 'Ravi Kumar' }).getAttribute('href')).toBe('/borrowers/cus-1')
    const list = within(await card.findByRole('list', { name: 'Loans of Ravi Kumar' }))
    expect(list.getByRole('link', { name: 'Loan GL/2025-26/000007' }).getAttribute('href')).toBe('/loans/loan-1')
    expect(list.getByRole('link', { name: 'Loan GL/2025-26/000001' }).getAttribute('href')).toBe('/loans/loan-0')
    expect(list.getAllByRole('listitem')[0]?.textContent).toContain('To close today ₹30,592.98')
    expect(loans.map((c) => c.input)).toEqual([{ customerId: 'cus-1' }])
  })

  it('says so when the borrower has no loans', async () => {
    stubProcedure('tickets.get', () => ({ ticket }))
    stubProcedure('tickets.messages', () => ({ messages: [], status: 'Open', canReply: true }))
    stubProcedure('loans.list', () => ({ items: [], nextCursor: null }))
    renderAs(employee, <TicketPage id="tkt-1" />)
    const card = within(await screen.findByRole('region', { name: 'Borrower' }))
    expect(await card.findByText('No loans.')).toBeTruthy()
  })

  it("a colleague's ticket, and the platform's desk, show no borrower card", async () => {
    stubProcedure('tickets.get', () => ({
      ticket: { ...ticket, scope: 'STAFF_TO_TENANT', requesterType: 'staff', requesterId: 'usr-3' },
    }))
    stubProcedure('tickets.messages', () => ({ messages: [], status: 'Open', canReply: true }))
    const loans = stubProcedure('loans.list', () => ({ items: [], nextCursor: null }))
    renderAs(employee, <TicketPage id="tkt-1" />)
    await screen.findByRole('region', { name: 'Details' })
    expect(screen.queryByRole('region', { name: 'Borrower' })).toBeNull()
    expect(loans).toEqual([])
  })
})

describe('Tickets inbox: search', () => {
  it('searches on the server as the agent types (subject, name or reference), with the other filters', async () => {
    const list = stubProcedure('tickets.list', (input) => ({
      items: (input as { search?: string }).search ? [] : [ticket],
      nextCursor: null,
      creatableScopes: ['STAFF_TO_TENANT'],
    }))
    stubProcedure('tickets.create', () => ({ success: true, ticket }))
    const user = userEvent.setup()
    renderAs(employee, <TicketsPage />)
    await screen.findByRole('link', { name: 'EMI date query' })
    await user.selectOptions(screen.getByLabelText('Status'), 'Open')
    await user.type(screen.getByLabelText('Search tickets'), ' TKT-ABC123 ')
    await screen.findByText('No tickets match these filters')
    await waitFor(() => expect(list.at(-1)?.input).toMatchObject({ status: 'Open', search: 'TKT-ABC123' }))
    // Debounced: not one request per keystroke.
    expect(list.filter((c) => (c.input as { search?: string }).search).length).toBe(1)
  })

  it('the platform desk has the search too', async () => {
    stubProcedure('tickets.list', () => ({ items: [ticket], nextCursor: null, creatableScopes: [] }))
    renderAs(superAdmin, <TicketsPage />)
    expect(await screen.findByLabelText('Search tickets')).toBeTruthy()
  })
})

describe('New ticket form', () => {
  const { input, fieldError } = formQueries()

  it("refuses an empty subject and message inline with core's messages, and shows a refusal at its field by code", async () => {
    stubProcedure('tickets.list', () => ({ items: [ticket], nextCursor: null, creatableScopes: ['STAFF_TO_TENANT'] }))
    const create = stubProcedure('tickets.create', () => {
      throw ticketErrors.error('subjectTooLong', { message: 'Keep the subject shorter.' })
    })
    const user = userEvent.setup()
    renderAs(employee, <TicketsPage />)
    await user.click(await screen.findByRole('button', { name: 'New ticket' }))
    const submit = screen.getByRole('button', { name: 'Submit ticket' })
    await user.click(submit)
    expect(fieldError('Subject')).toBe(ticketErrors.table.subjectRequired.message)
    expect(fieldError('Message')).toBe(ticketErrors.table.messageRequired.message)
    expect(create).toEqual([])

    await user.type(input('Subject'), ' Gold rate ')
    await user.type(input('Message'), 'Why did it change?')
    await user.click(submit)
    await waitFor(() => expect(fieldError('Subject')).toBe('Keep the subject shorter.'))
    expect(fieldError('Message')).toBeNull()
    expect(create.map((c) => c.input)).toEqual([
      { subject: 'Gold rate', message: 'Why did it change?', category: 'SUPPORT' },
    ])
  })
})
