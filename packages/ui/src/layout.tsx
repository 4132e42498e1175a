import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { usePageTitle } from './document-title.ts'
import { Link, useLocation } from './router.tsx'
import { useT } from './i18n/language-context.tsx'
import { uiText } from './i18n/ui-text.ts'

export function Card({
  title,
  actions,
  children,
  className,
  as: Tag = 'section',
}: {
  title?: ReactNode
  actions?: ReactNode
  children: ReactNode
  className?: string
  as?: 'section' | 'div' | 'article'
}) {
  const id = useId()
  return (
    <Tag className={['card', className ?? ''].filter(Boolean).join(' ')} aria-labelledby={title ? id : undefined}>
      {(title || actions) && (
        <div className="card-header">
          {title && (
            <h2 className="card-title" id={id}>
              {title}
            </h2>
          )}
          {actions && <div className="card-actions">{actions}</div>}
        </div>
      )}
      <div className="card-body">{children}</div>
    </Tag>
  )
}

/** A page's heading; its title (or `documentTitle` when the title is not text) is the page's browser title. */
export function PageHeader({
  title,
  documentTitle,
  subtitle,
  actions,
  back,
}: {
  title: ReactNode
  documentTitle?: string
  subtitle?: ReactNode
  actions?: ReactNode
  back?: { to: string; label: string }
}) {
  usePageTitle(documentTitle ?? (typeof title === 'string' ? title : null))
  return (
    <header className="page-header">
      <div>
        {back && (
          <Link to={back.to} className="back-link">
            ← {back.label}
          </Link>
        )}
        <h1 className="page-title">{title}</h1>
        {subtitle && <p className="page-subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="page-actions">{actions}</div>}
    </header>
  )
}

/** Label/value pairs (a <dl>) laid out in a responsive grid. */
export function DetailList({
  items,
}: {
  items: ReadonlyArray<{ label: string; value: ReactNode } | false | '' | 0 | null | undefined>
}) {
  return (
    <dl className="detail-list">
      {items
        .filter((i): i is { label: string; value: ReactNode } => Boolean(i))
        .map((item) => (
          <div key={item.label} className="detail-item">
            <dt>{item.label}</dt>
            <dd>{item.value ?? '—'}</dd>
          </div>
        ))}
    </dl>
  )
}

export type NavItem = { to: string; label: string; badge?: ReactNode; match?: (path: string) => boolean }

/** Top bar with brand and account area, plus navigation: a sidebar when wide, a toggled menu when narrow. */
export function AppShell({
  brand,
  nav,
  account,
  children,
}: {
  brand: ReactNode
  nav: readonly NavItem[]
  account?: ReactNode
  children: ReactNode
}) {
  const { path } = useLocation()
  const t = useT(uiText)
  const [open, setOpen] = useState(false)
  const navId = useId()
  useEffect(() => setOpen(false), [path])
  const isCurrent = (item: NavItem) =>
    item.match ? item.match(path) : item.to === '/' ? path === '/' : path === item.to || path.startsWith(`${item.to}/`)
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <header className="topbar">
        <div className="topbar-inner">
          {nav.length > 0 && (
            <button
              type="button"
              className="menu-toggle"
              aria-expanded={open}
              aria-controls={navId}
              onClick={() => setOpen((o) => !o)}
            >
              <span className="menu-icon" aria-hidden="true" />
              <span className="visually-hidden">{t.menu}</span>
            </button>
          )}
          <div className="brand">{brand}</div>
          {account && <div className="account">{account}</div>}
        </div>
      </header>
      <div className="shell-body">
        {nav.length > 0 && (
          <nav id={navId} className={['sidenav', open ? 'sidenav-open' : ''].join(' ')} aria-label={t.mainNav}>
            <ul>
              {nav.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className="nav-link" aria-current={isCurrent(item) ? 'page' : undefined}>
                    <span>{item.label}</span>
                    {item.badge}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <main id="main" className="main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  )
}

/** A centred single-column page (sign-in, intake, confirmation). */
export function CenteredPage({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <main id="main" className={['centered', wide ? 'centered-wide' : ''].join(' ')}>
      {children}
    </main>
  )
}

/**
 * A modal dialog on the native <dialog> element: focus is trapped and Escape closes it,
 * both provided by the browser.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
}: {
  open: boolean
  title: ReactNode
  onClose: () => void
  children: ReactNode
  footer?: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const d = ref.current
    if (!d) return
    if (open && !d.open) d.showModal()
    if (!open && d.open) d.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
    >
      {open && (
        <div className="modal-content">
          <div className="modal-header">
            <h2 id={titleId} className="modal-title">
              {title}
            </h2>
            <button type="button" className="modal-close" onClick={onClose} aria-label="Close">
              ×
            </button>
          </div>
          <div className="modal-body">{children}</div>
          {footer && <div className="modal-footer">{footer}</div>}
        </div>
      )}
    </dialog>
  )
}
