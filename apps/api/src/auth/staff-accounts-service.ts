import { authErrors, pageFrom, pageRequest, type PageQuery, type StaffUserInput } from '@gold/core'
import { isUniqueViolation } from '@gold/db'
import type { AppContext } from '../platform/context.ts'
import { assertStaffAccountRoom, staffAccountEntitlement } from '../billing/entitlement-service.ts'
import { identityRepository } from './auth-platform-repository.ts'
import { authRepository } from './auth-repository.ts'
import { hashPassword } from './password.ts'
import { sendResetLink } from './password-service.ts'
import { revokeSessionsOf } from './session-service.ts'

type StaffRow = { id: string; name: string; email: string; role: string; isActive: boolean; createdAt: Date }

const staffView = (row: StaffRow, actorId: string | null) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role === 'TENANT_ADMIN' ? ('TENANT_ADMIN' as const) : ('TENANT_EMPLOYEE' as const),
  active: row.isActive,
  createdAt: row.createdAt,
  you: row.id === actorId,
})

const emailInUse = (email: string) =>
  authErrors.error('invalidRequest', { message: `The email ${email} is already in use.`, field: 'email' })

/** Accounts the plan allows (null: no limit) and how many are active: "3 of 10 staff accounts used". */
async function staffUsage(ctx: AppContext, tenantId: string) {
  const entitlement = await staffAccountEntitlement(ctx, tenantId)
  const used = await authRepository(ctx, tenantId).activeCount()
  return { used, limit: entitlement.limit ?? (entitlement.granted ? null : 0) }
}

/** The shop's staff a page at a time (oldest first), with the plan's usage. */
export async function listStaff(ctx: AppContext, tenantId: string, actorId: string, query: PageQuery | undefined) {
  const { limit, after } = pageRequest(query)
  const rows = await authRepository(ctx, tenantId).staffPage(after, limit + 1)
  const page = pageFrom(rows, limit, (row) => ({ at: row.createdAt, id: row.id }))
  return {
    items: page.items.map((row) => staffView(row, actorId)),
    nextCursor: page.nextCursor,
    usage: await staffUsage(ctx, tenantId),
  }
}

/**
 * Add a staff account within the plan's `staff_accounts` limit: the one service behind the staff
 * screen and the CLI's `user:create`. The count and the insert run under the shop's staff lock.
 */
export async function addStaffUser(ctx: AppContext, tenantId: string, input: StaffUserInput) {
  const passwordHash = await hashPassword(input.password)
  if (await identityRepository(ctx).emailInUse(input.email)) throw emailInUse(input.email)
  const entitlement = await staffAccountEntitlement(ctx, tenantId)
  try {
    const user = await authRepository(ctx, tenantId).underStaffLock(async (staff) => {
      assertStaffAccountRoom(entitlement, await staff.activeCount())
      return staff.createStaffUser({ email: input.email, name: input.name, role: input.role, passwordHash })
    })
    return staffView(user, null)
  } catch (e) {
    if (isUniqueViolation(e)) throw emailInUse(input.email)
    throw e
  }
}

/**
 * Disable or enable a staff account. Disabling ends the account's sessions at once; an admin cannot
 * disable themselves, and the shop keeps an active admin. Enabling takes a seat of the plan again.
 */
export async function setStaffActive(
  ctx: AppContext,
  tenantId: string,
  actorId: string,
  input: { id: string; active: boolean },
) {
  const entitlement = await staffAccountEntitlement(ctx, tenantId)
  const user = await authRepository(ctx, tenantId).underStaffLock(async (staff) => {
    const current = await staff.staffById(input.id)
    if (!current) throw authErrors.error('staffNotFound')
    if (current.isActive === input.active) return current
    if (input.active) {
      assertStaffAccountRoom(entitlement, await staff.activeCount())
    } else {
      if (current.id === actorId) throw authErrors.error('cannotDisableSelf')
      if (current.role === 'TENANT_ADMIN' && (await staff.activeAdminCount()) <= 1)
        throw authErrors.error('lastActiveAdmin')
    }
    return staff.setActive(current.id, input.active)
  })
  if (!user.isActive) await revokeSessionsOf(ctx, 'staff', user.id)
  return staffView(user, actorId)
}

/** An admin mails a staff member a reset link (the same link "Forgot password?" sends). */
export async function sendStaffPasswordReset(ctx: AppContext, tenantId: string, actorName: string, id: string) {
  const user = await authRepository(ctx, tenantId).staffById(id)
  if (!user) throw authErrors.error('staffNotFound')
  if (!user.isActive) throw authErrors.error('resetForDisabled')
  await sendResetLink(ctx, { kind: 'staff', id: user.id, email: user.email, name: user.name }, actorName)
  return { success: true as const, email: user.email }
}
