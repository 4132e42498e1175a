import type { RouterOutputs } from './trpc.ts'

/** The shop (tenant) the portal's host names, as `auth.tenantBySlug` answers it. */
export type Shop = NonNullable<RouterOutputs['auth']['tenantBySlug']>

/** The shop's slug is the first label of the host: `demo.localhost` is the `demo` shop. */
export function tenantSlugFromLocation(): string {
  return window.location.hostname.split('.')[0]?.toLowerCase() ?? ''
}
