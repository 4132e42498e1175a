import type { authErrors } from '@gold/core/auth/auth-errors'
import { staffAccountMessages } from '@gold/core/auth/staff-accounts'
import {
  Alert,
  Button,
  Card,
  PageHeader,
  TextField,
  useFormModel,
  type ErrorCode,
  type ErrorFields,
  type FormErrors,
} from '@gold/ui'
import { useState } from 'react'
import { roleLabel, useSession } from '../../session.ts'
import { trpc } from '../../trpc.ts'
import {
  NEW_PASSWORD_INPUTS,
  NewPasswordFields,
  newPasswordProblems,
  type NewPassword,
} from './new-password-fields.tsx'
import { DevicesCard } from './devices-card.tsx'
import { TwoFactorCard } from './two-factor-card.tsx'

type Values = NewPassword & { currentPassword: string }

export const changePasswordProblems = (v: Values): FormErrors<keyof Values> => ({
  ...(!v.currentPassword && { currentPassword: staffAccountMessages.currentPasswordRequired }),
  ...newPasswordProblems(v),
})

const CHANGE_PASSWORD_ERRORS: ErrorFields<keyof Values> = {
  codes: { wrongCurrentPassword: 'currentPassword' } satisfies Partial<
    Record<ErrorCode<typeof authErrors>, keyof Values>
  >,
  inputs: { currentPassword: 'currentPassword', ...NEW_PASSWORD_INPUTS },
}

/** `/account`: the signed-in staff member or super admin changes their own password. */
export function AccountPage() {
  const session = useSession()
  const [changed, setChanged] = useState(false)
  const form = useFormModel<Values>({
    initial: { currentPassword: '', newPassword: '', repeat: '' },
    validate: changePasswordProblems,
    errorFields: CHANGE_PASSWORD_ERRORS,
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
      <div className="stack">
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
              <NewPasswordFields form={form} />
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
          <TwoFactorCard />
        </div>
        <DevicesCard />
      </div>
    </>
  )
}
