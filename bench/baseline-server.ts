/**
 * The two baselines, run as their own process like the API server:
 * - A `GET /fixed`: a bare Node `http` server answering a constant JSON body (Node's ceiling here);
 * - B `GET /customer?id=`: the same server running the one SQL query the API's simplest read
 *   needs (a customer of the tenant by id) through `pg`, with the API's pool size (10).
 */
import { createServer } from 'node:http'
import pg from 'pg'

const port = Number(process.env.BASELINE_PORT)
const tenantId = process.env.BASELINE_TENANT_ID ?? ''
const pool = new pg.Pool({ connectionString: process.env.BASELINE_DATABASE_URL, max: 10 })
const FIXED = JSON.stringify({ ok: true, service: 'baseline', items: [1, 2, 3] })
const CUSTOMER_SQL = 'SELECT * FROM "Customer" WHERE "id" = $1 AND "tenantId" = $2'

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://baseline')
  const send = (status: number, body: string) => {
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    })
    res.end(body)
  }
  if (url.pathname === '/fixed') return send(200, FIXED)
  if (url.pathname === '/customer') {
    pool.query(CUSTOMER_SQL, [url.searchParams.get('id'), tenantId]).then(
      (r) => {
        if (r.rows.length === 0) return send(404, '{"error":"Not found"}')
        const { passwordHash: _omit, ...row } = r.rows[0] as Record<string, unknown>
        send(200, JSON.stringify(row))
      },
      () => send(500, '{"error":"Internal Server Error"}'),
    )
    return
  }
  send(404, '{"error":"Not found"}')
})
server.keepAliveTimeout = 65_000
server.listen(port, '127.0.0.1')
process.on('SIGTERM', () => {
  server.close(() => pool.end().then(() => process.exit(0)))
  server.closeAllConnections()
})
