import { existsSync } from 'node:fs'
import path from 'node:path'
import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/platform/env.ts'
import { createLogger } from '../src/platform/logger.ts'
import { trpc } from './customers-helpers.ts'
import { createTenantWithStaff } from './support/factories.ts'
import { call } from './support/http.ts'
import { startTestServer } from './support/test-server.ts'

describe('configuration', () => {
  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ CUSTOMER_INTAKE_TOKEN_TTL_DAYS: '-1' }, /CUSTOMER_INTAKE_TOKEN_TTL_DAYS/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ PUBLIC_ORIGIN: 'gold.example' }, /PUBLIC_ORIGIN/],
    [{ PUBLIC_ORIGIN: 'https://gold.example/intake' }, /PUBLIC_ORIGIN/],
    [{ AADHAAR_VAULT_KEY: 'short' }, /AADHAAR_VAULT_KEY/],
    [{ NODE_ENV: 'production' }, /AADHAAR_VAULT_KEY: required in production/],
  ])('rejects %o naming the variable', (env, name) => {
    expect(() => loadConfig({ ...env, DATA_DIR: '/tmp/gold-config-test' })).toThrow(ConfigError)
    expect(() => loadConfig({ ...env, DATA_DIR: '/tmp/gold-config-test' })).toThrow(name)
  })

  it('applies the documented defaults and treats empty values as unset', () => {
    const c = loadConfig({
      DATA_DIR: '/tmp/gold-config-test',
      GATEWAY_KEY_ID: '',
      GOLD_RATE_PROVIDER_URLS: 'http://a, http://b',
    })
    expect(c.port).toBe(3000)
    expect(c.baseDomain).toBe('localhost')
    expect(c.intakeTokenTtlDays).toBe(14)
    expect(c.gateway.keyId).toBeUndefined()
    expect(c.cronSecret).toBeUndefined()
    expect(c.mailFrom).toBe('no-reply@localhost')
    expect(c.outboxDir).toBe('/tmp/gold-config-test/outbox')
    expect(c.goldRateProviderUrls).toEqual(['http://a', 'http://b'])
    expect(c.sessionSecret).toHaveLength(64)
    // Outside production the vault key is generated beside the data, once.
    expect(c.aadhaarVaultKey).toMatch(/^[0-9a-f]{64}$/)
    expect(loadConfig({ DATA_DIR: '/tmp/gold-config-test' }).aadhaarVaultKey).toBe(c.aadhaarVaultKey)
    const key = 'AB'.repeat(32)
    expect(
      loadConfig({ DATA_DIR: '/tmp/gold-config-test', NODE_ENV: 'production', AADHAAR_VAULT_KEY: key }).aadhaarVaultKey,
    ).toBe(key)
    expect(loadConfig({ DATA_DIR: '/tmp/gold-config-test' }).sessionSecret).toBe(c.sessionSecret)
    expect(c.publicOrigin).toBe('http://localhost:3000')
    // The built web apps are served from the api package's siblings.
    for (const app of ['staff-web', 'customer-portal', 'intake']) {
      expect(existsSync(path.join(c.webRoot, app, 'package.json')), app).toBe(true)
    }
  })

  it('takes the public origin (links handed out) from PUBLIC_ORIGIN, else BASE_DOMAIN and PORT', () => {
    const base = { DATA_DIR: '/tmp/gold-config-test' }
    expect(loadConfig({ ...base, BASE_DOMAIN: 'Gold.Example', PORT: '8080' }).publicOrigin).toBe(
      'http://gold.example:8080',
    )
    expect(loadConfig({ ...base, BASE_DOMAIN: 'gold.example', PORT: '80' }).publicOrigin).toBe('http://gold.example')
    expect(loadConfig({ ...base, PUBLIC_ORIGIN: 'https://Gold.Example:443/' }).publicOrigin).toBe(
      'https://gold.example',
    )
  })
})

describe('structured logs', () => {
  it('never print passwords, tokens, OTPs, Aadhaar or PAN', () => {
    let out = ''
    const sink = new Writable({
      write(chunk, _enc, done) {
        out += chunk
        done()
      },
    })
    const log = createLogger('info', sink)
    log.info(
      {
        password: 'hunter22',
        token: 'tok-secret',
        code: '123456',
        aadhaar: '123412341234',
        pan: 'ABCDE1234F',
        body: { password: 'p2', otp: '654321' },
      },
      'attempt',
    )
    for (const secret of ['hunter22', 'tok-secret', '123456', '123412341234', 'ABCDE1234F', 'p2', '654321'])
      expect(out).not.toContain(secret)
    expect(out).toContain('[redacted]')
  })
})

describe('request log', () => {
  it('writes method, path without query, status, time and request id: no query values, no headers', async () => {
    const lines: string[] = []
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean))
        done()
      },
    })
    const server = await startTestServer({ log: createLogger('info', sink) })
    try {
      const shop = await createTenantWithStaff(server)
      lines.length = 0
      const auth = { token: shop.admin.token, headers: { 'x-request-id': 'req-probe-1', 'user-agent': 'agent-probe' } }
      expect((await call(server.url, 'GET', '/api/customers?search=123412341234', auth)).status).toBe(200)
      expect((await call(server.url, 'GET', '/api/no-such-route?pan=ABCDE1234F', auth)).status).toBe(404)
      expect(
        (await trpc(server, 'query', 'customers.list', { search: 'ABCDE1234F' }, { token: shop.admin.token })).status,
      ).toBe(200)
      const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.req)
      expect(requests.map((l) => [l.req.method, l.req.path, l.res?.statusCode])).toEqual([
        ['GET', '/api/customers', 200],
        ['GET', '/api/no-such-route', 404],
        ['GET', '/trpc/customers.list', 200],
      ])
      expect(requests[0]).toMatchObject({ req: { id: 'req-probe-1' }, responseTime: expect.any(Number) })
      expect(Object.keys(requests[0].req).sort()).toEqual(['id', 'method', 'path'])
      expect(Object.keys(requests[0].res)).toEqual(['statusCode'])
      const text = lines.join('\n')
      for (const leak of [
        '123412341234',
        'ABCDE1234F',
        'search',
        'agent-probe',
        shop.admin.token,
        'headers',
        'cache-control',
        'x-request-id',
      ]) {
        expect(text.toLowerCase()).not.toContain(leak.toLowerCase())
      }
    } finally {
      await server.close()
    }
  })
})
