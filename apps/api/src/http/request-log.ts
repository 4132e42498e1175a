import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { pinoHttp } from 'pino-http'
import type { Logger } from '../platform/logger.ts'

/** The URL's path alone: query strings carry searches (an Aadhaar, a PAN), tokens and tRPC inputs. */
export const pathOnly = (url: string) => url.split('?', 1)[0]!

/**
 * One line per request: method, path without its query, status, response time and the request
 * id (`X-Request-Id`, echoed back), which is enough to find the request. No headers, no query
 * values, no bodies: they carry credentials and personal data.
 */
export function requestLog(log: Logger) {
  return pinoHttp({
    logger: log,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const sent = req.headers['x-request-id']
      const id = (typeof sent === 'string' && sent.slice(0, 64)) || randomUUID()
      res.setHeader('X-Request-Id', id)
      return id
    },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: pathOnly(String(req.url)),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req: IncomingMessage) => req.url === '/healthz' },
  })
}
