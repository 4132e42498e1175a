import { isoDateOf } from '@gold/core/shared/india-calendar'
import { Loading, PageHeader, TextField } from '@gold/ui'
import { lazy, Suspense, useState } from 'react'
import { AgeingCard } from './ageing-card.tsx'
import { DayBookCard } from './day-book-card.tsx'
import { PortfolioCard } from './portfolio-card.tsx'
import './reports.css'

// The chart library is most of the page's weight: the tables show while it loads.
const ReportCharts = lazy(() => import('./report-charts.tsx').then((m) => ({ default: m.ReportCharts })))

/**
 * `/reports` (tenant admin, loans.md 8): the portfolio, ageing and day book of one day (today
 * unless another is picked; the API refuses days to come, so the picker stops at today), each
 * with its CSV download, then the charts.
 */
export function ReportsPage() {
  const today = isoDateOf(new Date())
  const [date, setDate] = useState(today)
  return (
    <>
      <PageHeader title="Reports" subtitle="Your loan book, its ageing and the day's money, as of a day you choose." />
      <div className="stack">
        <TextField
          label="As of"
          type="date"
          value={date}
          max={today}
          fieldClassName="report-date"
          hint="The books at the end of this day."
          onChange={(e) => {
            const picked = e.target.value
            if (/^\d{4}-\d{2}-\d{2}$/.test(picked) && picked <= today) setDate(picked)
          }}
        />
        <PortfolioCard date={date} />
        <AgeingCard date={date} />
        <DayBookCard date={date} />
        <Suspense fallback={<Loading label="Loading the charts…" />}>
          <ReportCharts />
        </Suspense>
      </div>
    </>
  )
}
