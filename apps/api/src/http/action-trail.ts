import type { Principal } from '@gold/core'
import type { Express, Request } from 'express'
import { clientIp } from './request-context.ts'

type Staff = Extract<Principal, { kind: 'staff' }>
const isStaff = (caller: unknown): caller is Staff =>
  typeof caller === 'object' && caller !== null && (caller as { kind?: unknown }).kind === 'staff'

/** One staff call the shop's audit trail records: who, from where, what was asked. */
export type StaffAction = {
  staff: Staff
  ip: string
  userAgent: string
  /** The tRPC procedure's path (`customers.correct`) or the REST route (`PATCH /api/customers/:id/kyc`). */
  action: string
  /** The procedure's input, or the REST body. */
  input: unknown
  /** The REST route's path parameters (`id`); empty for tRPC. */
  params: Record<string, string>
}

/**
 * Where staff actions are recorded: `record` runs the action's work and, once it succeeded,
 * appends it to the shop's trail. The trail itself is a domain (audit/shop-trail-recorder.ts); the
 * kernel only knows this shape, and the composition root (app.ts) hands it to the Express app.
 */
export type ActionTrail = {
  /** `succeeded` tells a result that is a refusal (a tRPC middleware's `{ok: false}`); a thrown error is one too. */
  record<T>(action: StaffAction, work: () => Promise<T>, succeeded?: (result: T) => boolean): Promise<T>
}

const TRAIL = Symbol('actionTrail')

export function useActionTrail(app: Express, trail: ActionTrail) {
  ;(app.locals as Record<symbol, unknown>)[TRAIL] = trail
}

/**
 * Run `work` for `caller`, recorded when the caller is a shop's staff and the call changes data
 * (`changes`) or reveals personal data (`reveals`); anything else runs as is.
 */
export function withActionTrail<T>(
  req: Request,
  caller: unknown,
  call: { action: string; input: unknown; changes: boolean; reveals: boolean; succeeded?: (result: T) => boolean },
  work: () => Promise<T>,
): Promise<T> {
  const trail = (req.app?.locals as Record<symbol, ActionTrail | undefined> | undefined)?.[TRAIL]
  if (!trail || !isStaff(caller) || !(call.changes || call.reveals)) return work()
  const params = Object.fromEntries(Object.entries(req.params ?? {}).map(([k, v]) => [k, String(v)]))
  return trail.record(
    {
      staff: caller,
      ip: clientIp(req),
      userAgent: req.get('user-agent') ?? '',
      action: call.action,
      input: call.input,
      params,
    },
    work,
    call.succeeded,
  )
}
