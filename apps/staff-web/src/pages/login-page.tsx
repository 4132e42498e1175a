import { Alert, Button, Link, TextField, errorMessage } from '@gold/ui'
import { useState, type FormEvent } from 'react'
import { trpc } from '../trpc.ts'
import { AuthCard } from './auth/auth-card.tsx'
import { SecondFactorStep } from './auth/second-factor-step.tsx'

export function LoginPage({ onSignedIn }: { onSignedIn: () => void }) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({})
  const login = trpc.auth.login.useMutation({
    onSuccess: (result) => {
      if (!('secondFactor' in result)) onSignedIn()
    },
  })
  const second = login.data && 'secondFactor' in login.data ? login.data.secondFactor : null

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const problems = {
      email: email.trim() ? undefined : 'Enter your email address.',
      password: password ? undefined : 'Enter your password.',
    }
    setMissing(problems)
    if (problems.email || problems.password) return
    login.mutate({ email: email.trim(), password })
  }

  if (second)
    return (
      <AuthCard title="Two-factor sign-in" subtitle={email.trim()}>
        <SecondFactorStep challenge={second.challenge} method={second.method} onSignedIn={onSignedIn} />
      </AuthCard>
    )
  return (
    <AuthCard title="Sign in" subtitle="Staff and platform accounts.">
      {login.error && <Alert tone="danger">{errorMessage(login.error)}</Alert>}
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={missing.email}
          required
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={missing.password}
          required
        />
        <Button type="submit" busy={login.isPending} className="btn-block">
          {login.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
      <Link to="/forgot-password" className="small">
        Forgot password?
      </Link>
    </AuthCard>
  )
}
