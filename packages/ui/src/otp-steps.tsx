import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Button } from './button.tsx'
import { Alert } from './feedback.tsx'
import { TextField } from './fields.tsx'
import { useFormModel } from './form-model.ts'
import { useT } from './i18n/language-context.tsx'
import { uiText } from './i18n/ui-text.ts'

const RESEND_SECONDS = 30
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

type Props = {
  /** Sends a code to the address; throw to show the server's message. */
  sendCode: (address: string) => Promise<unknown>
  /** Checks the code; throw to show the server's message. */
  verifyCode: (address: string, code: string) => Promise<unknown>
  verifyLabel?: string
  intro?: ReactNode
}

/** What differs between a code by email and a code by SMS: the address field and the words about it. */
export type OtpAddressKind = {
  label: string
  type: 'email' | 'tel'
  autoComplete: string
  inputMode: 'email' | 'tel'
  /** The problem with the address as typed, or null. */
  problem: (address: string) => string | null
  codeProblem: string
  sentNotice: (address: string) => string
  resentNotice: (address: string) => string
  changeLabel: string
}

/** The email kind in the words of one language's catalogue. */
export const emailOtpKind = (t: (typeof uiText)['en']['otp']): OtpAddressKind => ({
  label: t.emailLabel,
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  problem: (email) => (EMAIL.test(email) ? null : t.emailProblem),
  codeProblem: t.emailCodeProblem,
  sentNotice: t.emailSent,
  resentNotice: t.emailResent,
  changeLabel: t.emailChange,
})

export const EMAIL_OTP: OtpAddressKind = emailOtpKind(uiText.en.otp)

/** The email kind in the reader's language (the borrower apps). */
export const useEmailOtpKind = (): OtpAddressKind => emailOtpKind(useT(uiText).otp)

/** Two-step email sign-in: ask for the address, send a 6-digit code, then ask for the code. */
export function EmailOtpSteps(props: Props) {
  return <OtpSteps {...props} kind={useEmailOtpKind()} />
}

/**
 * Two-step sign-in by a one-time code: ask for the address (an email or a phone, `kind`), send a
 * 6-digit code, then ask for the code. Resend is rate-limited on the client with a short
 * countdown; errors are the server's words.
 */
export function OtpSteps({ sendCode, verifyCode, verifyLabel, intro, kind }: Props & { kind: OtpAddressKind }) {
  const t = useT(uiText).otp
  const [step, setStep] = useState<'email' | 'code'>('email')
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [cooldown, setCooldown] = useState(0)
  const codeRef = useRef<HTMLInputElement>(null)
  const emailForm = useFormModel({
    initial: { email: '' },
    validate: (v) => {
      const problem = kind.problem(v.email.trim())
      return problem ? { email: problem } : {}
    },
  })
  const codeForm = useFormModel({
    initial: { code: '' },
    validate: (v) => (/^\d{6}$/.test(v.code.trim()) ? {} : { code: kind.codeProblem }),
  })
  const email = emailForm.values.email.trim()

  useEffect(() => {
    if (cooldown <= 0) return
    const t = window.setTimeout(() => setCooldown((c) => c - 1), 1000)
    return () => window.clearTimeout(t)
  }, [cooldown])
  useEffect(() => {
    if (step === 'code') codeRef.current?.focus()
  }, [step])

  const whileBusy = async (work: () => Promise<unknown>) => {
    setBusy(true)
    try {
      await work()
    } finally {
      setBusy(false)
    }
  }

  const send = (isResend: boolean) =>
    whileBusy(async () => {
      await sendCode(email)
      setStep('code')
      setCooldown(RESEND_SECONDS)
      setNotice(isResend ? kind.resentNotice(email) : kind.sentNotice(email))
    })

  const resend = () => {
    setNotice(null)
    codeForm.reset()
    send(true).catch((err) => codeForm.fail(err))
  }

  const changeEmail = () => {
    setStep('email')
    setNotice(null)
    codeForm.reset()
    emailForm.reset(emailForm.values)
  }

  if (step === 'email') {
    return (
      <form className="form" onSubmit={emailForm.handleSubmit(() => send(false))} noValidate>
        {intro}
        {emailForm.formError && <Alert tone="danger">{emailForm.formError}</Alert>}
        <TextField
          label={kind.label}
          type={kind.type}
          autoComplete={kind.autoComplete}
          inputMode={kind.inputMode}
          required
          {...emailForm.text('email')}
        />
        <Button type="submit" busy={busy} className="btn-block">
          {busy ? t.sendingCode : t.sendCode}
        </Button>
      </form>
    )
  }
  const code = codeForm.text('code')
  return (
    <form
      className="form"
      onSubmit={codeForm.handleSubmit((v) => whileBusy(() => verifyCode(email, v.code.trim())))}
      noValidate
    >
      {notice && <Alert tone="info">{notice}</Alert>}
      {codeForm.formError && <Alert tone="danger">{codeForm.formError}</Alert>}
      <TextField
        ref={codeRef}
        label={t.codeLabel}
        className="input otp-input"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        required
        {...code}
        onChange={(e) => codeForm.set('code', e.target.value.replace(/\D/g, '').slice(0, 6))}
      />
      <Button type="submit" busy={busy} className="btn-block">
        {busy ? t.checking : (verifyLabel ?? t.verify)}
      </Button>
      <div className="row-between">
        <button type="button" className="link-button" disabled={busy || cooldown > 0} onClick={resend}>
          {cooldown > 0 ? t.resendIn(cooldown) : t.resend}
        </button>
        <button type="button" className="link-button" disabled={busy} onClick={changeEmail}>
          {kind.changeLabel}
        </button>
      </div>
    </form>
  )
}
