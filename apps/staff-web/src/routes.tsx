import type { NavItem } from '@gold/ui'
import type { ReactNode } from 'react'
import { BorrowerPage } from './pages/borrowers/borrower-page.tsx'
import { BorrowersPage } from './pages/borrowers/borrowers-page.tsx'
import { NewBorrowerPage } from './pages/borrowers/new-borrower-page.tsx'
import { BillingPage } from './pages/billing/billing-page.tsx'
import { BanksPage } from './pages/banks/banks-page.tsx'
import { BalanceSheetPage } from './pages/books/balance-sheet-page.tsx'
import { BooksPage } from './pages/books/books-page.tsx'
import { ChartOfAccountsPage } from './pages/books/chart-of-accounts-page.tsx'
import { DayBookPage } from './pages/books/day-book-page.tsx'
import { LedgerPage } from './pages/books/ledger-page.tsx'
import { BankBookPage, CashBookPage } from './pages/books/money-book-page.tsx'
import { ProfitAndLossPage } from './pages/books/profit-and-loss-page.tsx'
import { ControlCheckPage } from './pages/books/control-check-page.tsx'
import { CounterPage } from './pages/books/counter-page.tsx'
import { TrialBalancePage } from './pages/books/trial-balance-page.tsx'
import { DashboardPage } from './pages/dashboard-page.tsx'
import { ApprovalPage } from './pages/approvals/approval-page.tsx'
import { ApprovalRulesPage } from './pages/approvals/approval-rules-page.tsx'
import { ApprovalsPage } from './pages/approvals/approvals-page.tsx'
import { DisbursePage } from './pages/loans/disburse/disburse-page.tsx'
import { GoldRatePage } from './pages/gold-rate/gold-rate-page.tsx'
import { LoanPage } from './pages/loans/loan-page/loan-page.tsx'
import { LoanSettingsPage } from './pages/loans/settings/loan-settings-page.tsx'
import { LoansPage } from './pages/loans/list/loans-page.tsx'
import { RenewPage } from './pages/loans/renew/renew-page.tsx'
import { ReleaseDeskPage } from './pages/release-desk/release-desk-page.tsx'
import { MessagesPage } from './pages/messages/messages-page.tsx'
import { ReportsPage } from './pages/reports/reports-page.tsx'
import { ShopSettingsPage } from './pages/shop/shop-settings-page.tsx'
import { AuditPage } from './pages/platform/audit-page.tsx'
import { AuditTrailPage } from './pages/audit/audit-trail-page.tsx'
import { CustodyPage } from './pages/custody/custody-page.tsx'
import { CouponsPage } from './pages/platform/coupons-page.tsx'
import { PlansPage } from './pages/platform/plans-page.tsx'
import { PlatformSettingsPage } from './pages/platform/platform-settings-page.tsx'
import { PurchasesPage } from './pages/platform/purchases-page.tsx'
import { TenantsPage } from './pages/platform/tenants-page.tsx'
import { WebhooksPage } from './pages/platform/webhooks-page.tsx'
import { JobsPage } from './pages/platform/jobs-page.tsx'
import { TicketPage } from './pages/tickets/ticket-page.tsx'
import { TicketsPage } from './pages/tickets/tickets-page.tsx'
import { UnreadBadge } from './pages/tickets/unread-badge.tsx'
import { NewValuationPage } from './pages/valuations/new-valuation-page.tsx'
import { ValuationPage } from './pages/valuations/valuation-page.tsx'
import { VerifyCertificatePage } from './pages/verify/verify-certificate-page.tsx'
import { ValuationsPage } from './pages/valuations/valuations-page.tsx'
import { VaultAuditPage } from './pages/vault-audit/vault-audit-page.tsx'
import { VaultAuditsPage } from './pages/vault-audit/vault-audits-page.tsx'
import { AccountPage } from './pages/account/account-page.tsx'
import { ForgotPasswordPage } from './pages/auth/forgot-password-page.tsx'
import { ResetPasswordPage } from './pages/auth/reset-password-page.tsx'
import { StaffPage } from './pages/settings/staff-page.tsx'
import { isSuperAdmin, type Session } from './session.ts'
import { pagePermitted, withPagePermissions } from './page-permissions.ts'
import { RolesPage } from './pages/settings/roles-page.tsx'

type Route = {
  path: string
  allow: (s: Session) => boolean
  render: (params: Record<string, string>) => ReactNode
  /** What a signed-in user the page is not for is told (instead of "Page not found"). */
  refusal?: (s: Session) => string | null
}

const ADMIN_ONLY = 'Only the shop admin can open this page'

/** A shop admin's page (page-permissions.ts names who may open it): a staff member without that is told it is the admin's, not that it is missing. */
const forAdmin = (path: string, render: Route['render'], refusal = ADMIN_ONLY): Route => ({
  path,
  allow: (s) => pagePermitted(s, path),
  render,
  refusal: (s) => (s.kind === 'staff' ? refusal : null),
})

const staff = (s: Session) => s.kind === 'staff'
const anyone = () => true

/** Screens by path; `allow` hides what a role may not use (employees never reach Billing). */
export const ROUTES: Route[] = withPagePermissions([
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
  forAdmin('/loans/settings', () => <LoanSettingsPage />, 'Only the shop admin can change loan settings'),
  { path: '/loans/:id', allow: staff, render: (p) => <LoanPage key={p.id} id={p.id ?? ''} /> },
  { path: '/loans/:id/renew', allow: staff, render: (p) => <RenewPage key={p.id} loanId={p.id ?? ''} /> },
  { path: '/release-desk', allow: staff, render: () => <ReleaseDeskPage /> },
  forAdmin('/reports', () => <ReportsPage />),
  forAdmin('/books', () => <BooksPage />),
  forAdmin('/books/trial-balance', () => <TrialBalancePage />),
  forAdmin('/books/control-check', () => <ControlCheckPage />),
  forAdmin('/books/day-book', () => <DayBookPage />),
  forAdmin('/books/ledger', () => <LedgerPage />),
  forAdmin('/books/cash-book', () => <CashBookPage />),
  forAdmin('/books/bank-book', () => <BankBookPage />),
  forAdmin('/books/profit-and-loss', () => <ProfitAndLossPage />),
  forAdmin('/books/balance-sheet', () => <BalanceSheetPage />),
  forAdmin('/books/accounts', () => <ChartOfAccountsPage />),
  { path: '/counter', allow: staff, render: () => <CounterPage /> },
  { path: '/vault-audit', allow: staff, render: () => <VaultAuditsPage /> },
  { path: '/vault-audit/:id', allow: staff, render: (p) => <VaultAuditPage key={p.id} id={p.id ?? ''} /> },
  { path: '/custody', allow: staff, render: () => <CustodyPage /> },
  { path: '/messages', allow: staff, render: () => <MessagesPage /> },
  { path: '/banks', allow: staff, render: () => <BanksPage /> },
  { path: '/gold-rate', allow: staff, render: () => <GoldRatePage /> },
  forAdmin('/settings/shop', () => <ShopSettingsPage />),
  forAdmin('/billing', () => <BillingPage />),
  { path: '/platform/tenants', allow: isSuperAdmin, render: () => <TenantsPage /> },
  { path: '/platform/plans', allow: isSuperAdmin, render: () => <PlansPage /> },
  { path: '/platform/coupons', allow: isSuperAdmin, render: () => <CouponsPage /> },
  { path: '/platform/purchases', allow: isSuperAdmin, render: () => <PurchasesPage /> },
  { path: '/platform/webhooks', allow: isSuperAdmin, render: () => <WebhooksPage /> },
  { path: '/platform/jobs', allow: isSuperAdmin, render: () => <JobsPage /> },
  { path: '/platform/settings', allow: isSuperAdmin, render: () => <PlatformSettingsPage /> },
  { path: '/platform/audit', allow: isSuperAdmin, render: () => <AuditPage /> },
  { path: '/tickets', allow: anyone, render: () => <TicketsPage /> },
  { path: '/tickets/:id', allow: anyone, render: (p) => <TicketPage key={p.id} id={p.id ?? ''} /> },
  forAdmin('/settings/staff', () => <StaffPage />),
  { path: '/approvals', allow: staff, render: () => <ApprovalsPage /> },
  { path: '/approvals/:id', allow: staff, render: (p) => <ApprovalPage key={p.id} id={p.id ?? ''} /> },
  forAdmin('/settings/approvals', () => <ApprovalRulesPage />),
  forAdmin('/settings/roles', () => <RolesPage />),
  forAdmin('/audit', () => <AuditTrailPage />),
  { path: '/account', allow: anyone, render: () => <AccountPage /> },
])

/** Screens reachable signed out (links sent by email), shown without the signed-in shell. */
export const PUBLIC_ROUTES: { path: string; render: (params: Record<string, string>) => ReactNode }[] = [
  { path: '/forgot-password', render: () => <ForgotPasswordPage /> },
  { path: '/reset-password', render: () => <ResetPasswordPage /> },
  { path: '/verify/:code', render: (p) => <VerifyCertificatePage key={p.code} code={p.code ?? ''} /> },
]

/** Last in every menu: on a phone the name in the top bar (also a link to it) is hidden. */
const ACCOUNT_NAV: NavItem = { to: '/account', label: 'Your account' }

export function navFor(session: Session): NavItem[] {
  if (isSuperAdmin(session)) {
    return [
      { to: '/', label: 'Overview' },
      { to: '/platform/tenants', label: 'Tenants' },
      { to: '/platform/plans', label: 'Plans' },
      { to: '/platform/coupons', label: 'Coupons' },
      { to: '/platform/purchases', label: 'Purchases' },
      { to: '/platform/webhooks', label: 'Webhooks' },
      { to: '/platform/jobs', label: 'Jobs' },
      { to: '/platform/settings', label: 'Platform settings' },
      { to: '/platform/audit', label: 'Audit log' },
      { to: '/tickets', label: 'Platform tickets', badge: <UnreadBadge /> },
      ACCOUNT_NAV,
    ]
  }
  const items: NavItem[] = [
    { to: '/', label: 'Dashboard' },
    { to: '/counter', label: 'My counter' },
    { to: '/valuations', label: 'Valuations' },
    { to: '/loans', label: 'Loans' },
    { to: '/release-desk', label: 'Release desk' },
    { to: '/custody', label: 'Custody' },
    { to: '/vault-audit', label: 'Vault audit' },
    { to: '/borrowers', label: 'Borrowers' },
    { to: '/messages', label: 'Messages' },
    { to: '/tickets', label: 'Tickets', badge: <UnreadBadge /> },
  ]
  if (pagePermitted(session, '/reports')) items.push({ to: '/reports', label: 'Reports' })
  if (pagePermitted(session, '/books')) items.push({ to: '/books', label: 'Books' })
  items.push({ to: '/approvals', label: 'Approvals' })
  items.push({ to: '/gold-rate', label: 'Gold rate' })
  items.push({ to: '/banks', label: 'Banks' })
  if (pagePermitted(session, '/settings/shop')) items.push({ to: '/settings/shop', label: 'Shop' })
  if (pagePermitted(session, '/settings/staff')) items.push({ to: '/settings/staff', label: 'Staff' })
  if (pagePermitted(session, '/settings/roles')) items.push({ to: '/settings/roles', label: 'Roles' })
  if (pagePermitted(session, '/settings/approvals')) items.push({ to: '/settings/approvals', label: 'Approval rules' })
  if (pagePermitted(session, '/billing')) items.push({ to: '/billing', label: 'Billing' })
  if (pagePermitted(session, '/audit')) items.push({ to: '/audit', label: 'Audit trail' })
  items.push(ACCOUNT_NAV)
  return items.filter((item) => pagePermitted(session, item.to))
}
