import type { ReactNode } from 'react'
import { useT } from './i18n/language-context.tsx'
import { uiText } from './i18n/ui-text.ts'
import { useErrorText } from './i18n/use-error-text.ts'

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent'

export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return <span className={`badge badge-${tone}`}>{children}</span>
}

const STATUS_TONES: Record<string, Tone> = {
  // customers
  New: 'info',
  'KYC Pending': 'warning',
  Active: 'success',
  'Loan Active': 'accent',
  Overdue: 'danger',
  Closed: 'neutral',
  Inactive: 'neutral',
  // EMIs
  Upcoming: 'info',
  'Due Soon': 'warning',
  Paid: 'success',
  // tickets
  Open: 'info',
  'In Progress': 'warning',
  Resolved: 'success',
  Low: 'neutral',
  Normal: 'info',
  High: 'warning',
  Urgent: 'danger',
  // purchases / subscription
  PAID: 'success',
  PARTIALLY_REFUNDED: 'warning',
  REFUNDED: 'neutral',
  CREATED: 'info',
  FAILED: 'danger',
  'Expiring Soon': 'warning',
  Expired: 'danger',
  Suspended: 'danger',
  'No Subscription': 'neutral',
  Completed: 'success',
}

/** A badge whose colour follows the status name used across the platform. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return null
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{status.replace(/_/g, ' ')}</Badge>
}

export function Alert({
  tone = 'info',
  title,
  children,
  action,
}: {
  tone?: Exclude<Tone, 'accent' | 'neutral'>
  title?: ReactNode
  children?: ReactNode
  action?: ReactNode
}) {
  const live = tone === 'danger' ? 'alert' : 'status'
  return (
    <div className={`alert alert-${tone}`} role={live}>
      <div className="alert-body">
        {title && <p className="alert-title">{title}</p>}
        {children && <div>{children}</div>}
      </div>
      {action && <div className="alert-action">{action}</div>}
    </div>
  )
}

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return <span className="spinner" role="status" aria-label={label} />
}

export function Loading({ label }: { label?: string }) {
  const t = useT(uiText)
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t.loading}</span>
    </div>
  )
}

export function EmptyState({
  title,
  children,
  action,
  heading = 'p',
  success = false,
}: {
  title: ReactNode
  children?: ReactNode
  action?: ReactNode
  heading?: 'h1' | 'h2' | 'p'
  success?: boolean
}) {
  const Title = heading
  return (
    <div className="empty-state">
      {success ? (
        <div className="empty-icon empty-icon-success" aria-hidden="true">
          ✓
        </div>
      ) : (
        <div className="empty-icon" aria-hidden="true" />
      )}
      <Title className="empty-title">{title}</Title>
      {children && <div className="empty-text">{children}</div>}
      {action && <div className="empty-action">{action}</div>}
    </div>
  )
}

/** A failed load: the server's message and, when given, a retry button. */
export function ErrorState({ error, title, onRetry }: { error: unknown; title?: ReactNode; onRetry?: () => void }) {
  const t = useT(uiText)
  const errorText = useErrorText()
  return (
    <div className="error-state" role="alert">
      <p className="error-title">{title ?? t.couldNotLoad}</p>
      <p className="error-text">{errorText.of(error)}</p>
      {onRetry && (
        <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
          {t.tryAgain}
        </button>
      )}
    </div>
  )
}
