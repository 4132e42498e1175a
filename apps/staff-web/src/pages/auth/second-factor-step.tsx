import { Alert, Button, TextField, errorMessage } from '@gold/ui'
import { useState, type FormEvent } from 'react'
import { trpc } from '../../trpc.ts'

/** The recovery codes of a new second factor, shown once: the account's way in without the phone. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <div className="stack-sm">
      <Alert tone="warning" title="Keep these recovery codes somewhere safe">
        Each signs you in once if your phone is lost. They are not shown again.
      </Alert>
      <ol className="recovery-codes" aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
    </div>
  )
}

/** The QR code and key of a TOTP enrolment, for the authenticator app. */
export function TotpSetupKey({ qrDataUrl, secret }: { qrDataUrl: string; secret: string }) {
  return (
    <div className="stack-sm totp-setup">
      <p>Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).</p>
      <img src={qrDataUrl} alt="QR code for your authenticator app" width={220} height={220} />
      <p className="small">
        Or enter this key: <code data-testid="totp-secret">{secret}</code>
      </p>
    </div>
  )
}

/**
 * The sign-in's second step (issue 26): the code the authenticator app shows, or a recovery code;
 * where the shop requires TOTP and the account has none yet, its set-up first, and the recovery
 * codes after.
 */
export function SecondFactorStep({
  challenge,
  method,
  onSignedIn,
}: {
  challenge: string
  method: 'totp' | 'enrol'
  onSignedIn: () => void
}) {
  const [code, setCode] = useState('')
  const [useRecovery, setUseRecovery] = useState(false)
  const [codes, setCodes] = useState<string[] | null>(null)
  const enrol = trpc.auth.loginEnrol.useMutation()
  const verify = trpc.auth.loginSecondFactor.useMutation({
    onSuccess: (result) => (result.recoveryCodes ? setCodes(result.recoveryCodes) : onSignedIn()),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    verify.mutate(useRecovery ? { challenge, recoveryCode: code } : { challenge, code })
  }
  if (codes)
    return (
      <div className="stack">
        <RecoveryCodes codes={codes} />
        <Button onClick={onSignedIn}>I have kept them: continue</Button>
      </div>
    )
  if (method === 'enrol' && !enrol.data)
    return (
      <div className="stack-sm">
        <p>Your shop requires two-factor sign-in for your account. Set it up now with an authenticator app.</p>
        {enrol.error && <Alert tone="danger">{errorMessage(enrol.error)}</Alert>}
        <Button busy={enrol.isPending} onClick={() => enrol.mutate({ challenge })}>
          Set up two-factor sign-in
        </Button>
      </div>
    )
  return (
    <form className="form" onSubmit={submit} noValidate>
      {enrol.data && <TotpSetupKey qrDataUrl={enrol.data.qrDataUrl} secret={enrol.data.secret} />}
      {verify.error && <Alert tone="danger">{errorMessage(verify.error)}</Alert>}
      <TextField
        label={useRecovery ? 'Recovery code' : 'Authentication code'}
        hint={
          useRecovery
            ? 'One of the codes you kept when you set up two-factor sign-in.'
            : 'The 6 digits your app shows now.'
        }
        autoComplete="one-time-code"
        inputMode={useRecovery ? 'text' : 'numeric'}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        required
      />
      <Button type="submit" busy={verify.isPending} className="btn-block">
        {method === 'enrol' ? 'Turn on and sign in' : 'Verify and sign in'}
      </Button>
      {method === 'totp' && (
        <Button variant="ghost" size="sm" onClick={() => (setUseRecovery(!useRecovery), setCode(''))}>
          {useRecovery ? 'Use the authenticator app' : 'Use a recovery code'}
        </Button>
      )}
    </form>
  )
}
