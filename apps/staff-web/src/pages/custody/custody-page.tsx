import { Alert, Badge, Button, Card, Checkbox, EmptyState, Link, Modal, PageHeader, Select, Table } from '@gold/ui'
import { isPacketStatus } from '@gold/core/custody/custody-moves'
import { useState } from 'react'
import { trpc } from '../../trpc.ts'
import { can, useSession } from '../../session.ts'
import { PACKET_STATUS_LABELS, labelsHref, type PacketRow } from './custody-labels.ts'
import { MovePacketForm } from './move-packet-form.tsx'
import { PendingMovesCard } from './pending-moves-card.tsx'
import { VaultPlacesCard } from './vault-places-card.tsx'

/** Whether the custody log is whole, checked on demand (it reads every movement). */
function CustodyChainStatus() {
  const verify = trpc.custody.verify.useQuery(undefined, { enabled: false })
  const result = verify.data
  return (
    <div className="row">
      <Button variant="secondary" size="sm" busy={verify.isFetching} onClick={() => void verify.refetch()}>
        Check the custody log
      </Button>
      {result?.ok === true && <Badge tone="success">Custody log intact: {result.movements} moves</Badge>}
      {result?.ok === false && (
        <Alert tone="danger" title="The custody log has been tampered with">
          Move {result.break.seq}{' '}
          {result.break.problem === 'edited' ? 'was edited after it was recorded' : 'is missing or out of order'}.{' '}
          {result.movements} moves before it are intact.
        </Alert>
      )}
    </div>
  )
}

/** `/custody`: the shop's packets with their place and state, moves waiting for a second person, the vault. */
export function CustodyPage() {
  const session = useSession()
  const [status, setStatus] = useState('')
  const packets = trpc.custody.packets.useQuery(isPacketStatus(status) ? { status } : undefined)
  const [chosen, setChosen] = useState<string[]>([])
  const [moving, setMoving] = useState<PacketRow | null>(null)
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]))
  const mayMove = can(session, 'custody.move')
  return (
    <>
      <PageHeader
        title="Custody"
        subtitle="Where every sealed packet of gold is, and who moved it (two people each time)."
      />
      <div className="stack">
        <PendingMovesCard />
        <Card
          title="Packets"
          actions={
            chosen.length > 0 && (
              <a className="btn btn-secondary btn-sm" href={labelsHref(chosen)} target="_blank" rel="noopener">
                Print labels ({chosen.length})<span className="visually-hidden"> (PDF, opens in a new tab)</span>
              </a>
            )
          }
        >
          <Select
            label="Show"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            options={[
              { value: '', label: 'All packets' },
              ...Object.entries(PACKET_STATUS_LABELS).map(([value, label]) => ({ value, label })),
            ]}
          />
          <Table<PacketRow>
            rows={packets.data ?? []}
            rowKey={(p) => p.id}
            caption="Packets"
            empty={
              <EmptyState title="No packets yet">
                Seal a valuation&apos;s gold in a packet from the valuation&apos;s page, after the gold receipt.
              </EmptyState>
            }
            columns={[
              {
                key: 'pick',
                header: <span className="visually-hidden">Choose for labels</span>,
                cell: (p) => (
                  <Checkbox
                    label={<span className="visually-hidden">Label for {p.number}</span>}
                    checked={chosen.includes(p.id)}
                    onChange={() => toggle(p.id)}
                  />
                ),
              },
              { key: 'number', header: 'Packet', primary: true, cell: (p) => p.number },
              { key: 'seal', header: 'Seal', cell: (p) => p.sealNo },
              { key: 'borrower', header: 'Borrower', cell: (p) => p.borrowerName ?? '—' },
              {
                key: 'loan',
                header: 'Loan / valuation',
                cell: (p) =>
                  p.loanId ? (
                    <Link to={`/loans/${p.loanId}`}>{p.loanNumber}</Link>
                  ) : (
                    <Link to={`/valuations/${p.valuationId}`}>{p.certificateNumber ?? 'Valuation'}</Link>
                  ),
              },
              { key: 'place', header: 'Place', cell: (p) => p.placeLabel ?? '—' },
              { key: 'status', header: 'State', cell: (p) => PACKET_STATUS_LABELS[p.status] ?? p.status },
              {
                key: 'actions',
                header: <span className="visually-hidden">Actions</span>,
                cell: (p) =>
                  mayMove && (
                    <Button size="sm" variant="secondary" onClick={() => setMoving(p)}>
                      Move<span className="visually-hidden"> {p.number}</span>
                    </Button>
                  ),
              },
            ]}
          />
        </Card>
        <VaultPlacesCard />
        <Card title="Custody log">
          <CustodyChainStatus />
        </Card>
      </div>
      <Modal open={moving !== null} onClose={() => setMoving(null)} title={`Move ${moving?.number ?? ''}`}>
        {moving && <MovePacketForm packet={moving} onDone={() => setMoving(null)} />}
      </Modal>
    </>
  )
}
