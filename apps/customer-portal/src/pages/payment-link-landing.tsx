import { formatIsoDate, isoDateOf } from '@gold/core/shared/india-calendar'
import {
  Alert,
  Button,
  CenteredPage,
  EmptyState,
  Link,
  Loading,
  Money,
  errorMessage,
  navigate,
  usePageTitle,
} from '@gold/ui'
import { useEffect, type ReactNode } from 'react'
import type { Shop } from '../tenant.ts'
import { trpc } from '../trpc.ts'
import { LoginPage } from './login-page.tsx'

/** "valid until 9 Mar 2026": the last India day the link works (it expires at that day's end). */
const lastDay = (expiresAt: Date) => formatIsoDate(isoDateOf(new Date(expiresAt.getTime() - 1)))

/**
 * `/pay-link/:token` (issue 27): where a payment link sent by the branch lands. The link is checked
 * before anything else (an unknown or expired one says so and asks for a new one); a borrower who is
 * not signed in signs in here and stays on the link; then the link opens the loan's pay page.
 */
export function PaymentLinkLanding(props: {
  shop: Shop
  token: string
  signedIn: boolean
  onSignedIn: () => Promise<void>
}) {
  const landing = trpc.paymentLinks.landing.useQuery({ tenant: props.shop.slug, token: props.token })
  usePageTitle('Payment link')
  if (landing.isPending)
    return (
      <CenteredPage>
        <Loading label="Checking your payment link…" />
      </CenteredPage>
    )
  const link = landing.data
  if (!link || link.status === 'invalid')
    return (
      <CenteredPage>
        <EmptyState heading="h1" title="This payment link is not valid" action={<Link to="/">Go to my loans</Link>}>
          Check that the whole link was opened, or ask the branch to send a new one.
        </EmptyState>
      </CenteredPage>
    )
  if (link.status === 'expired')
    return (
      <CenteredPage>
        <EmptyState heading="h1" title="This payment link has expired" action={<Link to="/">Go to my loans</Link>}>
          It was valid until {lastDay(link.expiresAt)}. Ask the branch for a new link, or pay from your loan page.
        </EmptyState>
      </CenteredPage>
    )
  const what = (
    <Alert tone="info" title="Payment link from the branch">
      Pay <Money paise={link.amount} />
      {link.loanNumber && (
        <>
          {' '}
          on loan <span className="nowrap">{link.loanNumber}</span>
        </>
      )}
      . The link is valid until {lastDay(link.expiresAt)}.
    </Alert>
  )
  if (!props.signedIn)
    return (
      <LoginPage
        shop={props.shop}
        onSignedIn={props.onSignedIn}
        // The link came by SMS or WhatsApp: the borrower holds the phone the code goes to.
        method="phone"
        intro={
          <>
            {what}
            <p>Sign in to pay.</p>
          </>
        }
      />
    )
  return <OpenLink token={props.token} intro={what} />
}

function OpenLink({ token, intro }: { token: string; intro: ReactNode }) {
  const open = trpc.paymentLinks.open.useMutation({ onSuccess: (to) => navigate(to.payPath, { replace: true }) })
  const { mutate } = open
  useEffect(() => mutate({ token }), [mutate, token])
  return (
    <CenteredPage>
      <div className="card">
        <div className="card-body stack">
          {intro}
          {open.error ? (
            <>
              <Alert tone="danger">{errorMessage(open.error)}</Alert>
              <Button variant="secondary" onClick={() => navigate('/', { replace: true })}>
                Go to my loans
              </Button>
            </>
          ) : (
            <Loading label="Opening the payment page…" />
          )}
        </div>
      </div>
    </CenteredPage>
  )
}
