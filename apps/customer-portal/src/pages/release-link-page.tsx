import {
  CenteredPage,
  EmptyState,
  ErrorState,
  LanguageSwitcher,
  Link,
  Loading,
  serverErrorOf,
  useFormat,
  usePageTitle,
  useT,
} from '@gold/ui'
import type { ReactNode } from 'react'
import { releaseText } from '../i18n/release-text.ts'
import type { Shop } from '../tenant.ts'
import { trpc } from '../trpc.ts'
import { ReleaseSlotPicker } from './release-slot-picker.tsx'

/**
 * `/release-link/:token` (issue 28): the SMS "collect your gold" link, no sign-in. The link shows
 * only what the SMS said (the loan number, the deadline) and books that loan's slot. An unknown link
 * answers 404 `linkInvalid`, an expired one 400 `linkExpired`; a loan whose gold went back (or that
 * is not closed) has nothing to book.
 */
export function ReleaseLinkPage({ shop, token }: { shop: Shop; token: string }) {
  const t = useT(releaseText)
  const f = useFormat()
  const input = { tenant: shop.slug, token }
  const link = trpc.releaseDesk.link.useQuery(input, { retry: false })
  const bookByLink = trpc.releaseDesk.bookByLink.useMutation()
  usePageTitle(t.linkTitle)
  if (link.isPending)
    return (
      <LinkFrame>
        <Loading label={t.checking} />
      </LinkFrame>
    )
  if (link.error) {
    const code = serverErrorOf(link.error).code
    if (code === 'linkInvalid' || code === 'linkExpired')
      return (
        <LinkFrame>
          <EmptyState
            heading="h1"
            title={code === 'linkInvalid' ? t.linkInvalid : t.linkExpired}
            action={<Link to="/">{t.signIn}</Link>}
          >
            {code === 'linkInvalid' ? t.linkInvalidText : t.linkExpiredText}
          </EmptyState>
        </LinkFrame>
      )
    return (
      <LinkFrame>
        <ErrorState error={link.error} onRetry={() => void link.refetch()} />
      </LinkFrame>
    )
  }
  const l = link.data
  if (!l.awaitingRelease)
    return (
      <LinkFrame>
        <EmptyState heading="h1" title={t.notAwaiting} action={<Link to="/">{t.signIn}</Link>}>
          {t.notAwaitingText}
        </EmptyState>
      </LinkFrame>
    )
  return (
    <LinkFrame>
      <div className="card">
        <div className="card-body stack">
          <h1 className="card-title">{t.linkTitle}</h1>
          <p className="small muted">{shop.name}</p>
          <p>
            {l.loanNumber && `${t.loanLine(l.loanNumber)} `}
            {l.releaseDueBy && t.dueBy(f.isoDate(l.releaseDueBy))}
          </p>
          <ReleaseSlotPicker
            booking={l.booking}
            slots={l.slots}
            book={(slot) => bookByLink.mutateAsync({ ...input, slot })}
            refresh={() => link.refetch()}
          />
        </div>
      </div>
    </LinkFrame>
  )
}

/** The link's pages: the borrower picks their language here (no sign-in, so no saved preference). */
function LinkFrame({ children }: { children: ReactNode }) {
  return (
    <CenteredPage>
      <div className="stack">
        <LanguageSwitcher />
        {children}
      </div>
    </CenteredPage>
  )
}
