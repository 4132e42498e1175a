/** A stored value in words: text as it is, anything else as compact JSON. */
const shown = (value: unknown): string =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value)

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

/**
 * Before and after of a recorded change, field by field: only the fields that differ, the old value
 * struck through. An action its service did not describe shows what was asked (`request`).
 */
export function TrailDiff({ before, after, request }: { before: unknown; after: unknown; request: unknown }) {
  if (before === null && after === null) {
    const asked = Object.entries(fieldsOf(request))
    if (asked.length === 0) return <span className="muted">—</span>
    return (
      <dl className="trail-fields small">
        {asked.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{shown(v)}</dd>
          </div>
        ))}
      </dl>
    )
  }
  const was = fieldsOf(before)
  const now = fieldsOf(after)
  const changed = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter(
    (k) => JSON.stringify(was[k]) !== JSON.stringify(now[k]),
  )
  if (changed.length === 0) return <span className="muted">No field changed</span>
  return (
    <dl className="trail-fields small">
      {changed.map((k) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>
            <del aria-label={`was ${shown(was[k])}`}>{shown(was[k])}</del> → <ins>{shown(now[k])}</ins>
          </dd>
        </div>
      ))}
    </dl>
  )
}
