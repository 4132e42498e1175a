import { Card, DetailList, Link, Table, formatWeightMg } from '@gold/ui'
import { trpc } from '../../trpc.ts'
import { PACKET_STATUS_LABELS, labelsHref, type PacketDetail } from './custody-labels.ts'
import { PacketPhotos } from './packet-photos.tsx'
import './custody.css'

type Ornament = PacketDetail['ornaments'][number]

/** The loan page's pledged gold (issue 28): each packet with its ornaments, photos, seal and place. */
export function PledgedGoldCard({ loanId, valuationId }: { loanId: string; valuationId: string }) {
  const pledged = trpc.custody.pledgedGold.useQuery({ loanId })
  if (pledged.isLoading) return null
  const packets = pledged.data ?? []
  return (
    <Card title="Pledged gold">
      {packets.length === 0 ? (
        <p className="muted">
          No sealed packet is recorded for this loan. <Link to={`/valuations/${valuationId}`}>Open the valuation</Link>{' '}
          to seal one.
        </p>
      ) : (
        <div className="stack">
          {packets.map((p) => (
            <div key={p.id} className="stack-sm">
              <DetailList
                items={[
                  { label: 'Packet', value: p.number },
                  { label: 'Seal', value: p.sealNo },
                  { label: 'Place', value: p.placeLabel ?? 'Not in the vault' },
                  { label: 'State', value: PACKET_STATUS_LABELS[p.status] ?? p.status },
                ]}
              />
              <Table<Ornament>
                rows={p.ornaments}
                rowKey={(o) => o.id}
                caption={`Ornaments in ${p.number}`}
                columns={[
                  {
                    key: 'photo',
                    header: <span className="visually-hidden">Photo</span>,
                    cell: (o) =>
                      o.imageUrl ? (
                        <img className="ornament-thumb" src={o.imageUrl} alt={o.type} width={48} height={48} />
                      ) : null,
                  },
                  { key: 'type', header: 'Ornament', primary: true, cell: (o) => `${o.type} × ${o.quantity}` },
                  { key: 'purity', header: 'Purity', cell: (o) => o.purity },
                  { key: 'net', header: 'Net weight', align: 'end', cell: (o) => formatWeightMg(o.netWeightMg) },
                ]}
              />
              <PacketPhotos ornamentPhotoUrls={p.ornamentPhotoUrls} sealedPhotoUrl={p.sealedPhotoUrl} />
              <a className="btn btn-secondary btn-sm" href={labelsHref([p.id])} target="_blank" rel="noopener">
                Print label<span className="visually-hidden"> of {p.number} (PDF, opens in a new tab)</span>
              </a>
            </div>
          ))}
        </div>
      )}
    </Card>
  )
}
