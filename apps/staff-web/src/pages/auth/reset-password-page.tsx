import { Alert, Button, Link, useFormModel, useLocation } from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../../trpc.ts'
import {
  NEW_PASSWORD_INPUTS,
  NewPasswordFields,
  newPasswordProblems,
  type NewPassword,
} from '../account/new-password-fields.tsx'
import { AuthCard } from './auth-card.tsx'

/** `/reset-password?token=…` (signed out): the emailed link; one use, 60 minutes. */
export function ResetPasswordPage() {
  const token = useLocation().query.get('token') ?? ''
  const [done, setDone] = useState(false)
  const reset = trpc.auth.resetPassword.useMutation()
  const form = useFormModel<NewPassword>({
    initial: { newPassword: '', repeat: '' },
    validate: newPasswordProblems,
    errorFields: { inputs: NEW_PASSWORD_INPUTS },
  })
  const submit = form.handleSubmit(async (v) => {
    await reset.mutateAsync({ token, newPassword: v.newPassword })
    setDone(true)
  })
  if (done)
    return (
      <AuthCard title="Password changed">
        <Alert tone="success">Your new password is set. Every device that was signed in has been signed out.</Alert>
        <Link to="/login" className="btn btn-primary btn-block">
          Sign in
        </Link>
      </AuthCard>
    )
  return (
    <AuthCard title="Choose a new password">
      <form className="form" onSubmit={submit} noValidate aria-label="Choose a new password">
        <NewPasswordFields form={form} />
        {form.formError && (
          <Alert tone="danger" action={<Link to="/forgot-password">Ask for a new link</Link>}>
            {form.formError}
          </Alert>
        )}
        <Button type="submit" busy={reset.isPending} className="btn-block">
          Set new password
        </Button>
      </form>
    </AuthCard>
  )
}
