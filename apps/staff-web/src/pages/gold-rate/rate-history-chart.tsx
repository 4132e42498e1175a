import { formatRatePaisePerGram } from '@gold/core/shared/indian-format'
import { Card, ErrorState, Loading, Select } from '@gold/ui'
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'
import { useState } from 'react'
import { trpc } from '../../trpc.ts'
import { AXIS_TICK, CHART_COLOURS, CHART_MARGIN, ChartFrame, chartLabel } from '../reports/chart-frame.tsx'
import { dayLabel } from '../reports/report-outputs.ts'
import '../reports/reports.css'

const rate = (paise: unknown) => formatRatePaisePerGram(Number(paise))
const PERIODS = [
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '365', label: 'Last year' },
]

type DotProps = { cx?: number; cy?: number; payload?: { shop: boolean; date: string } }

/** A day's close: filled where the shop entered the rate by hand, hollow where the platform's rate stood. */
function CloseDot({ cx, cy, payload }: DotProps) {
  if (cx === undefined || cy === undefined || !payload) return null
  return (
    <circle
      key={payload.date}
      cx={cx}
      cy={cy}
      r={3.5}
      stroke={CHART_COLOURS[0]}
      strokeWidth={1.5}
      fill={payload.shop ? CHART_COLOURS[0] : '#fff'}
    />
  )
}

/** tRPC goldRates.history as a line of daily 22K closes; hand-entered days are marked. */
export function RateHistoryChart() {
  const [days, setDays] = useState('30')
  const history = trpc.goldRates.history.useQuery({ days: Number(days) }, { staleTime: 60_000 })
  const rates = history.data?.days ?? []
  const last = rates[rates.length - 1]
  const byHand = rates.filter((r) => r.shop).length
  return (
    <Card
      title="Rate history"
      actions={
        <Select
          label="Period"
          value={days}
          options={PERIODS}
          fieldClassName="gold-rate-period"
          onChange={(e) => setDays(e.target.value)}
        />
      }
    >
      {history.isPending ? (
        <Loading label="Loading the history…" />
      ) : history.error ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : rates.length === 0 ? (
        <p className="muted">No rate was stored in this period.</p>
      ) : (
        <>
          <ChartFrame
            title="Daily closing 22K rate a gram"
            summary={`Latest close ${rate(last?.rate22kPaise)} a gram on ${last?.date ?? ''}; ${byHand} of ${rates.length} days entered by hand.`}
          >
            <LineChart data={rates} margin={CHART_MARGIN}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="date" tickFormatter={dayLabel} tick={AXIS_TICK} minTickGap={12} />
              <YAxis domain={['auto', 'auto']} tick={AXIS_TICK} width={64} tickFormatter={rate} />
              <Tooltip
                formatter={(v, _name, item) =>
                  `${rate(v)} a gram${(item.payload as { shop?: boolean }).shop ? ' (entered by hand)' : ''}`
                }
                labelFormatter={chartLabel}
              />
              <Line
                isAnimationActive={false}
                type="monotone"
                dataKey="rate22kPaise"
                name="22K close"
                stroke={CHART_COLOURS[0]}
                strokeWidth={2}
                dot={CloseDot}
              />
            </LineChart>
          </ChartFrame>
          <p className="small muted gold-rate-legend">
            <span className="gold-rate-key gold-rate-key-shop" aria-hidden="true" /> entered by hand ·{' '}
            <span className="gold-rate-key" aria-hidden="true" /> platform rate
          </p>
        </>
      )}
    </Card>
  )
}
