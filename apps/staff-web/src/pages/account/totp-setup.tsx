import { Alert } from '@gold/ui'

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
