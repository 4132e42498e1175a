import { Alert, Button, Card, TextField, errorMessage, useCopy } from '@gold/ui'
import { useState, type FormEvent } from 'react'
import { trpc } from '../../trpc.ts'
import { ShopWebhookDeliveries } from './shop-webhook-deliveries.tsx'

const EMPTY = { keyId: '', keySecret: '', webhookSecret: '' }

/**
 * The shop's own payment gateway account (issue 27, owner only): borrowers' online payments go to
 * it. The secrets are never shown again once saved, only their last four characters; replacing
 * the keys means typing all three.
 */
export function GatewaySettingsCard() {
  const utils = trpc.useUtils()
  const settings = trpc.gateway.settings.useQuery()
  const onSuccess = (data: NonNullable<typeof settings.data>) => {
    utils.gateway.settings.setData(undefined, data)
    setEditing(false)
    setValues(EMPTY)
  }
  const save = trpc.gateway.saveSettings.useMutation({ onSuccess })
  const remove = trpc.gateway.removeSettings.useMutation({ onSuccess })
  const [editing, setEditing] = useState(false)
  const [values, setValues] = useState(EMPTY)
  const { copy, copied } = useCopy()
  const s = settings.data
  if (!s) return null
  const submit = (e: FormEvent) => {
    e.preventDefault()
    save.mutate(values)
  }
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  })
  return (
    <Card title="Online payments">
      <div className="stack-sm">
        {s.configured ? (
          <p>
            Borrowers can pay from the portal into your gateway account <strong>{s.keyId}</strong>. Key secret set,
            ending …{s.keySecretEndsWith}; webhook secret set, ending …{s.webhookSecretEndsWith}.
          </p>
        ) : (
          <p>
            Enter the keys of your own payment gateway account, so borrowers can pay their loans from the portal and the
            money goes straight to the shop.
          </p>
        )}
        {s.webhookUrl && (
          <p className="small">
            Webhook URL to enter at your gateway: <code>{s.webhookUrl}</code>{' '}
            <Button size="sm" variant="ghost" onClick={() => void copy(s.webhookUrl ?? '')}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </p>
        )}
        {editing ? (
          <form className="form" onSubmit={submit} noValidate aria-label="Gateway keys">
            <TextField label="Key id" autoComplete="off" {...field('keyId')} />
            <TextField label="Key secret" type="password" autoComplete="new-password" {...field('keySecret')} />
            <TextField label="Webhook secret" type="password" autoComplete="new-password" {...field('webhookSecret')} />
            {save.error && <Alert tone="danger">{errorMessage(save.error)}</Alert>}
            <div className="row">
              <Button type="submit" busy={save.isPending}>
                Save keys
              </Button>
              <Button variant="secondary" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <div className="row">
            <Button variant={s.configured ? 'secondary' : 'primary'} onClick={() => setEditing(true)}>
              {s.configured ? 'Replace keys' : 'Enter keys'}
            </Button>
            {s.configured && (
              <Button variant="ghost" busy={remove.isPending} onClick={() => remove.mutate()}>
                Stop online payments
              </Button>
            )}
          </div>
        )}
        {remove.error && <Alert tone="danger">{errorMessage(remove.error)}</Alert>}
        {s.configured && <ShopWebhookDeliveries />}
      </div>
    </Card>
  )
}
