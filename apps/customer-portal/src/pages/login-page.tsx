import { CenteredPage, EmailOtpSteps, usePageTitle } from '@gold/ui'
import type { Shop } from '../tenant.ts'
import { trpc } from '../trpc.ts'

export function LoginPage({ shop, onSignedIn }: { shop: Shop; onSignedIn: () => Promise<void> }) {
  const sendOtp = trpc.auth.sendOtp.useMutation()
  const portalLogin = trpc.auth.portalLogin.useMutation()
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
            <p className="page-subtitle">We will email you a one-time code. Use the address you gave the branch.</p>
          </div>
          <EmailOtpSteps
            sendCode={(email) => sendOtp.mutateAsync({ tenant: shop.slug, email })}
            verifyCode={async (email, code) => {
              await portalLogin.mutateAsync({ tenant: shop.slug, email, code })
              await onSignedIn()
            }}
            verifyLabel="Sign in"
          />
        </div>
      </div>
    </CenteredPage>
  )
}
