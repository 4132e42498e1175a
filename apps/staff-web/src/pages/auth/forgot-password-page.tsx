import { staffEmailProblem } from '@gold/core/auth/staff-accounts'
import { Alert, Button, Link, TextField, useFormModel } from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../../trpc.ts'
import { AuthCard } from './auth-card.tsx'

/** `/forgot-password` (signed out): mails a reset link; the answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const request = trpc.auth.requestPasswordReset.useMutation()
  const form = useFormModel({
    initial: { email: '' },
    validate: (v) => {
      const problem = staffEmailProblem(v.email.trim())
      return problem ? { email: problem } : {}
    },
  })
  const submit = form.handleSubmit(async (v) => {
    await request.mutateAsync({ email: v.email.trim() })
    setSentTo(v.email.trim())
  })
  if (sentTo)
    return (
      <AuthCard title="Check your email">
        <Alert tone="success">
          If {sentTo} belongs to a staff or platform account, a link to set a new password is on its way. It works once,
          for 60 minutes.
        </Alert>
        <p className="small muted">
          No email after a few minutes? Check the spam folder, or ask your shop&rsquo;s admin to send you a reset link.
        </p>
        <Link to="/login">Back to sign in</Link>
      </AuthCard>
    )
  return (
    <AuthCard title="Forgot your password?" subtitle="We will email you a link to set a new one.">
      <form className="form" onSubmit={submit} noValidate aria-label="Ask for a reset link">
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="username"
          required
          {...form.text('email')}
          onBlur={() => form.touch('email')}
        />
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <Button type="submit" busy={request.isPending} className="btn-block">
          Email me a reset link
        </Button>
      </form>
      <Link to="/login">Back to sign in</Link>
    </AuthCard>
  )
}
