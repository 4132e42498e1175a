import { passwordProblem, staffEmailProblem, staffNameProblem } from '@gold/core/auth/staff-accounts'
import { useFormModel, type ErrorFields, type FormErrors } from '@gold/ui'

export type StaffRole = 'TENANT_EMPLOYEE' | 'TENANT_ADMIN'
export type StaffFormValues = { name: string; email: string; role: StaffRole; password: string }

export const ROLE_LABELS: Record<StaffRole, string> = { TENANT_EMPLOYEE: 'Employee', TENANT_ADMIN: 'Admin' }

/** What the confirmation says a role may do, so an admin is never made by a slip of the select. */
export const ROLE_POWERS: Record<StaffRole, string> = {
  TENANT_EMPLOYEE:
    'Values gold, adds borrowers, opens loans and takes payments. Cannot see reports, billing or settings, or manage staff.',
  TENANT_ADMIN:
    'Everything an employee does, plus reports, billing, shop and loan settings, and adding or disabling staff accounts.',
}

/** Every problem with the form's values, with the messages the API answers (core's checks). */
export function staffFormProblems(v: StaffFormValues): FormErrors<keyof StaffFormValues> {
  const problems: FormErrors<keyof StaffFormValues> = {}
  const name = staffNameProblem(v.name)
  const email = staffEmailProblem(v.email.trim())
  const password = passwordProblem(v.password)
  if (name) problems.name = name
  if (email) problems.email = email
  if (password) problems.password = password
  return problems
}

/** The input a server refusal names (zod's path, or the taken email's field) is the form's field of that name. */
export const STAFF_ERROR_FIELDS: ErrorFields<keyof StaffFormValues> = {
  inputs: { name: 'name', email: 'email', password: 'password' },
}

export const staffCreateBody = (v: StaffFormValues) => ({
  name: v.name.trim(),
  email: v.email.trim(),
  role: v.role,
  password: v.password,
})

export const useStaffForm = () =>
  useFormModel<StaffFormValues>({
    initial: { name: '', email: '', role: 'TENANT_EMPLOYEE', password: '' },
    validate: staffFormProblems,
    errorFields: STAFF_ERROR_FIELDS,
  })
