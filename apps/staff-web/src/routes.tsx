import type { NavItem } from '@gold/ui'
import type { ReactNode } from 'react'
import { BorrowerPage } from './pages/borrowers/borrower-page.tsx'
import { BorrowersPage } from './pages/borrowers/borrowers-page.tsx'
import { NewBorrowerPage } from './pages/borrowers/new-borrower-page.tsx'
import { BillingPage } from './pages/billing/billing-page.tsx'
import { BanksPage } from './pages/banks/banks-page.tsx'
import { DashboardPage } from './pages/dashboard-page.tsx'
import { DisbursePage } from './pages/loans/disburse-page.tsx'
import { LoanPage } from './pages/loans/loan-page.tsx'
import { LoanSettingsPage } from './pages/loans/loan-settings-page.tsx'
import { LoansPage } from './pages/loans/loans-page.tsx'
import { RenewPage } from './pages/loans/renew-page.tsx'
import { ReportsPage } from './pages/reports/reports-page.tsx'
import { TicketPage } from './pages/tickets/ticket-page.tsx'
import { TicketsPage } from './pages/tickets/tickets-page.tsx'
import { UnreadBadge } from './pages/tickets/unread-badge.tsx'
import { NewValuationPage } from './pages/valuations/new-valuation-page.tsx'
import { ValuationPage } from './pages/valuations/valuation-page.tsx'
import { ValuationsPage } from './pages/valuations/valuations-page.tsx'
import { isAdmin, isSuperAdmin, type Session } from './session.ts'

type Route = { path: string; allow: (s: Session) => boolean; render: (params: Record<string, string>) => ReactNode }

const staff = (s: Session) => s.kind === 'staff'
const anyone = () => true

/** Screens by path; `allow` hides what a role may not use (employees never reach Billing). */
export const ROUTES: Route[] = [
  { path: '/', allow: anyone, render: () => <DashboardPage /> },
  { path: '/borrowers', allow: staff, render: () => <BorrowersPage /> },
  { path: '/borrowers/new', allow: staff, render: () => <NewBorrowerPage /> },
  { path: '/borrowers/:id', allow: staff, render: (p) => <BorrowerPage key={p.id} id={p.id ?? ''} /> },
  { path: '/valuations', allow: staff, render: () => <ValuationsPage /> },
  { path: '/valuations/new', allow: staff, render: () => <NewValuationPage /> },
  { path: '/valuations/:id', allow: staff, render: (p) => <ValuationPage key={p.id} id={p.id ?? ''} /> },
  {
    path: '/valuations/:id/disburse',
    allow: staff,
    render: (p) => <DisbursePage key={p.id} valuationId={p.id ?? ''} />,
  },
  { path: '/loans', allow: staff, render: () => <LoansPage /> },
  { path: '/loans/settings', allow: isAdmin, render: () => <LoanSettingsPage /> },
  { path: '/loans/:id', allow: staff, render: (p) => <LoanPage key={p.id} id={p.id ?? ''} /> },
  { path: '/loans/:id/renew', allow: staff, render: (p) => <RenewPage key={p.id} loanId={p.id ?? ''} /> },
  { path: '/reports', allow: isAdmin, render: () => <ReportsPage /> },
  { path: '/banks', allow: staff, render: () => <BanksPage /> },
  { path: '/billing', allow: isAdmin, render: () => <BillingPage /> },
  { path: '/tickets', allow: anyone, render: () => <TicketsPage /> },
  { path: '/tickets/:id', allow: anyone, render: (p) => <TicketPage key={p.id} id={p.id ?? ''} /> },
]

export function navFor(session: Session): NavItem[] {
  if (isSuperAdmin(session)) {
    return [
      { to: '/', label: 'Overview' },
      { to: '/tickets', label: 'Platform tickets', badge: <UnreadBadge /> },
    ]
  }
  const items: NavItem[] = [
    { to: '/', label: 'Dashboard' },
    { to: '/valuations', label: 'Valuations' },
    { to: '/loans', label: 'Loans' },
    { to: '/borrowers', label: 'Borrowers' },
    { to: '/tickets', label: 'Tickets', badge: <UnreadBadge /> },
  ]
  if (isAdmin(session)) items.push({ to: '/reports', label: 'Reports' })
  items.push({ to: '/banks', label: 'Banks' })
  if (isAdmin(session)) items.push({ to: '/billing', label: 'Billing' })
  return items
}
