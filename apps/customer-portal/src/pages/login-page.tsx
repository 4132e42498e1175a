import { canonicalPhone } from '@gold/core/customers/phone'
import {
  Button,
  CenteredPage,
  LanguageSwitcher,
  OtpSteps,
  useEmailOtpKind,
  usePageTitle,
  useT,
  type OtpAddressKind,
} from '@gold/ui'
import { useState, type ReactNode } from 'react'
import { signInText } from '../i18n/sign-in-text.ts'
import type { Shop } from '../tenant.ts'
import { trpc } from '../trpc.ts'

/** "98765 43210": how a borrower reads their own number back. */
const spacedPhone = (phone: string) => {
  const digits = canonicalPhone(phone) ?? phone
  return digits.length === 10 ? `${digits.slice(0, 5)} ${digits.slice(5)}` : digits
}

/**
 * Issue 27: the code goes by SMS only to a number the shop has on file, and the answer does not say
 * whether it is, so the notice says what happens if it is rather than that a text was sent.
 */
export const phoneOtpKind = (t: (typeof signInText)['en']): OtpAddressKind => ({
  label: t.phoneLabel,
  type: 'tel',
  autoComplete: 'tel-national',
  inputMode: 'tel',
  problem: (phone) => (canonicalPhone(phone) ? null : t.phoneProblem),
  codeProblem: t.phoneCodeProblem,
  sentNotice: (phone) => t.phoneSent(spacedPhone(phone)),
  resentNotice: (phone) => t.phoneResent(spacedPhone(phone)),
  changeLabel: t.phoneChange,
})

type Method = 'email' | 'phone'

export function LoginPage({
  shop,
  onSignedIn,
  intro,
  method: firstMethod = 'email',
}: {
  shop: Shop
  onSignedIn: () => Promise<void>
  /** Why the borrower is asked to sign in (a payment link), above the choice of email or SMS. */
  intro?: ReactNode
  /** The way offered first: email, as before, or SMS where the borrower came from a text. */
  method?: Method
}) {
  const [method, setMethod] = useState<Method>(firstMethod)
  const sendOtp = trpc.auth.sendOtp.useMutation()
  const portalLogin = trpc.auth.portalLogin.useMutation()
  const sendPhoneOtp = trpc.auth.sendPhoneOtp.useMutation()
  const portalPhoneLogin = trpc.auth.portalPhoneLogin.useMutation()
  const t = useT(signInText)
  const emailKind = useEmailOtpKind()
  usePageTitle(t.pageTitle)
  return (
    <CenteredPage>
      <div className="auth-brand">
        <span className="brand-mark" aria-hidden="true" />
        <span className="auth-brand-name">{shop.name}</span>
      </div>
      <div className="auth-language">
        <LanguageSwitcher />
      </div>
      <div className="card">
        <div className="card-body stack">
          <div>
            <h1 className="page-title">{t.title}</h1>
            <p className="page-subtitle">{method === 'email' ? t.byEmail : t.byPhone}</p>
          </div>
          {intro}
          <div className="form-actions sign-in-methods" role="group" aria-label={t.methods}>
            {(['email', 'phone'] as const).map((m) => (
              <Button
                key={m}
                variant={method === m ? 'primary' : 'secondary'}
                aria-pressed={method === m}
                onClick={() => setMethod(m)}
              >
                {m === 'email' ? t.email : t.sms}
              </Button>
            ))}
          </div>
          {method === 'email' ? (
            <OtpSteps
              key="email"
              kind={emailKind}
              sendCode={(email) => sendOtp.mutateAsync({ tenant: shop.slug, email })}
              verifyCode={async (email, code) => {
                await portalLogin.mutateAsync({ tenant: shop.slug, email, code })
                await onSignedIn()
              }}
              verifyLabel={t.signIn}
            />
          ) : (
            <OtpSteps
              key="phone"
              kind={phoneOtpKind(t)}
              sendCode={(phone) => sendPhoneOtp.mutateAsync({ tenant: shop.slug, phone })}
              verifyCode={async (phone, code) => {
                await portalPhoneLogin.mutateAsync({ tenant: shop.slug, phone, code })
                await onSignedIn()
              }}
              verifyLabel={t.signIn}
            />
          )}
        </div>
      </div>
    </CenteredPage>
  )
}
