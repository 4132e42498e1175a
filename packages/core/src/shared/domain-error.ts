/**
 * Expected business failures. Each domain declares its table of errors with the spec's exact
 * status and message (`defineErrors`); transports (Express middleware, tRPC errorFormatter) read
 * `status` and `message` from the error and never restate them.
 */
export type ErrorSpec = { readonly status: number; readonly message: string }

export class DomainError extends Error {
  readonly status: number
  /** Extra JSON fields the spec puts beside `error` (e.g. `Retry-After` is a header, see `headers`). */
  readonly headers: Record<string, string>
  readonly body?: Record<string, unknown>
  /**
   * The input the error is about (`percentOff`), for errors whose code alone does not say it (one
   * `invalid` code for every field of a console form). tRPC sends it so a form shows the message
   * at that field; REST bodies never carry it.
   */
  readonly field?: string

  constructor(
    public readonly code: string,
    spec: ErrorSpec,
    options: DomainErrorOptions = {},
  ) {
    super(options.message ?? spec.message)
    this.name = 'DomainError'
    this.status = spec.status
    this.headers = options.headers ?? {}
    this.body = options.body
    this.field = options.field
  }
}

export type DomainErrorOptions = {
  message?: string
  headers?: Record<string, string>
  body?: Record<string, unknown>
  field?: string
}

export type ErrorTable<K extends string> = { readonly [P in K]: ErrorSpec }

/** Declare a domain's error table: `const billingErrors = defineErrors({ unknownCycle: [400, 'Unknown billing cycle.'] })`. */
export function defineErrors<K extends string>(entries: { [P in K]: readonly [number, string] }) {
  const table = {} as Record<K, ErrorSpec>
  for (const key of Object.keys(entries) as K[]) {
    const [status, message] = entries[key]
    table[key] = { status, message }
  }
  return {
    table: table as ErrorTable<K>,
    /** Build the error for `key`; `message` overrides only for messages the spec makes dynamic. */
    error(key: K, options?: DomainErrorOptions) {
      return new DomainError(key, table[key], options)
    },
  }
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError
