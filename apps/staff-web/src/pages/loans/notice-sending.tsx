import { Alert } from '@gold/ui'

const CHANNEL_LABELS: Record<string, string> = { sms: 'SMS', whatsapp: 'WhatsApp', email: 'Email' }
const channelLabel = (c: string) => CHANNEL_LABELS[c] ?? c

export type SendingResult = {
  sent: readonly string[]
  skipped: readonly string[]
  failed: readonly { channel: string; error: string }[]
}

/** How each of the borrower's channels fared (the valuation `send`'s report, per channel). */
export function NoticeSending({ result }: { result: SendingResult }) {
  const nothingSent = result.sent.length === 0
  return (
    <Alert
      tone={nothingSent ? 'warning' : result.failed.length > 0 ? 'warning' : 'success'}
      title={nothingSent ? 'The borrower was not reached: hand them the printed notice' : 'Sent to the borrower'}
    >
      <ul className="plain-list" aria-label="Sending">
        {result.sent.map((c) => (
          <li key={c}>✓ {channelLabel(c)}: sent</li>
        ))}
        {result.skipped.map((c) => (
          <li key={c}>– {channelLabel(c)}: skipped (no address, or already sent)</li>
        ))}
        {result.failed.map((f) => (
          <li key={f.channel}>
            ✗ {channelLabel(f.channel)}: {f.error}
          </li>
        ))}
      </ul>
    </Alert>
  )
}
