import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from './support/http.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { createTenantWithStaff } from './support/factories.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

describe('platform HTTP behaviour', () => {
  it('answers /healthz once ready', async () => {
    const res = await call(server.url, 'GET', '/healthz')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ok: true })
  })

  it('wraps unknown API routes in the error envelope', async () => {
    const res = await call(server.url, 'GET', '/api/no-such-route')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ error: 'Not found' })
  })

  it('rejects malformed JSON with 400 and {error}', async () => {
    const res = await call(server.url, 'POST', '/api/auth/login', { rawBody: '{"email": ' })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: 'Malformed JSON body.' })
  })

  it('rejects a 2 MB body with 413 and {error}', async () => {
    const res = await call(server.url, 'POST', '/api/auth/login', {
      rawBody: JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024) }),
    })
    expect(res.status).toBe(413)
    expect(res.body).toEqual({ error: 'Request body is too large.' })
  })

  it('answers requests the HTTP parser refuses with {error} too: 431 for oversized headers, 400 for garbage', async () => {
    const huge = await call(server.url, 'GET', `/api/customers?search=${'y'.repeat(20_000)}`)
    expect(huge.status).toBe(431)
    expect(huge.headers.get('content-type')).toMatch(/application\/json/)
    expect(huge.body).toEqual({ error: 'Request headers too large.' })
    const { port } = new URL(server.url)
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('NOT A REQUEST\r\n\r\n'))
      let text = ''
      socket.on('data', (d: Buffer) => {
        text += d.toString()
      })
      socket.on('end', () => resolve(text))
      socket.on('error', reject)
    })
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(raw.split('\r\n\r\n')[1]).toBe('{"error":"Malformed request."}')
  })

  it('sets security headers and echoes a request id', async () => {
    const res = await call(server.url, 'GET', '/healthz', { headers: { 'x-request-id': 'abc-123' } })
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(res.headers.get('x-powered-by')).toBeNull()
    expect(res.headers.get('x-request-id')).toBe('abc-123')
  })

  it('serves tRPC at /trpc with the same principal resolution', async () => {
    const shop = await createTenantWithStaff(server)
    const anon = await call(server.url, 'GET', '/trpc/auth.me')
    expect(anon.status).toBe(200)
    expect(anon.body.result.data.json).toBeNull()
    const me = await call(server.url, 'GET', '/trpc/auth.me', { token: shop.admin.token })
    expect(me.body.result.data.json).toMatchObject({
      kind: 'staff',
      role: 'TENANT_ADMIN',
      tenantId: shop.tenantId,
      tenantSlug: shop.slug,
    })
  })
})
