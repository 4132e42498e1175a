import { csvHref } from './report-outputs.ts'

/** A download of the report as the API's CSV (`?format=csv`). */
export function CsvLink({
  report,
  date,
  label,
}: {
  report: 'portfolio' | 'ageing' | 'day-book'
  date: string
  label: string
}) {
  return (
    <a className="btn btn-secondary btn-sm" href={csvHref(report, date)} download>
      Download CSV<span className="visually-hidden"> of the {label}</span>
    </a>
  )
}
