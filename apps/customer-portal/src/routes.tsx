import type { NavItem } from '@gold/ui'
import type { ReactNode } from 'react'
import type { shellText } from './i18n/shell-text.ts'
import { HomePage } from './pages/home-page.tsx'
import { LoanPage } from './pages/loan-page.tsx'
import { NotificationsBadge, NotificationsPage } from './pages/notifications-page.tsx'
import { PaymentsPage } from './pages/payments-page.tsx'
import { PayPage } from './pages/pay-page.tsx'
import { ProfilePage } from './pages/profile-page.tsx'
import { SupportPage } from './pages/support-page.tsx'
import { SupportTicketPage } from './pages/support-ticket-page.tsx'
import { ValuationPage } from './pages/valuation-page.tsx'

type Route = { path: string; render: (params: Record<string, string>) => ReactNode }

export const PORTAL_ROUTES: Route[] = [
  { path: '/', render: () => <HomePage /> },
  { path: '/loans/:id', render: (p) => <LoanPage id={p.id ?? ''} /> },
  { path: '/loans/:id/pay', render: (p) => <PayPage id={p.id ?? ''} /> },
  { path: '/valuations/:id', render: (p) => <ValuationPage id={p.id ?? ''} /> },
  { path: '/payments', render: () => <PaymentsPage /> },
  { path: '/notifications', render: () => <NotificationsPage /> },
  { path: '/support', render: () => <SupportPage /> },
  { path: '/support/:id', render: (p) => <SupportTicketPage key={p.id} id={p.id ?? ''} /> },
  { path: '/profile', render: () => <ProfilePage /> },
]

export function portalNav(t: (typeof shellText)['en']['nav']): NavItem[] {
  return [
    {
      to: '/',
      label: t.loans,
      match: (path) => path === '/' || path.startsWith('/valuations/') || path.startsWith('/loans/'),
    },
    { to: '/payments', label: t.payments },
    { to: '/notifications', label: t.notifications, badge: <NotificationsBadge /> },
    { to: '/support', label: t.support },
    { to: '/profile', label: t.profile },
  ]
}
