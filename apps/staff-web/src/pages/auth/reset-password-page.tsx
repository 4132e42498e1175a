import { passwordProblem } from '@gold/core/auth/staff-accounts'
import { Alert, Button, Link, TextField, useFormModel, useLocation, type FormErrors } from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../../trpc.ts'
import { REPEAT_MISMATCH } from '../account/account-page.tsx'
import { AuthCard } from './auth-card.tsx'

type Values = { newPassword: string; repeat: string }

function resetProblems(v: Values): FormErrors<keyof Values> {
  const weak = passwordProblem(v.newPassword)
  if (weak) return { newPassword: weak }
  return v.repeat === v.newPassword ? {} : { repeat: REPEAT_MISMATCH }
}

/** `/reset-password?token=…` (signed out): the emailed link; one use, 60 minutes. */
export function ResetPasswordPage() {
  const token = useLocation().query.get('token') ?? ''
  const [done, setDone] = useState(false)
  const reset = trpc.auth.resetPassword.useMutation()
  const form = useFormModel<Values>({
    initial: { newPassword: '', repeat: '' },
    validate: resetProblems,
    fieldOfMessage: (message) => (message.startsWith('A password') ? 'newPassword' : null),
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
