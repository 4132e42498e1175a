import { Alert, Button, TextField, errorMessage } from '@gold/ui'
import { useState, type FormEvent } from 'react'
import { trpc } from '../../trpc.ts'
import { RecoveryCodes, TotpSetupKey } from '../account/totp-setup.tsx'

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
