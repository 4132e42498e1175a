import { Alert, Badge, Button, Card, DateText, ErrorState, Loading, Table, errorMessage } from '@gold/ui'
import { trpc, type RouterOutputs } from '../../trpc.ts'

type Device = RouterOutputs['security']['devices'][number]

/** A browser's user agent in a few words: `Chrome on Android`. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device'
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Chrome\//.test(userAgent)
      ? 'Chrome'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null
  return browser && system ? `${browser} on ${system}` : (browser ?? system ?? userAgent.slice(0, 40))
}

/** "Signed-in devices" (issue 26): every live session of this account, each one can be signed out. */
export function DevicesCard() {
  const utils = trpc.useUtils()
  const devices = trpc.security.devices.useQuery()
  const revoke = trpc.security.revokeDevice.useMutation({ onSuccess: () => utils.security.devices.invalidate() })
  return (
    <Card title="Signed-in devices">
      {revoke.error && <Alert tone="danger">{errorMessage(revoke.error)}</Alert>}
      {devices.isPending ? (
        <Loading label="Loading your devices…" />
      ) : devices.error ? (
        <ErrorState error={devices.error} onRetry={() => void devices.refetch()} />
      ) : (
        <Table<Device>
          caption="Signed-in devices"
          rows={devices.data}
          rowKey={(d) => d.id}
          columns={[
            {
              key: 'device',
              header: 'Device',
              primary: true,
              cell: (d) => (
                <span className="row">
                  {deviceName(d.userAgent)} {d.current && <Badge tone="info">This device</Badge>}
                </span>
              ),
            },
            { key: 'ip', header: 'Address', cell: (d) => d.ip ?? '—' },
            { key: 'since', header: 'Signed in', cell: (d) => <DateText value={d.createdAt} /> },
            {
              key: 'used',
              header: 'Last used',
              cell: (d) => (d.lastUsedAt ? <DateText value={d.lastUsedAt} /> : '—'),
            },
            {
              key: 'revoke',
              header: '',
              cell: (d) =>
                d.current ? null : (
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={revoke.isPending && revoke.variables?.id === d.id}
                    onClick={() => revoke.mutate({ id: d.id })}
                  >
                    Sign out<span className="visually-hidden"> {deviceName(d.userAgent)}</span>
                  </Button>
                ),
            },
          ]}
        />
      )}
    </Card>
  )
}
