import { Card, ErrorState, Loading } from '@gold/ui'
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'
import { AGEING_BUCKETS } from '@gold/core/reports/report-figures'
import { formatRatePaisePerGram } from '@gold/core/shared/indian-format'
import { trpc } from '../../trpc.ts'
import { AXIS_TICK, CHART_COLOURS, CHART_MARGIN, ChartFrame, chartLabel } from './chart-frame.tsx'
import {
  BUCKET_NAMES,
  type ReportSeries,
  compactRupees,
  dayLabel,
  fullRupees,
  modeName,
  monthLabel,
} from './report-outputs.ts'

const money = (value: unknown) => fullRupees(Number(value))

/** The Reports page's charts (tRPC `reports.series`), each a card of its own. */
export function ReportCharts() {
  const series = trpc.reports.series.useQuery(undefined, { staleTime: 60_000 })
  if (series.isPending) return <Loading label="Loading the charts…" />
  if (series.error) return <ErrorState error={series.error} onRetry={() => void series.refetch()} />
  return (
    <div className="grid cols-2">
      <OutstandingChart series={series.data} />
      <CollectionsChart series={series.data} />
      <AgeingChart series={series.data} />
      <GoldRateChart series={series.data} />
    </div>
  )
}

function OutstandingChart({ series }: { series: ReportSeries }) {
  const last = series.outstanding[series.outstanding.length - 1]
  return (
    <Card title="Outstanding">
      <ChartFrame
        title="Principal and amount to close at each month end"
        summary={`Today ${last?.loans ?? 0} open loans owe ${fullRupees(last?.total ?? 0)}, of which principal ${fullRupees(last?.principal ?? 0)}.`}
      >
        <LineChart data={series.outstanding} accessibilityLayer={false} margin={CHART_MARGIN}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={monthLabel} tick={AXIS_TICK} />
          <YAxis tickFormatter={compactRupees} tick={AXIS_TICK} width={56} />
          <Tooltip formatter={money} labelFormatter={chartLabel} />
          <Legend />
          <Line
            isAnimationActive={false}
            type="linear"
            dataKey="total"
            name="To close"
            stroke={CHART_COLOURS[0]}
            strokeWidth={2}
            dot={false}
          />
          <Line
            isAnimationActive={false}
            type="linear"
            dataKey="principal"
            name="Principal"
            stroke={CHART_COLOURS[1]}
            strokeWidth={2}
            dot={false}
          />
        </LineChart>
      </ChartFrame>
    </Card>
  )
}

function CollectionsChart({ series }: { series: ReportSeries }) {
  const { modes, days } = series.collections
  const data = days.map((d) => ({ date: d.date, ...d.byMode }))
  const total = days.reduce((sum, d) => sum + d.total, 0)
  return (
    <Card title="Collections">
      <ChartFrame
        title="Collections by day and mode, last 30 days"
        summary={`${fullRupees(total)} collected in the last 30 days.`}
      >
        <BarChart data={data} accessibilityLayer={false} margin={CHART_MARGIN}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={dayLabel} tick={AXIS_TICK} minTickGap={12} />
          <YAxis tickFormatter={compactRupees} tick={AXIS_TICK} width={56} />
          <Tooltip formatter={money} labelFormatter={chartLabel} />
          <Legend />
          {modes.map((mode, i) => (
            <Bar
              isAnimationActive={false}
              key={mode}
              dataKey={mode}
              name={modeName(mode)}
              stackId="modes"
              fill={CHART_COLOURS[i % CHART_COLOURS.length]}
            />
          ))}
        </BarChart>
      </ChartFrame>
    </Card>
  )
}

function AgeingChart({ series }: { series: ReportSeries }) {
  const data = AGEING_BUCKETS.map((b) => ({ bucket: BUCKET_NAMES[b] ?? b, ...series.ageing[b] }))
  return (
    <Card title="Ageing today">
      <ChartFrame
        title="Principal by days past due"
        summary={data.map((d) => `${d.bucket}: ${d.loans} loans, ${fullRupees(d.principal)}`).join('; ')}
      >
        <BarChart data={data} accessibilityLayer={false} margin={CHART_MARGIN}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="bucket" tick={AXIS_TICK} interval={0} />
          <YAxis tickFormatter={compactRupees} tick={AXIS_TICK} width={56} />
          <Tooltip formatter={money} />
          <Bar isAnimationActive={false} dataKey="principal" name="Principal" fill={CHART_COLOURS[0]} />
        </BarChart>
      </ChartFrame>
    </Card>
  )
}

function GoldRateChart({ series }: { series: ReportSeries }) {
  const rates = series.goldRates
  const last = rates[rates.length - 1]
  return (
    <Card title="Gold rate">
      <ChartFrame
        title="Daily closing 22K rate per gram, last 30 days"
        summary={
          last
            ? `Latest close ${formatRatePaisePerGram(last.rate22kPaise)} a gram on ${last.date}.`
            : 'No rate was stored in the last 30 days.'
        }
      >
        <LineChart data={rates} accessibilityLayer={false} margin={CHART_MARGIN}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={dayLabel} tick={AXIS_TICK} minTickGap={12} />
          <YAxis
            domain={['auto', 'auto']}
            tick={AXIS_TICK}
            width={56}
            tickFormatter={(v: number) => formatRatePaisePerGram(v)}
          />
          <Tooltip formatter={(v) => `${formatRatePaisePerGram(Number(v))} a gram`} labelFormatter={chartLabel} />
          <Line
            isAnimationActive={false}
            type="linear"
            dataKey="rate22kPaise"
            name="22K close"
            stroke={CHART_COLOURS[0]}
            strokeWidth={2}
          />
        </LineChart>
      </ChartFrame>
    </Card>
  )
}
