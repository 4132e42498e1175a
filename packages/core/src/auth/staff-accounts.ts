import { z } from 'zod'
import { pageQuery } from '../shared/page.ts'
import { authErrors } from './auth-errors.ts'
import { normalizeEmail } from './principal.ts'

/**
 * Staff accounts and passwords (issue 17): the one password rule, the messages the API answers and
 * the apps show inline, and the tRPC inputs. Browser-safe: the staff app checks forms with these.
 */
export const PASSWORD_MIN_LENGTH = 8
/** bcrypt reads only the first 72 bytes: a longer password would be accepted with any ending. */
export const PASSWORD_MAX_BYTES = 72
/** A reset link works for this long after it is sent, once. */
export const PASSWORD_RESET_TTL_MS = 60 * 60_000
export const STAFF_NAME_MAX = 100
const EMAIL_MAX = 254

export const staffAccountMessages = {
  passwordTooShort: `A password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `A password can be at most ${PASSWORD_MAX_BYTES} characters.`,
  nameRequired: 'A name is required.',
  nameTooLong: `A name can be at most ${STAFF_NAME_MAX} characters.`,
  emailInvalid: 'A valid email address is required.',
  roleInvalid: 'Role must be TENANT_ADMIN or TENANT_EMPLOYEE.',
  currentPasswordRequired: 'Enter your current password.',
} as const

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length

/** What is wrong with a new password, or null. The same rule for the CLI, the API and every form. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return staffAccountMessages.passwordTooShort
  if (utf8Bytes(password) > PASSWORD_MAX_BYTES) return staffAccountMessages.passwordTooLong
  return null
}

/** What is wrong with a staff member's name as typed, or null. */
export function staffNameProblem(name: string): string | null {
  const trimmed = name.trim()
  if (!trimmed) return staffAccountMessages.nameRequired
  if (trimmed.length > STAFF_NAME_MAX) return staffAccountMessages.nameTooLong
  return null
}

/** What is wrong with an email address as typed, or null. */
export function staffEmailProblem(email: string): string | null {
  return email.length <= EMAIL_MAX && normalizeEmail(email) ? null : staffAccountMessages.emailInvalid
}

/** A zod string checked by one of the problem functions above (its message is the issue's). */
const checked = (problem: (value: string) => string | null, typeMessage: string) =>
  z.string(typeMessage).superRefine((value, ctx) => {
    const message = problem(value)
    if (message) ctx.addIssue({ code: 'custom', message })
  })

export const newPassword = checked(passwordProblem, staffAccountMessages.passwordTooShort)

/** `users.create`: the admin sets the first password; the email is stored trimmed and lower case. */
export const staffUserInput = z.object({
  name: checked(staffNameProblem, staffAccountMessages.nameRequired).transform((name) => name.trim()),
  email: checked(staffEmailProblem, staffAccountMessages.emailInvalid).transform((email) => normalizeEmail(email)!),
  role: z.enum(['TENANT_ADMIN', 'TENANT_EMPLOYEE'], staffAccountMessages.roleInvalid),
  password: newPassword,
})
export type StaffUserInput = z.infer<typeof staffUserInput>

export const staffListQuery = pageQuery
export const staffUserId = z.object({ id: z.string().max(100) })
export const staffActiveInput = z.object({ id: z.string().max(100), active: z.boolean() })

export const changePasswordInput = z.object({
  currentPassword: z.string().min(1, staffAccountMessages.currentPasswordRequired).max(1000),
  newPassword,
})
export const requestPasswordResetInput = z.object({ email: z.string().max(1000) })
const resetLinkInvalid = authErrors.table.resetLinkInvalid.message
export const resetPasswordInput = z.object({
  token: z.string(resetLinkInvalid).min(1, resetLinkInvalid).max(200, resetLinkInvalid),
  newPassword,
})

/**
 * Whether one more active account fits the plan's `staff_accounts` limit (null: no limit). The
 * staff screen shows "3 of 10 staff accounts used" from the same numbers.
 */
export const staffAccountsFull = (usage: { used: number; limit: number | null }) =>
  usage.limit !== null && usage.used >= usage.limit
