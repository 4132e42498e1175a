import type { Permission } from '@gold/core/permissions/permission-catalog'
import { can, type Session } from './session.ts'

/**
 * The permission a staff page needs, by its route path: the nav shows a page, and the router opens
 * it, only for someone holding it (what the page's procedures need first). A path not listed is
 * open to every staff member it was open to before.
 */
export const PAGE_PERMISSIONS: Record<string, Permission> = {
  '/borrowers': 'customers.read',
  '/borrowers/new': 'customers.write',
  '/borrowers/:id': 'customers.read',
  '/valuations': 'valuations.read',
  '/valuations/new': 'valuations.write',
  '/valuations/:id': 'valuations.read',
  '/valuations/:id/disburse': 'loans.disburse',
  '/loans': 'loans.read',
  '/loans/settings': 'loans.settings',
  '/loans/:id': 'loans.read',
  '/loans/:id/renew': 'loans.renew',
  '/reports': 'reports.read',
  '/books': 'books.read',
  '/books/trial-balance': 'books.read',
  '/books/control-check': 'books.read',
  '/books/day-book': 'books.read',
  '/books/ledger': 'books.read',
  '/books/cash-book': 'books.read',
  '/books/bank-book': 'books.read',
  '/books/profit-and-loss': 'books.read',
  '/books/balance-sheet': 'books.read',
  '/books/accounts': 'books.read',
  '/counter': 'books.counter',
  '/vault-audit': 'custody.read',
  '/vault-audit/:id': 'custody.read',
  '/messages': 'customers.read',
  '/banks': 'valuations.read',
  '/gold-rate': 'valuations.read',
  '/settings/shop': 'shop.settings',
  '/settings/staff': 'staff.manage',
  '/settings/roles': 'roles.manage',
  '/settings/approvals': 'approvals.configure',
  '/billing': 'billing.manage',
  '/audit': 'audit.read',
  '/custody': 'custody.read',
}

/** Whether `session` may open the page at `path` (the nav hides it otherwise). */
export const pagePermitted = (session: Session, path: string) => {
  const permission = PAGE_PERMISSIONS[path]
  return permission === undefined || can(session, permission)
}

/** A route's `allow`, narrowed for staff to those holding the page's permission. */
export function withPagePermissions<R extends { path: string; allow: (s: Session) => boolean }>(routes: R[]): R[] {
  return routes.map((route) => {
    if (PAGE_PERMISSIONS[route.path] === undefined) return route
    return { ...route, allow: (s: Session) => s.kind === 'staff' && pagePermitted(s, route.path) }
  })
}
