import type { AppRouter } from '@gold/api/router'
import { isDomainError } from '@gold/core/shared/domain-error'
import { isTRPCClientError } from '@trpc/client'
import { errorMessage } from './format.ts'

/** What a form needs of a failed request: the message to show, the domain error's code, the input it names. */
export type ServerError = { message: string; code: string | null; input: string | null }

/**
 * A failed request as the API's errorFormatter answers it: `data.domain.code` for a domain error
 * (with `field` when its code is shared by several inputs), `data.inputPath` for an input zod refused.
 * Forms read these, never the message text, which is the spec's to word. Core's own DomainError,
 * thrown by a check run in the browser before sending (the closing amount), reads the same way.
 */
export function serverErrorOf(error: unknown): ServerError {
  if (isDomainError(error)) return { message: error.message, code: error.code, input: error.field ?? null }
  const data = isTRPCClientError<AppRouter>(error) ? error.data : undefined
  return {
    message: errorMessage(error),
    code: data?.domain?.code ?? null,
    input: data?.domain?.field ?? data?.inputPath ?? null,
  }
}

/** The codes of one domain's error table (`ErrorCode<typeof loanErrors>`), to type a form's code→field table. */
export type ErrorCode<E extends { table: object }> = Extract<keyof E['table'], string>

/** Where a form shows the server's errors: by domain error code, else by the input the server names. */
export type ErrorFields<K extends string> = {
  codes?: Readonly<Partial<Record<string, K>>>
  inputs?: Readonly<Partial<Record<string, K>>>
}

/** The field an error belongs at, or null to show it above the form (documenso's `match(code)`). */
export function fieldOfError<K extends string>(fields: ErrorFields<K>, error: ServerError): K | null {
  const byCode = error.code === null ? undefined : fields.codes?.[error.code]
  const byInput = error.input === null ? undefined : fields.inputs?.[error.input]
  return byCode ?? byInput ?? null
}
