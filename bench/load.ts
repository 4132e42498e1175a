import autocannon from 'autocannon'

/** One kind of request the load generator repeats; `next` varies path or body per request. */
export type LoadSpec = {
  method?: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  next?: () => { path?: string; body?: string; headers?: Record<string, string> }
  /** Connections when driven flat out (default: the bench's setting). */
  connections?: number
  /** Seconds per run at least (a request of seconds needs longer runs to be counted at all). */
  minDurationSec?: number
}

export type LoadResult = { rps: number; p50: number; p99: number; total: number; failed: number; firstFailure?: string }

/**
 * Drive `spec` against `base` for `durationSec` with autocannon: flat out, or at `overallRate`
 * requests per second in total (latencies are then corrected for coordinated omission, so a stall
 * counts against every request that should have been sent during it). Non-2xx answers and socket
 * errors are counted as failures, and the first failing status and body are kept for the report.
 */
export async function runLoad(
  base: string,
  spec: LoadSpec,
  options: { durationSec: number; connections: number; overallRate?: number },
): Promise<LoadResult> {
  const url = new URL(base)
  let firstFailure: string | undefined
  const connections = options.overallRate
    ? Math.max(1, Math.min(options.connections, options.overallRate))
    : options.connections
  const result = await autocannon({
    url: url.origin,
    connections,
    duration: options.durationSec,
    overallRate: options.overallRate,
    timeout: 30,
    requests: [
      {
        method: spec.method ?? 'GET',
        path: spec.path,
        headers: { 'content-type': 'application/json', ...spec.headers },
        ...(spec.next
          ? {
              setupRequest: (req: autocannon.Request) => {
                const { headers, ...rest } = spec.next!()
                return { ...req, ...rest, headers: { ...req.headers, ...headers } }
              },
            }
          : {}),
        onResponse: (status, body) => {
          if ((status < 200 || status > 299) && firstFailure === undefined)
            firstFailure = `${status} ${String(body).slice(0, 200)}`
        },
      },
    ],
  })
  return {
    rps: result.requests.total / options.durationSec,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
    firstFailure,
  }
}
