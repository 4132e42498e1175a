import type { NavItem } from '@gold/ui'
import type { ReactNode } from 'react'
import { DashboardPage } from './pages/dashboard-page.tsx'
import { isAdmin, isSuperAdmin, type Session } from './session.ts'

type Route = { path: string; allow: (s: Session) => boolean; render: (params: Record<string, string>) => ReactNode }

const staff = (s: Session) => s.kind === 'staff'
const anyone = () => true

/** Screens by path; `allow` hides what a role may not use (employees never reach Billing). */
export const ROUTES: Route[] = [
  { path: '/', allow: anyone, render: () => <DashboardPage /> },
]

export function navFor(session: Session): NavItem[] {
  if (isSuperAdmin(session)) {
    return [{ to: '/', label: 'Overview' }]
  }
  const items: NavItem[] = [{ to: '/', label: 'Dashboard' }]
  void staff
  if (isAdmin(session)) void 0
  return items
}
