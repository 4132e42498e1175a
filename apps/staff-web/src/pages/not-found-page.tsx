import { ButtonLink, EmptyState, usePageTitle } from '@gold/ui'

export function NotFoundPage() {
  usePageTitle('Page not found')
  return (
    <EmptyState
      heading="h1"
      title="Page not found"
      action={
        <ButtonLink to="/" variant="secondary">
          Go to the dashboard
        </ButtonLink>
      }
    >
      The page you were looking for does not exist or you do not have access to it.
    </EmptyState>
  )
}

/** A page that exists but is for another role: say so, rather than that it is missing. */
export function NoAccessPage({ title }: { title: string }) {
  usePageTitle(title)
  return (
    <EmptyState
      heading="h1"
      title={title}
      action={
        <ButtonLink to="/" variant="secondary">
          Go to the dashboard
        </ButtonLink>
      }
    >
      Ask the shop admin if you need a change made here.
    </EmptyState>
  )
}
