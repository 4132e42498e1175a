import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react'

/**
 * A tiny history router: the apps have a handful of screens, so a dependency buys nothing.
 * Paths given to `navigate`/`Link` are relative to the app's base (intake lives under /intake).
 */
let base = ''

export function configureRouter(options: { base?: string }) {
  base = (options.base ?? '').replace(/\/+$/, '')
}

const NAVIGATE_EVENT = 'gold:navigate'

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange)
  window.addEventListener(NAVIGATE_EVENT, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(NAVIGATE_EVENT, onChange)
  }
}

const snapshot = () => window.location.pathname + window.location.search

function stripBase(pathname: string): string {
  if (base && (pathname === base || pathname.startsWith(`${base}/`))) return pathname.slice(base.length) || '/'
  return pathname
}

export type Location = { path: string; query: URLSearchParams }

/** The current path (without the base) and query; re-renders on navigation. */
export function useLocation(): Location {
  const href = useSyncExternalStore(subscribe, snapshot, snapshot)
  const url = new URL(href, 'http://local')
  return { path: stripBase(url.pathname), query: url.searchParams }
}

export const hrefFor = (to: string) => (to.startsWith('/') ? `${base}${to}` : to)

export function navigate(to: string, options: { replace?: boolean } = {}) {
  const href = hrefFor(to)
  if (options.replace) window.history.replaceState(null, '', href)
  else window.history.pushState(null, '', href)
  window.dispatchEvent(new Event(NAVIGATE_EVENT))
  window.scrollTo(0, 0)
}

/** `matchPath('/borrowers/:id', '/borrowers/abc')` is `{ id: 'abc' }`; no match is null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean)
  const got = path.split('/').filter(Boolean)
  if (want.length !== got.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string
    const g = got[i] as string
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(g)
    else if (w !== g) return null
  }
  return params
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }

/** An anchor that navigates in-app on a plain left click and behaves normally otherwise. */
export function Link({ to, onClick, ...rest }: LinkProps) {
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e)
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || rest.target) return
    e.preventDefault()
    navigate(to)
  }
  return <a href={hrefFor(to)} onClick={handle} {...rest} />
}
