/** The shop's slug is the first label of the host: `demo.localhost` is the `demo` shop. */
export function tenantSlugFromLocation(): string {
  return window.location.hostname.split('.')[0]?.toLowerCase() ?? ''
}
