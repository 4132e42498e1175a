import {
  AppShell,
  Button,
  CenteredPage,
  ErrorState,
  Link,
  Loading,
  matchPath,
  navigate,
  useAppTitle,
  useLocation,
  type NavItem,
} from '@gold/ui'
import { useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { LoginPage } from './pages/login-page.tsx'
import { NoAccessPage, NotFoundPage } from './pages/not-found-page.tsx'
import { PUBLIC_ROUTES, ROUTES, navFor } from './routes.tsx'
import { SessionContext, roleLabel, type Session } from './session.ts'
import { trpc } from './trpc.ts'

export function App() {
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 60_000 })
  const queryClient = useQueryClient()
  const { path, query } = useLocation()
  useAppTitle('Gold Desk')

  for (const route of PUBLIC_ROUTES) {
    const params = matchPath(route.path, path)
    if (params) return <>{route.render(params)}</>
  }
  if (me.isPending)
    return (
      <CenteredPage>
        <Loading label="Loading your workspace…" />
      </CenteredPage>
    )
  if (me.error)
    return (
      <CenteredPage>
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      </CenteredPage>
    )

  const session = me.data && me.data.kind !== 'customer' ? me.data : null
  if (!session) {
    const onSignedIn = async () => {
      // Read the address bar now: `query` is from before the rewrite to /login?next=… below.
      const next = new URLSearchParams(window.location.search).get('next')
      queryClient.clear()
      await me.refetch()
      navigate(next && next.startsWith('/') && !next.startsWith('//') ? next : '/', { replace: true })
    }
    if (path !== '/login') {
      const next = path === '/' ? '' : `?next=${encodeURIComponent(path + (query.size ? `?${query}` : ''))}`
      window.history.replaceState(null, '', `/login${next}`)
    }
    return <LoginPage onSignedIn={onSignedIn} />
  }
  if (path === '/login') {
    navigate('/', { replace: true })
    return null
  }
  return (
    <SessionContext.Provider value={session}>
      <StaffShell session={session} nav={navFor(session)}>
        <RouteView path={path} session={session} />
      </StaffShell>
    </SessionContext.Provider>
  )
}

/**
 * The first route whose path matches decides: a page the user may not open is refused there, not
 * passed on to a later pattern (an employee's /loans/settings would otherwise be loan "settings").
 */
function RouteView({ path, session }: { path: string; session: Session }) {
  for (const route of ROUTES) {
    const params = matchPath(route.path, path)
    if (!params) continue
    if (route.allow(session)) return <>{route.render(params)}</>
    const refusal = route.refusal?.(session)
    return refusal ? <NoAccessPage title={refusal} /> : <NotFoundPage />
  }
  return <NotFoundPage />
}

function StaffShell({ session, nav, children }: { session: Session; nav: NavItem[]; children: ReactNode }) {
  const utils = trpc.useUtils()
  const queryClient = useQueryClient()
  const logout = trpc.auth.logout.useMutation({
    onSettled: async () => {
      queryClient.clear()
      await utils.auth.me.invalidate()
      navigate('/login', { replace: true })
    },
  })
  const tenantName = session.kind === 'staff' ? session.tenantName : 'Platform administration'
  return (
    <AppShell
      brand={
        <>
          <span className="brand-mark" aria-hidden="true" />
          <span className="stack-tight">
            <span className="brand-name">Gold Desk</span>
            <span className="brand-sub">{tenantName}</span>
          </span>
        </>
      }
      nav={nav}
      account={
        <>
          <Link to="/account" className="account-name" title="Your account and password">
            {session.name} · {roleLabel(session)}
          </Link>
          <Button variant="secondary" size="sm" busy={logout.isPending} onClick={() => logout.mutate()}>
            Sign out
          </Button>
        </>
      }
    >
      {children}
    </AppShell>
  )
}
