import { Card, ErrorState, Loading, Money, Stat } from '@gold/ui'
import { trpc } from '../../trpc.ts'
import { CsvLink } from './csv-link.tsx'

/** loans.md 8's portfolio: the open book at the end of the chosen day. */
export function PortfolioCard({ date }: { date: string }) {
  const portfolio = trpc.reports.portfolio.useQuery({ asOf: date })
  return (
    <Card title="Portfolio" actions={<CsvLink report="portfolio" date={date} label="portfolio" />}>
      {portfolio.isPending ? (
        <Loading label="Loading the portfolio…" />
      ) : portfolio.error ? (
        <ErrorState error={portfolio.error} onRetry={() => void portfolio.refetch()} />
      ) : (
        <div className="grid cols-3">
          <Stat label="Open loans" value={portfolio.data.report.activeLoans} />
          <Stat label="Principal outstanding" value={<Money paise={portfolio.data.report.principal} />} />
          <Stat label="Interest due" value={<Money paise={portfolio.data.report.interest} />} />
          <Stat label="Penal charges due" value={<Money paise={portfolio.data.report.penalCharges} />} />
          <Stat label="Fine gold held" value={`${portfolio.data.report.fineGoldGrams.toFixed(2)} g`} />
          <Stat label="Overdue loans" value={portfolio.data.report.overdueLoans} />
        </div>
      )}
    </Card>
  )
}
