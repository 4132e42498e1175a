import { type GoldRateQuote, parseGoldRateQuote } from '@gold/core'
import type { AppContext } from '../platform/context.ts'

/** Each live provider gets this long to answer before the next one is tried. */
export const PROVIDER_TIMEOUT_MS = 3000

export type LiveQuote = GoldRateQuote & { source: string }

/** Provider URLs may carry an API key in the query: only origin and path are ever stored or logged. */
export function providerSource(url: string): string {
  try {
    const u = new URL(url)
    return `${u.origin}${u.pathname}`
  } catch {
    return 'provider'
  }
}

/**
 * Ask the live providers of GOLD_RATE_PROVIDER_URLS in order (GET, Accept: application/json, 3 s
 * timeout each) and return the first usable quote (format: core `parseGoldRateQuote`), or null
 * when none answers with one. Failures are logged and never thrown.
 */
export async function fetchLiveQuote(ctx: AppContext): Promise<LiveQuote | null> {
  for (const url of ctx.config.goldRateProviderUrls) {
    const source = providerSource(url)
    try {
      const res = await ctx.fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      })
      if (!res.ok) {
        ctx.log.warn({ source, status: res.status }, 'gold rate provider answered an error')
        continue
      }
      const quote = parseGoldRateQuote(await res.json())
      if (quote) return { ...quote, source }
      ctx.log.warn({ source }, 'gold rate provider answered without a usable rate')
    } catch (err) {
      ctx.log.warn({ source, err: (err as Error).message }, 'gold rate provider failed')
    }
  }
  return null
}
