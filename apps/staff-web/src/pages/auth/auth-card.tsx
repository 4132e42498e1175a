import { CenteredPage, usePageTitle } from '@gold/ui'
import type { ReactNode } from 'react'

/** The signed-out pages' frame: the brand above one card, as on the sign-in page. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  usePageTitle(title)
  return (
    <CenteredPage>
      <div className="auth-brand">
        <span className="brand-mark" aria-hidden="true" />
        <span className="auth-brand-name">Gold Desk</span>
      </div>
      <div className="card">
        <div className="card-body stack">
          <div>
            <h1 className="page-title">{title}</h1>
            {subtitle && <p className="page-subtitle">{subtitle}</p>}
          </div>
          {children}
        </div>
      </div>
    </CenteredPage>
  )
}
