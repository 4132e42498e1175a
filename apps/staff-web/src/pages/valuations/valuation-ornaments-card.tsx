import { Badge, Card, EmptyState, Grams, Money, Table } from '@gold/ui'
import { formatDecimal } from '@gold/core/shared/indian-format'
import { rate24kFrom22k } from '@gold/core/valuations/purity'
import type { ValuationDetail } from './valuation-outputs.ts'

/**
 * The ornaments with what priced each: fine gold (to the milligram, as stored) times the 24K rate
 * derived from the valuation's 22K rate, so a clerk can check every value by hand.
 */
export function OrnamentsCard({ v }: { v: ValuationDetail }) {
  const rate24k = rate24kFrom22k(v.goldRate)
  return (
    <Card title="Ornaments">
      <div className="stack-sm">
        <Table
          caption="Ornaments"
          rows={v.ornaments}
          rowKey={(o) => o.id}
          empty={<EmptyState title="No ornaments" />}
          columns={[
            {
              key: 'type',
              header: 'Ornament',
              primary: true,
              cell: (o) => (
                <span className="row">
                  {o.type}
                  {o.kind === 'coin' && <Badge tone="neutral">Gold coin</Badge>}
                  {o.purityVerified && <Badge tone="success">Purity verified</Badge>}
                </span>
              ),
            },
            { key: 'qty', header: 'Qty', align: 'end', cell: (o) => o.quantity },
            {
              key: 'purity',
              header: 'Purity',
              cell: (o) => `${o.purity}${o.purityMethod ? ` · ${o.purityMethod}` : ''}`,
            },
            { key: 'gross', header: 'Gross (each)', align: 'end', cell: (o) => <Grams value={o.grossWeight} /> },
            { key: 'ded', header: 'Deduction (each)', align: 'end', cell: (o) => <Grams value={o.deduction} /> },
            {
              key: 'net',
              header: 'Fine gold',
              align: 'end',
              cell: (o) => <span className="money">{formatDecimal(o.netWeight, 3)} g</span>,
            },
            {
              key: 'rate',
              header: '24K rate',
              align: 'end',
              cell: () => (
                <>
                  <Money rupees={rate24k} />
                  /g
                </>
              ),
            },
            { key: 'value', header: 'Value', align: 'end', cell: (o) => <Money rupees={o.estimatedValue} /> },
          ]}
        />
        <p className="small muted">
          Value = fine gold × 24K rate, to the paisa. The 24K rate <Money rupees={rate24k} />
          /g is the valuation&apos;s 22K rate <Money rupees={v.goldRate} />
          /g × 0.999 / 0.916.
        </p>
      </div>
    </Card>
  )
}
