import { authErrors } from '@gold/core'
import type { Db } from '@gold/db'

export type RateLimitRule = { limit: number; windowMs: number }
export type RateLimitResult = { allowed: true; hitId?: string } | { allowed: false; retryAfterSeconds: number }

/**
 * Sliding-window limit kept in the database, so it holds across several API processes. An advisory
 * transaction lock per key makes count-then-insert atomic under concurrent requests.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<RateLimitResult> {
  const windowStart = new Date(now.getTime() - rule.windowMs)
  return db.prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`
    await tx.rateLimitHit.deleteMany({ where: { key, createdAt: { lt: windowStart } } })
    const hits = await tx.rateLimitHit.findMany({
      where: { key, createdAt: { gte: windowStart } },
      orderBy: { createdAt: 'asc' },
      take: rule.limit,
      select: { createdAt: true },
    })
    if (hits.length >= rule.limit) {
      const oldest = hits[0]!.createdAt.getTime()
      return {
        allowed: false as const,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - now.getTime()) / 1000)),
      }
    }
    const hit = await tx.rateLimitHit.create({ data: { key, createdAt: now }, select: { id: true } })
    return { allowed: true as const, hitId: hit.id }
  })
}

/** Give back a slot taken by consumeRateLimit (a limit that, in the end, counts failures only). */
export async function releaseRateLimitHit(db: Db, result: RateLimitResult) {
  if (result.allowed && result.hitId) await db.prisma.rateLimitHit.deleteMany({ where: { id: result.hitId } })
}

export type HeldSlots = { allowed: true; release(): Promise<void> } | { allowed: false; retryAfterSeconds: number }

/**
 * Take one slot of every limit, in order, or none: a refusal gives back the slots already taken,
 * so a request refused by one limit never counts against the others. `release` gives them all back.
 */
export async function consumeRateLimits(
  db: Db,
  limits: readonly { key: string; rule: RateLimitRule }[],
  now: Date,
): Promise<HeldSlots> {
  const taken: RateLimitResult[] = []
  const release = async () => {
    for (const slot of taken) await releaseRateLimitHit(db, slot)
  }
  for (const { key, rule } of limits) {
    const result = await consumeRateLimit(db, key, rule, now)
    if (!result.allowed) {
      await release()
      return result
    }
    taken.push(result)
  }
  return { allowed: true, release }
}

/** Peek without recording (for limits that count failures only). */
export async function isRateLimited(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<RateLimitResult> {
  const windowStart = new Date(now.getTime() - rule.windowMs)
  const hits = await db.prisma.rateLimitHit.findMany({
    where: { key, createdAt: { gte: windowStart } },
    orderBy: { createdAt: 'asc' },
    take: rule.limit,
    select: { createdAt: true },
  })
  if (hits.length < rule.limit) return { allowed: true }
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((hits[0]!.createdAt.getTime() + rule.windowMs - now.getTime()) / 1000)),
  }
}

export async function recordHit(db: Db, key: string, now: Date) {
  await db.prisma.rateLimitHit.create({ data: { key, createdAt: now } })
}

/** Throw the spec's 429 with Retry-After when the result is a refusal. */
export function assertAllowed(result: RateLimitResult) {
  if (!result.allowed)
    throw authErrors.error('tooManyAttempts', { headers: { 'Retry-After': String(result.retryAfterSeconds) } })
}
