import { EmailOtpSteps, useT } from '@gold/ui'
import { intakeText } from './i18n/intake-text.ts'
import { trpc } from './trpc.ts'

export function VerifyStep({ tenant, onVerified }: { tenant: string; onVerified: (email: string) => void }) {
  const sendOtp = trpc.auth.sendOtp.useMutation()
  const verifyOtp = trpc.auth.verifyOtp.useMutation()
  const t = useT(intakeText)
  return (
    <EmailOtpSteps
      sendCode={(email) => sendOtp.mutateAsync({ tenant, email })}
      verifyCode={async (email, code) => {
        await verifyOtp.mutateAsync({ tenant, email, code })
        onVerified(email.trim().toLowerCase())
      }}
      verifyLabel={t.verifyButton}
    />
  )
}
