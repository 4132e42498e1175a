import { z } from 'zod'
import { isRecord } from './is-record.ts'

/**
 * Request bodies as zod schemas, one per body, used by the tRPC procedure's `.input()` and the REST
 * route alike. The spec fixes each body's messages and the order of its checks (the first failing
 * field in form order, and often a lookup before any field), which zod's per-field checks cannot
 * keep: a number where text is expected must answer that field's spec message, not zod's, and only
 * after the fields before it. So a schema types the body for its callers (`Body`: what the apps
 * send, so a wrong field name or type fails their typecheck) and accepts any value at run time, as
 * a REST body is accepted; the rules are the core parse functions:
 *
 * - `checkedBody(parse)` where the body's checks come first: the schema runs `parse`, whose
 *   DomainError (the first failure's status, message and body) propagates out of the schema to
 *   either transport unchanged; the output is the parsed domain value.
 * - `uncheckedBody()` where the spec puts a lookup, the caller or the clock before the body's checks
 *   (a valuation's idempotency replay, an EMI's valuation, a ticket's access, an intake token): the
 *   output is the body's fields still `unknown`, and the service parses them at that point.
 */

/** A body's fields before its rules have run: named as clients send them, each value still unchecked. */
export type Unchecked<Body> = { readonly [K in keyof Body]?: unknown }

const anyValueAs = <Body>() => z.custom<Body>(() => true)

/** `Body`, parsed by `parse` at once (`checkedBody<CustomerFormBody>()(parseCustomerForm)`). */
export function checkedBody<Body>() {
  return <Out>(parse: (raw: unknown) => Out) => anyValueAs<Body>().transform((raw): Out => parse(raw))
}

/** `Body`, its fields left for the service to check in the spec's order; anything but an object reads as `{}`, as the services read it. */
export function uncheckedBody<Body>() {
  return anyValueAs<Body>().transform((raw): Unchecked<Body> => (isRecord(raw) ? raw : {}))
}

type BodySchema<In, Out> = z.ZodType<Out, In>

/**
 * `{ id, body }`, the tRPC shape of a change to one record: the id is checked first (zod's
 * message), and only then the body by its schema, so a bad id is never reported as a bad body.
 */
export function idAndBody<In, Out>(body: BodySchema<In, Out>) {
  return z
    .object({ id: z.string(), body: anyValueAs<In>() })
    .transform(({ id, body: raw }) => ({ id, body: body.parse(raw) }))
}

const idField = z.looseObject({ id: z.string() })

/** `{ id, ...fields }`, the same with the body's fields beside the id; the service gets them as `body`. */
export function idAndFields<In, Out>(body: BodySchema<In, Out>) {
  return anyValueAs<{ id: string } & In>().transform((raw) => {
    // A bad id throws zod's own error (tRPC answers its first issue), before the body is looked at.
    const { id, ...fields } = idField.parse(raw)
    return { id, body: body.parse(fields) }
  })
}
