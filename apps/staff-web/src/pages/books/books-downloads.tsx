/** CSV and PDF downloads of a books statement (`/api/books/<name>.csv|pdf?<query>`). */
export function BooksDownloads({ name, query, label }: { name: string; query: string; label: string }) {
  return (
    <span className="row">
      <a className="btn btn-secondary btn-sm" href={`/api/books/${name}.csv?${query}`} download>
        CSV<span className="visually-hidden"> of the {label}</span>
      </a>
      <a className="btn btn-secondary btn-sm" href={`/api/books/${name}.pdf?${query}`} target="_blank" rel="noreferrer">
        PDF<span className="visually-hidden"> of the {label}</span>
      </a>
    </span>
  )
}
