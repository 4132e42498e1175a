/** Domain request cases added as domains land; each is compared with the same baseline. */
export function domainCases(base: string, auth: Record<string, string>) {
  return [
    { name: 'GET /api/customers (list)', run: () => fetch(`${base}/api/customers`, { headers: auth }).then((r) => r.text()) },
  ]
}
