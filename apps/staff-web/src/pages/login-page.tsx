import { Alert, Button, CenteredPage, Link, TextField, errorMessage, usePageTitle } from '@gold/ui'
import { useState, type FormEvent } from 'react'
import { trpc } from '../trpc.ts'

export function LoginPage({ onSignedIn }: { onSignedIn: () => void }) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({})
  const login = trpc.auth.login.useMutation({ onSuccess: onSignedIn })
  usePageTitle('Sign in')

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

  return (
    <CenteredPage>
      <div className="auth-brand">
        <span className="brand-mark" aria-hidden="true" />
        <span className="auth-brand-name">Gold Desk</span>
      </div>
      <div className="card">
        <div className="card-body stack">
          <div>
            <h1 className="page-title">Sign in</h1>
            <p className="page-subtitle">Staff and platform accounts.</p>
          </div>
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
        </div>
      </div>
    </CenteredPage>
  )
}
