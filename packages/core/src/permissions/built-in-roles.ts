import { PERMISSIONS, type Permission } from './permission-catalog.ts'

export type BuiltInRole = 'owner' | 'manager' | 'cashier' | 'appraiser' | 'accountant' | 'auditor'

const ADMINISTRATION: Permission[] = ['billing.manage', 'gateway.manage', 'roles.manage', 'staff.manage']
/** Only the owner writes a loan off by default: it takes a whole debt off the books. */
const OWNER_ONLY: Permission[] = [...ADMINISTRATION, 'loans.writeOff']
const READS: Permission[] = [
  'shop.read',
  'customers.read',
  'valuations.read',
  'loans.read',
  'reports.read',
  'books.read',
  'audit.read',
  'custody.read',
]

/**
 * The roles every shop has. Cashier and appraiser together hold exactly what any employee could do
 * before roles existed (every procedure and route behind the old staff guard), so an employee with
 * no role assigned keeps today's answers; what only a tenant admin could do stays with owner (and
 * manager, except billing, the gateway keys, roles and staff).
 */
export const BUILT_IN_ROLES: Record<BuiltInRole, { label: string; permissions: readonly Permission[] }> = {
  owner: { label: 'Owner', permissions: PERMISSIONS },
  manager: { label: 'Manager', permissions: PERMISSIONS.filter((p) => !OWNER_ONLY.includes(p)) },
  cashier: {
    label: 'Cashier',
    permissions: [
      'shop.read',
      'customers.read',
      'customers.write',
      'customers.revealKyc',
      'valuations.read',
      'loans.read',
      'loans.disburse',
      'loans.collect',
      'loans.sendPaymentLink',
      'loans.release',
      'loans.renew',
      'loans.auction',
      'loans.payout',
      'custody.read',
      'custody.pack',
      'custody.move',
      'books.counter',
      'messages.send',
    ],
  },
  appraiser: {
    label: 'Appraiser',
    permissions: [
      'shop.read',
      'customers.read',
      'customers.write',
      'customers.revealKyc',
      'valuations.read',
      'valuations.write',
      'loans.read',
      'custody.read',
      'custody.pack',
      'custody.move',
      'messages.send',
    ],
  },
  accountant: {
    label: 'Accountant',
    permissions: [
      'shop.read',
      'customers.read',
      'valuations.read',
      'loans.read',
      'reports.read',
      'books.read',
      'books.counter',
      'books.vouchers',
      'books.closeDay',
      'books.chart',
    ],
  },
  auditor: { label: 'Auditor', permissions: READS },
}

export const BUILT_IN_ROLE_NAMES = Object.keys(BUILT_IN_ROLES) as BuiltInRole[]
export const isBuiltInRole = (name: string): name is BuiltInRole => Object.hasOwn(BUILT_IN_ROLES, name)

/** What a TENANT_EMPLOYEE with no role assigned holds: the counter roles. */
export const DEFAULT_EMPLOYEE_ROLES: readonly BuiltInRole[] = ['cashier', 'appraiser']

/** A shop's own role: `id` is what an assignment names. */
export type CustomRole = { id: string; name: string; permissions: readonly string[] }

/**
 * Everything a staff member may do. TENANT_ADMIN is always an owner; a TENANT_EMPLOYEE holds the
 * union of their roles (built-in names or custom role ids), or the default counter roles when none
 * is assigned. A role id or permission the catalog no longer knows grants nothing.
 */
export function permissionsOf(
  specRole: 'TENANT_ADMIN' | 'TENANT_EMPLOYEE',
  assignedRoles: readonly string[],
  customRoles: readonly CustomRole[],
): Permission[] {
  if (specRole === 'TENANT_ADMIN') return [...PERMISSIONS]
  const roles = assignedRoles.length > 0 ? assignedRoles : DEFAULT_EMPLOYEE_ROLES
  const held = new Set<string>()
  for (const role of roles) {
    const permissions = isBuiltInRole(role)
      ? BUILT_IN_ROLES[role].permissions
      : (customRoles.find((custom) => custom.id === role)?.permissions ?? [])
    for (const permission of permissions) held.add(permission)
  }
  return PERMISSIONS.filter((p) => held.has(p))
}

/**
 * The permissions of what only a tenant admin could do before roles (the old tenant-admin
 * procedures and routes). An employee was refused them with the contract's answer (billing's 401,
 * banks' 403 message), and every role lacking one keeps getting it.
 */
export const ADMIN_ONLY_BEFORE_ROLES: readonly Permission[] = [
  'shop.settings',
  'goldRates.write',
  'banks.manage',
  'loans.settings',
  'reports.read',
  'books.read',
  'books.vouchers',
  'books.closeDay',
  'books.reopenDay',
  'books.chart',
  'staff.manage',
  'billing.manage',
]

/**
 * How a staff member without `permission` is refused: true, with the answer an employee got before
 * roles (a permission of `ADMIN_ONLY_BEFORE_ROLES`); false, with 403 "You do not have permission to
 * do this." (a permission every employee held before, now withheld, or one new with issue 26).
 */
export const refusedAsBefore = (permission: Permission) => ADMIN_ONLY_BEFORE_ROLES.includes(permission)
