/** Small fetch helpers for API tests: JSON in, `{status, body, headers}` out. */

/**
 * A response body as the tests read it: whatever JSON the server sent, read field by field as the
 * spec describes it, so `any` (the one in the API tests; the lint override for tests says why).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ResponseBody = any
/** One object of a response body's list, when a test names what it reads. */
export type JsonObject = Record<string, unknown>

export type ApiResponse<T = ResponseBody> = { status: number; body: T; headers: Headers; text: string }

export async function call<T = ResponseBody>(
  baseUrl: string,
  method: string,
  path: string,
  options: {
    token?: string
    body?: unknown
    rawBody?: string | Buffer
    host?: string
    headers?: Record<string, string>
  } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.host) headers.host = options.host
  let body: string | Buffer | undefined
  if (options.rawBody !== undefined) body = options.rawBody
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers['content-type'] ??= 'application/json'
  }
  if (options.rawBody !== undefined) headers['content-type'] ??= 'application/json'
  const res = await fetchWithHost(`${baseUrl}${path}`, { method, headers, body })
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : undefined
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed as T, headers: res.headers, text }
}

/** A GET of a file (a PDF) as bytes, with a token and a tenant's Host as `call` takes them. */
export async function getBytes(
  baseUrl: string,
  path: string,
  options: { token?: string; host?: string } = {},
): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const headers: Record<string, string> = {}
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.host) headers.host = options.host
  const res = await fetchWithHost(`${baseUrl}${path}`, { method: 'GET', headers })
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) }
}

/** fetch() forbids setting Host; node:http does not, and tenant subdomains need it. */
async function fetchWithHost(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string | Buffer },
): Promise<Response> {
  if (!init.headers.host) return fetch(url, { method: init.method, headers: init.headers, body: init.body })
  const http = await import('node:http')
  const u = new URL(url)
  // node:http frames a body it is not told the length of as chunked, which a server ignores on a GET.
  if (init.body !== undefined) init.headers['content-length'] ??= String(Buffer.byteLength(init.body))
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname: u.hostname, port: u.port, path: u.pathname + u.search, method: init.method, headers: init.headers },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const headers = new Headers()
          for (const [k, v] of Object.entries(res.headers))
            if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v)
          resolve(
            new Response(res.statusCode === 204 ? null : Buffer.concat(chunks), {
              status: res.statusCode ?? 500,
              headers,
            }),
          )
        })
      },
    )
    req.on('error', reject)
    if (init.body !== undefined) req.write(init.body)
    req.end()
  })
}
