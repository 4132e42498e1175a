import { passwordProblem } from '@gold/core/auth/staff-accounts'
import { TextField, type FormErrors } from '@gold/ui'

/** A form's new password, typed twice. */
export type NewPassword = { newPassword: string; repeat: string }
type NewPasswordField = keyof NewPassword

export const REPEAT_MISMATCH = 'The two new passwords do not match.'

/** A weak password is the problem to fix first; only a strong one is checked against its repeat. */
export function newPasswordProblems(v: NewPassword): FormErrors<NewPasswordField> {
  const weak = passwordProblem(v.newPassword)
  if (weak) return { newPassword: weak }
  return v.repeat === v.newPassword ? {} : { repeat: REPEAT_MISMATCH }
}

/** The API refuses a weak new password as its `newPassword` input; the message shows under that field. */
export const NEW_PASSWORD_INPUTS = { newPassword: 'newPassword' } as const

/** The new password and its repeat, bound to a form whose values include `NewPassword`. */
export function NewPasswordFields({
  form,
}: {
  form: {
    text: (field: NewPasswordField) => {
      name: string
      value: string
      error: string | null
      onChange: (e: { target: { value: string } }) => void
    }
    touch: (field: NewPasswordField) => void
  }
}) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        {...form.text('newPassword')}
        onBlur={() => form.touch('newPassword')}
        hint="At least 8 characters."
      />
      <TextField
        label="New password again"
        type="password"
        autoComplete="new-password"
        required
        {...form.text('repeat')}
        onBlur={() => form.touch('repeat')}
      />
    </>
  )
}
