import { Button } from './button.tsx'
import { useT } from './i18n/language-context.tsx'
import { uiText } from './i18n/ui-text.ts'

/**
 * The foot of a paged list: how many rows are shown, and "Show more" while the server has another
 * page. Lists come a bounded page at a time, so a shop with thousands of rows never loads them all.
 * `noun` is the row's name, singular then plural.
 */
export function LoadMore({
  shown,
  noun,
  hasMore,
  loading,
  onMore,
}: {
  shown: number
  noun: readonly [one: string, many: string]
  hasMore: boolean
  loading: boolean
  onMore: () => void
}) {
  const t = useT(uiText)
  if (shown === 0) return null
  const status = hasMore ? t.shownFirst(shown, noun[1]) : shown === 1 ? `1 ${noun[0]}` : t.shownAll(shown, noun[1])
  return (
    <div className="row-between">
      <span className="small muted" aria-live="polite">
        {status}
      </span>
      {hasMore && (
        <Button variant="secondary" size="sm" busy={loading} onClick={onMore}>
          {t.showMore}
        </Button>
      )}
    </div>
  )
}

/** The rows of several pages, each once: a row that moved while the pages were read (tickets reorder by activity) stays at its first place. */
export function uniqueById<T extends { id: string }>(rows: readonly T[]): T[] {
  const seen = new Set<string>()
  return rows.filter((row) => {
    if (seen.has(row.id)) return false
    seen.add(row.id)
    return true
  })
}
