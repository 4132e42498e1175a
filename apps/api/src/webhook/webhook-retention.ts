import type { AppContext } from '../platform/context.ts'
import { webhookDeliveries } from './webhook-platform-repository.ts'

/**
 * How much of the webhook delivery log is kept. Only the gateway can sign, so signed rows (with
 * their body, cut to `signedBodyMaxBytes`) are evidence worth keeping for a quarter; unsigned
 * deliveries are anyone's traffic and keep metadata only (no body), for a week. Each kind has its
 * own row cap, so a flood of unsigned requests can never push signed evidence out.
 */
export const webhookRetention = {
  signedBodyMaxBytes: 100_000,
  signedMaxAgeMs: 90 * 86_400_000,
  signedMaxRows: 20_000,
  unsignedMaxAgeMs: 7 * 86_400_000,
  unsignedMaxRows: 10_000,
  /** Unsigned rows are also trimmed to their cap after every this many unsigned deliveries (per process). */
  unsignedTrimEvery: 100,
}

export type WebhookRetention = typeof webhookRetention

/**
 * The daily housekeeping pass: drops rows past their age, then each kind beyond its row cap
 * (oldest first). Returns how many rows went.
 */
export async function pruneWebhookDeliveries(
  ctx: AppContext,
  policy: WebhookRetention = webhookRetention,
): Promise<number> {
  const now = ctx.now().getTime()
  const aged = await webhookDeliveries(ctx).deleteOlderThan(
    new Date(now - policy.signedMaxAgeMs),
    new Date(now - policy.unsignedMaxAgeMs),
  )
  return (
    aged +
    (await trimDeliveries(ctx, true, policy.signedMaxRows)) +
    (await trimDeliveries(ctx, false, policy.unsignedMaxRows))
  )
}

/** Keep only the newest `keep` rows of one kind. */
export async function trimDeliveries(ctx: AppContext, signatureValid: boolean, keep: number): Promise<number> {
  return webhookDeliveries(ctx).trim(signatureValid, keep)
}

const unsignedSinceTrim = new WeakMap<AppContext, number>()

/**
 * Between two daily passes an unsigned flood is bounded too: every `unsignedTrimEvery`-th unsigned
 * delivery this process records trims the unsigned rows to their cap, so the log holds at most
 * the cap plus that many rows per API process. Failures are logged; the daily pass catches up.
 */
export async function trimUnsignedOnInsert(
  ctx: AppContext,
  policy: WebhookRetention = webhookRetention,
): Promise<void> {
  const seen = (unsignedSinceTrim.get(ctx) ?? 0) + 1
  unsignedSinceTrim.set(ctx, seen % policy.unsignedTrimEvery)
  if (seen < policy.unsignedTrimEvery) return
  try {
    await trimDeliveries(ctx, false, policy.unsignedMaxRows)
  } catch (e) {
    ctx.log.error({ err: e }, 'could not trim unsigned webhook deliveries')
  }
}
