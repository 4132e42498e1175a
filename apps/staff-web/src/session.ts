import type { Permission } from '@gold/core/permissions/permission-catalog'
import { createContext, useContext } from 'react'
import type { RouterOutputs } from './trpc.ts'

type Me = NonNullable<RouterOutputs['auth']['me']>
export type StaffSession = Extract<Me, { kind: 'staff' }>
export type SuperAdminSession = Extract<Me, { kind: 'superadmin' }>
export type Session = StaffSession | SuperAdminSession

export const SessionContext = createContext<Session | null>(null)

/** The signed-in staff member or super admin; only rendered inside the signed-in shell. */
export function useSession(): Session {
  const s = useContext(SessionContext)
  if (!s) throw new Error('useSession outside the signed-in shell')
  return s
}

export const isAdmin = (s: Session) => s.kind === 'staff' && s.role === 'TENANT_ADMIN'
export const isSuperAdmin = (s: Session): s is SuperAdminSession => s.kind === 'superadmin'
const ROLE_LABELS: Record<string, string> = {
  manager: 'Manager',
  cashier: 'Cashier',
  appraiser: 'Appraiser',
  accountant: 'Accountant',
  auditor: 'Auditor',
}
/** How the header names the signed-in person: Admin (the owner), their built-in roles, or Employee. */
export const roleLabel = (s: Session) => {
  if (s.kind === 'superadmin') return 'Platform admin'
  if (s.role === 'TENANT_ADMIN') return 'Admin'
  const named = Object.keys(ROLE_LABELS).flatMap((r) => (s.roles.includes(r) ? [ROLE_LABELS[r]] : []))
  return named.length > 0 ? named.join(', ') : 'Employee'
}

/** Whether the signed-in staff member holds `permission` (auth.me carries the set); the nav and pages ask this, not the role. */
export const can = (s: Session, permission: Permission) => s.kind === 'staff' && s.permissions.includes(permission)

/** `can` for a component that may render outside the signed-in shell (a test): no session holds nothing. */
export function useCan(permission: Permission): boolean {
  const s = useContext(SessionContext)
  return s !== null && can(s, permission)
}
