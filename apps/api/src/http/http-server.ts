import { createServer, type Server, STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import type { Express } from 'express'

/** What Node's parser refusals answer (its own defaults), with the API's `{error}` body. */
function refusal(code: string | undefined): [status: number, message: string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'Request headers too large.']
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'Request timed out.']
  return [400, 'Malformed request.']
}

/**
 * The app's HTTP server. Requests Node's HTTP parser refuses before Express sees them (a request
 * line or headers over 16 KB, such as a tRPC query carrying a huge input in its URL; a malformed
 * request line) would get Node's bare status line; they get the API's JSON error envelope instead.
 */
export function createHttpServer(app: Express): Server {
  const server = createServer(app)
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy()
      return
    }
    const [status, message] = refusal(err.code)
    const body = JSON.stringify({ error: message })
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Cache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  })
  return server
}
