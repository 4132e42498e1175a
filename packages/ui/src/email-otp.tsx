import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Button } from './button.tsx'
import { Alert } from './feedback.tsx'
import { TextField } from './fields.tsx'
import { errorMessage } from './format.ts'

const RESEND_SECONDS = 30
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

type Props = {
  /** Sends a code to the address; throw to show the server's message. */
  sendCode: (email: string) => Promise<unknown>
  /** Checks the code; throw to show the server's message. */
  verifyCode: (email: string, code: string) => Promise<unknown>
  verifyLabel?: string
  intro?: ReactNode
}

/**
 * Two-step email sign-in: ask for the address, send a 6-digit code, then ask for the code.
 * Resend is rate-limited on the client with a short countdown; errors are the server's words.
 */
export function EmailOtpSteps({ sendCode, verifyCode, verifyLabel = 'Verify', intro }: Props) {
  const [step, setStep] = useState<'email' | 'code'>('email')
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [serverError, setServerError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [cooldown, setCooldown] = useState(0)
  const codeRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (cooldown <= 0) return
    const t = window.setTimeout(() => setCooldown((c) => c - 1), 1000)
    return () => window.clearTimeout(t)
  }, [cooldown])
  useEffect(() => { if (step === 'code') codeRef.current?.focus() }, [step])

  const send = async (isResend: boolean) => {
    setServerError(null)
    setNotice(null)
    setBusy(true)
    try {
      await sendCode(email.trim())
      setStep('code')
      setCooldown(RESEND_SECONDS)
      setNotice(isResend ? `We sent a new code to ${email.trim()}.` : `We sent a 6-digit code to ${email.trim()}. It is valid for 10 minutes.`)
    } catch (e) {
      setServerError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  const submitEmail = (e: FormEvent) => {
    e.preventDefault()
    if (!EMAIL.test(email.trim())) {
      setFieldError('Enter a valid email address.')
      return
    }
    setFieldError(null)
    void send(false)
  }

  const submitCode = async (e: FormEvent) => {
    e.preventDefault()
    if (!/^\d{6}$/.test(code.trim())) {
      setFieldError('Enter the 6-digit code from the email.')
      return
    }
    setFieldError(null)
    setServerError(null)
    setBusy(true)
    try {
      await verifyCode(email.trim(), code.trim())
    } catch (err) {
      setServerError(errorMessage(err))
    } finally {
      setBusy(false)
    }
  }

  if (step === 'email') {
    return (
      <form className="form" onSubmit={submitEmail} noValidate>
        {intro}
        {serverError && <Alert tone="danger">{serverError}</Alert>}
        <TextField
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError}
          required
        />
        <Button type="submit" busy={busy} className="btn-block">{busy ? 'Sending code…' : 'Send code'}</Button>
      </form>
    )
  }
  return (
    <form className="form" onSubmit={submitCode} noValidate>
      {notice && <Alert tone="info">{notice}</Alert>}
      {serverError && <Alert tone="danger">{serverError}</Alert>}
      <TextField
        ref={codeRef}
        label="6-digit code"
        name="code"
        className="input otp-input"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        error={fieldError}
        required
      />
      <Button type="submit" busy={busy} className="btn-block">{busy ? 'Checking…' : verifyLabel}</Button>
      <div className="row-between">
        <button type="button" className="link-button" disabled={busy || cooldown > 0} onClick={() => void send(true)}>
          {cooldown > 0 ? `Resend code in ${cooldown}s` : 'Resend code'}
        </button>
        <button type="button" className="link-button" disabled={busy} onClick={() => { setStep('email'); setCode(''); setServerError(null); setNotice(null); setFieldError(null) }}>
          Use a different email
        </button>
      </div>
    </form>
  )
}
