import {
  Alert,
  Button,
  Card,
  DetailList,
  ErrorState,
  Loading,
  Modal,
  PageHeader,
  errorMessage,
  formatDateTime,
} from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../../trpc.ts'

type Switch = 'checkoutEnabled' | 'taxRegistered'

const COPY: Record<Switch, { label: string; on: string; off: string; turnOn: string; turnOff: string; why: string }> = {
  checkoutEnabled: {
    label: 'Online checkout',
    on: 'Open: shops can pay for plans through the gateway.',
    off: 'Closed: shops are told online payment is temporarily unavailable.',
    turnOn: 'Open checkout',
    turnOff: 'Close checkout',
    why: 'The kill switch: close it while the gateway misbehaves. Payments already under way still settle.',
  },
  taxRegistered: {
    label: 'Tax registration',
    on: 'Registered: new sales get a tax invoice with GST.',
    off: 'Not registered: new sales get a bill of supply without tax.',
    turnOn: 'Mark as registered',
    turnOff: 'Mark as not registered',
    why: 'Decides the document of every sale from now on; documents already issued never change.',
  },
}

/** The platform switches, each changed after a confirmation (settings:set does the same). */
export function PlatformSettingsPage() {
  const settings = trpc.platform.settings.useQuery()
  const [changing, setChanging] = useState<Switch | null>(null)
  const utils = trpc.useUtils()
  const save = trpc.platform.setSettings.useMutation({
    onSuccess: async () => {
      await Promise.all([utils.platform.settings.invalidate(), utils.platform.audit.invalidate()])
      setChanging(null)
    },
  })
  const data = settings.data
  return (
    <>
      <PageHeader title="Platform settings" subtitle="Switches that apply to every shop." />
      {settings.isPending ? (
        <Loading />
      ) : settings.error || !data ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <div className="grid cols-2">
          {(Object.keys(COPY) as Switch[]).map((key) => (
            <Card key={key} title={COPY[key].label}>
              <div className="stack">
                <Alert tone={data[key] ? 'success' : 'warning'}>{data[key] ? COPY[key].on : COPY[key].off}</Alert>
                <p className="muted small">{COPY[key].why}</p>
                <div className="form-actions">
                  <Button variant={data[key] ? 'secondary' : 'primary'} onClick={() => setChanging(key)}>
                    {data[key] ? COPY[key].turnOff : COPY[key].turnOn}
                  </Button>
                </div>
              </div>
            </Card>
          ))}
          <DetailList items={[{ label: 'Last changed', value: formatDateTime(data.updatedAt) }]} />
        </div>
      )}
      {changing && data && (
        <Modal
          open
          title={`${data[changing] ? COPY[changing].turnOff : COPY[changing].turnOn}?`}
          onClose={() => setChanging(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setChanging(null)}>
                Cancel
              </Button>
              <Button busy={save.isPending} onClick={() => save.mutate({ [changing]: !data[changing] })}>
                {data[changing] ? COPY[changing].turnOff : COPY[changing].turnOn}
              </Button>
            </>
          }
        >
          <div className="stack">
            {save.error && <Alert tone="danger">{errorMessage(save.error)}</Alert>}
            <p>{data[changing] ? COPY[changing].off : COPY[changing].on}</p>
          </div>
        </Modal>
      )}
    </>
  )
}
