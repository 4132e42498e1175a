import { Button } from './button.tsx'

/**
 * The foot of a paged list: how many rows are shown, and "Show more" while the server has another
 * page. Lists come a bounded page at a time, so a shop with thousands of rows never loads them all.
 */
export function LoadMore({ shown, noun, hasMore, loading, onMore }: { shown: number; noun: string; hasMore: boolean; loading: boolean; onMore: () => void }) {
  if (shown === 0) return null
  return (
    <div className="row-between">
      <span className="small muted" aria-live="polite">{hasMore ? `Showing the first ${shown} ${noun}` : `All ${shown} ${noun} shown`}</span>
      {hasMore && <Button variant="secondary" size="sm" busy={loading} onClick={onMore}>Show more</Button>}
    </div>
  )
}
