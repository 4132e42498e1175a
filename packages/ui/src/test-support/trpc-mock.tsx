/**
 * Component tests render with the app's real tRPC client (batched, superjson); msw answers its
 * HTTP requests in the tRPC wire format, so a test sees exactly what a form would send.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import { httpBatchLink } from '@trpc/client'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import type { ReactNode } from 'react'
import superjson from 'superjson'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { AppRouter } from '@gold/api/router'
import type { AnyProcedure, inferRouterInputs, inferRouterOutputs } from '@trpc/server'
import { trpc } from '../trpc.ts'
import { isDomainError } from '@gold/core/shared/domain-error'

export const ORIGIN = 'http://localhost:3000'

type Procedures = AppRouter['_def']['record']
type PathsOf<R, Prefix extends string = ''> = {
  [K in keyof R & string]: R[K] extends AnyProcedure ? `${Prefix}${K}` : PathsOf<R[K], `${Prefix}${K}.`>
}[keyof R & string]
type At<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never

/** Every procedure of the API, dotted as the client calls it: `loans.pay`. */
export type ProcedurePath = PathsOf<Procedures>
/** What the web app sends to a procedure, and what the API answers (the router's own types). */
export type ProcedureInput<P extends ProcedurePath> = At<inferRouterInputs<AppRouter>, P>
export type ProcedureOutput<P extends ProcedurePath> = At<inferRouterOutputs<AppRouter>, P>

export type TrpcCall<I = unknown> = { path: string; input: I }
type Answer = (input: unknown) => unknown
type Wire = Parameters<typeof superjson.deserialize>[0]

/**
 * Thrown by a procedure stub: answered as the API's error with this status and message, and, as
 * the API's errorFormatter sends them, a domain error's code (and field) or a refused input's path.
 * A stub may throw core's DomainError itself (`loanErrors.error('futureDate')`): it is answered alike.
 */
export class StubError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
    readonly answer: { code?: string; field?: string; inputPath?: string } = {},
  ) {
    super(message)
  }
}

const stubErrorOf = (err: unknown): StubError | null =>
  err instanceof StubError
    ? err
    : isDomainError(err)
      ? new StubError(err.status, err.message, { code: err.code, ...(err.field ? { field: err.field } : {}) })
      : null

const CODES: Record<number, string> = { 400: 'BAD_REQUEST', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT' }
const stubs = new Map<string, { answer: Answer; calls: TrpcCall[] }>()

async function answerOne(path: string, wire: Wire | undefined) {
  const stub = stubs.get(path)
  if (!stub) throw new Error(`no stub for tRPC ${path}`)
  const input = wire === undefined ? undefined : superjson.deserialize(wire)
  stub.calls.push({ path, input })
  try {
    return { status: 200, body: { result: { data: superjson.serialize(await stub.answer(input)) } } }
  } catch (thrown) {
    const err = stubErrorOf(thrown)
    if (!err) throw thrown
    const { code, field, inputPath } = err.answer
    const shape = {
      message: err.message,
      code: -32600,
      data: {
        code: CODES[err.httpStatus] ?? 'BAD_REQUEST',
        httpStatus: err.httpStatus,
        path,
        domain: code === undefined ? null : { code, body: null, field: field ?? null },
        inputPath: inputPath ?? null,
      },
    }
    return { status: err.httpStatus, body: { error: superjson.serialize(shape) } }
  }
}

// One handler for every procedure: queries arrive as GET and mutations as POST, several per request.
const mockServer = setupServer(
  http.all(`${ORIGIN}/trpc/:paths`, async ({ request, params }) => {
    const paths = String(params.paths).split(',')
    const url = new URL(request.url)
    const inputs = (
      request.method === 'GET' ? JSON.parse(url.searchParams.get('input') ?? '{}') : await request.json()
    ) as Record<string, Wire>
    const answers = []
    for (const [i, path] of paths.entries()) answers.push(await answerOne(path, inputs[String(i)]))
    return HttpResponse.json(
      answers.map((a) => a.body),
      { status: answers.find((a) => a.status !== 200)?.status ?? 200 },
    )
  }),
)

/**
 * Answer one procedure (`valuations.patchEmi`) with `answer(input)`; every call is recorded, in
 * order, in the returned list. `answer` may wait (to hold a request pending) or throw StubError.
 */
export function stubProcedure<P extends ProcedurePath>(
  path: P,
  answer: (input: ProcedureInput<P>) => ProcedureOutput<P> | Promise<ProcedureOutput<P>>,
): TrpcCall<ProcedureInput<P>>[] {
  const calls: TrpcCall<ProcedureInput<P>>[] = []
  // The wire hands the stub what the client sent, which the client's types made a ProcedureInput<P>.
  stubs.set(path, { answer: answer as Answer, calls })
  return calls
}

/** Answer other requests (such as `POST /api/upload`) in this test only: msw handlers, paths under `ORIGIN`. */
export function mockHttp(...handlers: RequestHandler[]) {
  mockServer.use(...handlers)
}

/** Call at the top of a test file: msw listens, and every stub, handler and rendered tree is dropped after each test. */
export function useMockServer() {
  beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    cleanup()
    stubs.clear()
    mockServer.resetHandlers()
  })
  afterAll(() => mockServer.close())
}

/** Render `ui` inside the tRPC and React Query providers the app mounts with. */
export function renderWithTrpc(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  const client = trpc.createClient({ links: [httpBatchLink({ url: `${ORIGIN}/trpc`, transformer: superjson })] })
  return render(
    <trpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </trpc.Provider>,
  )
}
