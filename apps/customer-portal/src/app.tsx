import type { ReactNode } from 'react'
import {
  AppShell,
  Button,
  CenteredPage,
  EmptyState,
  ErrorState,
  LanguageSwitcher,
  Loading,
  matchPath,
  navigate,
  useAppTitle,
  useLocation,
  usePageTitle,
  useT,
  type NavItem,
} from '@gold/ui'
import { useQueryClient } from '@tanstack/react-query'
import { shellText } from './i18n/shell-text.ts'
import { LoginPage } from './pages/login-page.tsx'
import { PaymentLinkLanding } from './pages/payment-link-landing.tsx'
import { ReleaseLinkPage } from './pages/release-link-page.tsx'
import { usePortalLanguage } from './portal-language.ts'
import { PORTAL_ROUTES, portalNav } from './routes.tsx'
import { tenantSlugFromLocation, type Shop } from './tenant.ts'
import { trpc } from './trpc.ts'

export function App() {
  const slug = tenantSlugFromLocation()
  const shop = trpc.auth.tenantBySlug.useQuery({ slug }, { staleTime: Infinity })
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 60_000 })
  const queryClient = useQueryClient()
  const { path } = useLocation()
  const t = useT(shellText)
  useAppTitle(shop.data?.name ?? t.portal)

  if (shop.isPending || me.isPending)
    return (
      <CenteredPage>
        <Loading />
      </CenteredPage>
    )
  if (shop.error)
    return (
      <CenteredPage>
        <ErrorState error={shop.error} onRetry={() => void shop.refetch()} />
      </CenteredPage>
    )
  if (!shop.data) {
    return (
      <CenteredPage>
        <EmptyState heading="h1" title={t.shopNotFound}>
          {t.shopNotFoundText}
        </EmptyState>
      </CenteredPage>
    )
  }
  const customer = me.data?.kind === 'customer' && me.data.tenantSlug === shop.data.slug ? me.data : null
  // Issue 27: a payment link is checked before sign-in, and the borrower stays on it while signing in.
  const linkToken = matchPath('/pay-link/:token', path)?.token
  if (linkToken)
    return (
      <PaymentLinkLanding
        shop={shop.data}
        token={linkToken}
        signedIn={customer !== null}
        onSignedIn={async () => {
          queryClient.clear()
          await me.refetch()
        }}
      />
    )
  // Issue 28: the SMS "collect your gold" link books the release slot with no sign-in.
  const releaseToken = matchPath('/release-link/:token', path)?.token
  if (releaseToken) return <ReleaseLinkPage shop={shop.data} token={releaseToken} />
  if (!customer) {
    const onSignedIn = async () => {
      queryClient.clear()
      await me.refetch()
      navigate('/', { replace: true })
    }
    return <LoginPage shop={shop.data} onSignedIn={onSignedIn} />
  }
  return (
    <PortalShell shop={shop.data} name={customer.name} nav={portalNav(t.nav)}>
      <PortalRoutes path={path} />
    </PortalShell>
  )
}

function PortalRoutes({ path }: { path: string }) {
  for (const route of PORTAL_ROUTES) {
    const params = matchPath(route.path, path)
    if (params) return <>{route.render(params)}</>
  }
  return <PageNotFound />
}

function PageNotFound() {
  const t = useT(shellText)
  usePageTitle(t.pageNotFound)
  return <EmptyState title={t.pageNotFound}>{t.pageNotFoundText}</EmptyState>
}

function PortalShell({ shop, name, nav, children }: { shop: Shop; name: string; nav: NavItem[]; children: ReactNode }) {
  const queryClient = useQueryClient()
  const utils = trpc.useUtils()
  const t = useT(shellText)
  const { saveLanguage, saving } = usePortalLanguage()
  const logout = trpc.auth.logout.useMutation({
    onSettled: async () => {
      queryClient.clear()
      await utils.auth.me.invalidate()
      navigate('/', { replace: true })
    },
  })
  return (
    <AppShell
      brand={
        <>
          <span className="brand-mark" aria-hidden="true" />
          <span className="stack-tight">
            <span className="brand-name">{shop.name}</span>
            <span className="brand-sub">{t.portal}</span>
          </span>
        </>
      }
      nav={nav}
      account={
        <>
          <LanguageSwitcher compact busy={saving} onChoose={saveLanguage} />
          <span className="account-name">{name}</span>
          <Button variant="secondary" size="sm" busy={logout.isPending} onClick={() => logout.mutate()}>
            {t.signOut}
          </Button>
        </>
      }
    >
      {children}
    </AppShell>
  )
}
