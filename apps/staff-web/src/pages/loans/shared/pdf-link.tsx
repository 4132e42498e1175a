import type { ReactNode } from 'react'

/**
 * A plain link to one of the loan's PDFs: the browser sends the session cookie and shows it in a
 * new tab, which a screen reader is told (with `detail`, like the receipt's number, when the
 * visible label leaves it out).
 */
export function PdfLink({
  href,
  className,
  detail,
  children,
}: {
  href: string
  className?: string
  detail?: string
  children: ReactNode
}) {
  return (
    <a href={href} target="_blank" rel="noopener" className={className}>
      {children}
      <span className="visually-hidden">{detail ? ` ${detail}` : ''} (PDF, opens in a new tab)</span>
    </a>
  )
}
