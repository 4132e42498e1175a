import { Alert, Button, Card, EmptyState, Table, errorMessage, formatDateTime } from '@gold/ui'
import { trpc, type RouterOutputs } from '../../trpc.ts'
import { can, useSession } from '../../session.ts'
import { MOVE_LABELS } from './custody-labels.ts'

type PendingMove = RouterOutputs['custody']['pendingMoves'][number]

/**
 * Joint custody: moves one person asked for, waiting for a second. The one who asked cannot
 * confirm (the API refuses it too); either may withdraw it.
 */
export function PendingMovesCard() {
  const session = useSession()
  const utils = trpc.useUtils()
  const pending = trpc.custody.pendingMoves.useQuery()
  const refresh = async () => {
    await Promise.all([utils.custody.pendingMoves.invalidate(), utils.custody.packets.invalidate()])
  }
  const confirm = trpc.custody.confirmMove.useMutation({ onSuccess: refresh })
  const cancel = trpc.custody.cancelMove.useMutation({ onSuccess: refresh })
  const mayMove = can(session, 'custody.move')
  const me = session.kind === 'staff' ? session.userId : null
  return (
    <Card title="Waiting for a second person">
      {confirm.error && <Alert tone="danger">{errorMessage(confirm.error)}</Alert>}
      {cancel.error && <Alert tone="danger">{errorMessage(cancel.error)}</Alert>}
      <Table<PendingMove>
        rows={pending.data ?? []}
        rowKey={(m) => m.id}
        caption="Moves waiting for confirmation"
        empty={<EmptyState title="No moves waiting">Every move asked for has been confirmed.</EmptyState>}
        columns={[
          { key: 'packet', header: 'Packet', primary: true, cell: (m) => m.packetNumber ?? '—' },
          { key: 'move', header: 'Move', cell: (m) => MOVE_LABELS[m.kind] ?? m.kind },
          {
            key: 'detail',
            header: 'Detail',
            cell: (m) =>
              [m.toPlaceLabel, m.sealNo && `new seal ${m.sealNo}`, m.note].filter(Boolean).join(' · ') || '—',
          },
          { key: 'by', header: 'Asked by', cell: (m) => `${m.requestedBy}, ${formatDateTime(m.createdAt)}` },
          {
            key: 'actions',
            header: <span className="visually-hidden">Actions</span>,
            cell: (m) =>
              mayMove && (
                <div className="row">
                  {m.requestedById !== me && (
                    <Button size="sm" busy={confirm.isPending} onClick={() => confirm.mutate({ id: m.id })}>
                      Confirm<span className="visually-hidden"> {m.packetNumber}</span>
                    </Button>
                  )}
                  <Button size="sm" variant="ghost" busy={cancel.isPending} onClick={() => cancel.mutate({ id: m.id })}>
                    Withdraw<span className="visually-hidden"> {m.packetNumber}</span>
                  </Button>
                </div>
              ),
          },
        ]}
      />
    </Card>
  )
}
