import { addDays } from '@gold/core/shared/india-calendar'
import { Card, ErrorState, Loading } from '@gold/ui'
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'
import { trpc } from '../../trpc.ts'
import { AXIS_TICK, CHART_COLOURS, CHART_MARGIN, ChartFrame, chartLabel } from '../reports/chart-frame.tsx'
import { compactRupees, dayLabel, fullRupees } from '../reports/report-outputs.ts'

/** Cash in hand (every cash account) at the end of each of the 30 days to `to`. */
export function CashInHandChart({ to }: { to: string }) {
  const from = addDays(to, -29)
  const cash = trpc.books.cashInHand.useQuery({ from, to })
  if (cash.isPending) return <Loading label="Loading the chart…" />
  if (cash.error) return <ErrorState error={cash.error} onRetry={() => void cash.refetch()} />
  const last = cash.data.days[cash.data.days.length - 1]
  return (
    <Card title="Cash in hand">
      <ChartFrame
        title="Cash in hand at the end of each day, last 30 days"
        summary={`Cash in hand at the end of the last day: ${fullRupees(last?.closingCashPaise ?? 0)}.`}
      >
        <LineChart data={cash.data.days} accessibilityLayer={false} margin={CHART_MARGIN}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={dayLabel} tick={AXIS_TICK} />
          <YAxis tickFormatter={compactRupees} tick={AXIS_TICK} width={56} />
          <Tooltip formatter={(v) => fullRupees(Number(v))} labelFormatter={chartLabel} />
          <Line
            isAnimationActive={false}
            type="stepAfter"
            dataKey="closingCashPaise"
            name="Cash in hand"
            stroke={CHART_COLOURS[0]}
            strokeWidth={2}
            dot={false}
          />
        </LineChart>
      </ChartFrame>
    </Card>
  )
}
