import { formatIsoDate, parseIsoDate } from '@gold/core/shared/india-calendar'

/** A books date (YYYY-MM-DD, an India business day) as the shop reads it. */
export function BookDate({ value }: { value: string | null | undefined }) {
  const date = value ? parseIsoDate(value) : null
  return date ? <time dateTime={date}>{formatIsoDate(date)}</time> : <span>—</span>
}
