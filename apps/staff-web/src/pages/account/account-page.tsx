import { passwordProblem, staffAccountMessages } from '@gold/core/auth/staff-accounts'
import { Alert, Button, Card, PageHeader, TextField, useFormModel, type FormErrors } from '@gold/ui'
import { useState } from 'react'
import { roleLabel, useSession } from '../../session.ts'
import { trpc } from '../../trpc.ts'

type Values = { currentPassword: string; newPassword: string; repeat: string }

export const REPEAT_MISMATCH = 'The two new passwords do not match.'

export function changePasswordProblems(v: Values): FormErrors<keyof Values> {
  const problems: FormErrors<keyof Values> = {}
  if (!v.currentPassword) problems.currentPassword = staffAccountMessages.currentPasswordRequired
  const weak = passwordProblem(v.newPassword)
  if (weak) problems.newPassword = weak
  else if (v.repeat !== v.newPassword) problems.repeat = REPEAT_MISMATCH
  return problems
}

const fieldOfMessage = (message: string): keyof Values | null =>
  message.startsWith('Your current password') || message === staffAccountMessages.currentPasswordRequired
    ? 'currentPassword'
    : message.startsWith('A password')
      ? 'newPassword'
      : null

/** `/account`: the signed-in staff member or super admin changes their own password. */
export function AccountPage() {
  const session = useSession()
  const [changed, setChanged] = useState(false)
  const form = useFormModel<Values>({
    initial: { currentPassword: '', newPassword: '', repeat: '' },
    validate: changePasswordProblems,
    fieldOfMessage,
  })
  const change = trpc.auth.changePassword.useMutation()
  const submit = form.handleSubmit(async (v) => {
    setChanged(false)
    await change.mutateAsync({ currentPassword: v.currentPassword, newPassword: v.newPassword })
    form.reset()
    setChanged(true)
  })
  return (
    <>
      <PageHeader title="Your account" subtitle={`${session.name} · ${roleLabel(session)}`} />
      <div className="grid cols-2">
        <Card title="Change your password">
          <form className="form" onSubmit={submit} noValidate aria-label="Change your password">
            <TextField
              label="Current password"
              type="password"
              autoComplete="current-password"
              required
              {...form.text('currentPassword')}
              onBlur={() => form.touch('currentPassword')}
            />
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
            {form.formError && <Alert tone="danger">{form.formError}</Alert>}
            {changed && (
              <Alert tone="success">
                Password changed. You stay signed in here; your other devices were signed out.
              </Alert>
            )}
            <div className="form-actions">
              <Button type="submit" busy={change.isPending}>
                Change password
              </Button>
            </div>
          </form>
        </Card>
      </div>
    </>
  )
}
