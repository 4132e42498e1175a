import { canonicalPhone } from '@gold/core/customers/phone'
import { Button, CenteredPage, EMAIL_OTP, OtpSteps, usePageTitle, type OtpAddressKind } from '@gold/ui'
import { useState, type ReactNode } from 'react'
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
export const PHONE_OTP: OtpAddressKind = {
  label: 'Mobile number',
  type: 'tel',
  autoComplete: 'tel-national',
  inputMode: 'tel',
  problem: (phone) => (canonicalPhone(phone) ? null : 'Enter your 10-digit mobile number.'),
  codeProblem: 'Enter the 6-digit code from the SMS.',
  sentNotice: (phone) =>
    `If ${spacedPhone(phone)} is the number the branch has for you, a 6-digit code is on its way by SMS. It is valid for 10 minutes.`,
  resentNotice: (phone) => `If ${spacedPhone(phone)} is registered, a new code is on its way.`,
  changeLabel: 'Use a different number',
}

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
  usePageTitle('Sign in')
  return (
    <CenteredPage>
      <div className="auth-brand">
        <span className="brand-mark" aria-hidden="true" />
        <span className="auth-brand-name">{shop.name}</span>
      </div>
      <div className="card">
        <div className="card-body stack">
          <div>
            <h1 className="page-title">Sign in to your loans</h1>
            <p className="page-subtitle">
              {method === 'email'
                ? 'We will email you a one-time code. Use the address you gave the branch.'
                : 'We will text a one-time code to the mobile number you gave the branch.'}
            </p>
          </div>
          {intro}
          <div className="form-actions sign-in-methods" role="group" aria-label="Get the code by">
            {(['email', 'phone'] as const).map((m) => (
              <Button
                key={m}
                variant={method === m ? 'primary' : 'secondary'}
                aria-pressed={method === m}
                onClick={() => setMethod(m)}
              >
                {m === 'email' ? 'Email' : 'SMS to my phone'}
              </Button>
            ))}
          </div>
          {method === 'email' ? (
            <OtpSteps
              key="email"
              kind={EMAIL_OTP}
              sendCode={(email) => sendOtp.mutateAsync({ tenant: shop.slug, email })}
              verifyCode={async (email, code) => {
                await portalLogin.mutateAsync({ tenant: shop.slug, email, code })
                await onSignedIn()
              }}
              verifyLabel="Sign in"
            />
          ) : (
            <OtpSteps
              key="phone"
              kind={PHONE_OTP}
              sendCode={(phone) => sendPhoneOtp.mutateAsync({ tenant: shop.slug, phone })}
              verifyCode={async (phone, code) => {
                await portalPhoneLogin.mutateAsync({ tenant: shop.slug, phone, code })
                await onSignedIn()
              }}
              verifyLabel="Sign in"
            />
          )}
        </div>
      </div>
    </CenteredPage>
  )
}
