import { Alert, Badge, Button, Card, Loading, TextField, errorMessage } from '@gold/ui'
import { useState, type FormEvent } from 'react'
import { trpc } from '../../trpc.ts'
import { RecoveryCodes, TotpSetupKey } from './totp-setup.tsx'

/** A code from the app, then `action`: confirming a set-up, turning it off, new recovery codes. */
function CodeForm({ label, busy, onCode }: { label: string; busy: boolean; onCode: (code: string) => void }) {
  const [code, setCode] = useState('')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onCode(code)
  }
  return (
    <form className="form" onSubmit={submit} noValidate aria-label={label}>
      <TextField
        label="Authentication code"
        hint="The 6 digits your app shows now."
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <div className="form-actions">
        <Button type="submit" busy={busy}>
          {label}
        </Button>
      </div>
    </form>
  )
}

/** "Two-factor sign-in" (issue 26): set TOTP up, new recovery codes, turn it off. */
export function TwoFactorCard() {
  const utils = trpc.useUtils()
  const status = trpc.security.twoFactor.useQuery()
  const [codes, setCodes] = useState<string[] | null>(null)
  const refresh = () => utils.security.twoFactor.invalidate()
  const start = trpc.security.startTotp.useMutation()
  const confirm = trpc.security.confirmTotp.useMutation({
    onSuccess: async (r) => (setCodes(r.recoveryCodes), start.reset(), await refresh()),
  })
  const regenerate = trpc.security.regenerateRecoveryCodes.useMutation({
    onSuccess: async (r) => (setCodes(r.recoveryCodes), await refresh()),
  })
  const disable = trpc.security.disableTotp.useMutation({ onSuccess: refresh })
  const failure = start.error ?? confirm.error ?? regenerate.error ?? disable.error
  if (status.isPending) return <Loading label="Loading two-factor sign-in…" />
  const s = status.data
  return (
    <Card
      title={
        <span className="row">
          Two-factor sign-in {s?.enabled ? <Badge tone="success">On</Badge> : <Badge>Off</Badge>}
        </span>
      }
    >
      <div className="stack-sm">
        {s?.required && <p className="small">Your shop requires two-factor sign-in for your account.</p>}
        {failure && <Alert tone="danger">{errorMessage(failure)}</Alert>}
        {codes && <RecoveryCodes codes={codes} />}
        {!s?.enabled && !start.data && (
          <>
            <p className="small">Sign in with your password and a code from an authenticator app on your phone.</p>
            <div>
              <Button busy={start.isPending} onClick={() => start.mutate()}>
                Set up two-factor sign-in
              </Button>
            </div>
          </>
        )}
        {!s?.enabled && start.data && (
          <>
            <TotpSetupKey qrDataUrl={start.data.qrDataUrl} secret={start.data.secret} />
            <CodeForm
              label="Turn on two-factor sign-in"
              busy={confirm.isPending}
              onCode={(code) => confirm.mutate({ code })}
            />
          </>
        )}
        {s?.enabled && (
          <>
            <p className="small">{s.recoveryCodesLeft} recovery codes left.</p>
            <CodeForm
              label="New recovery codes"
              busy={regenerate.isPending}
              onCode={(code) => regenerate.mutate({ code })}
            />
            {!s.required && (
              <CodeForm label="Turn off" busy={disable.isPending} onCode={(code) => disable.mutate({ code })} />
            )}
          </>
        )}
      </div>
    </Card>
  )
}
