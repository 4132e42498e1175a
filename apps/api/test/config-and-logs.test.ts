import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/env.ts'
import { createLogger } from '../src/logger.ts'

describe('configuration', () => {
  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ CUSTOMER_INTAKE_TOKEN_TTL_DAYS: '-1' }, /CUSTOMER_INTAKE_TOKEN_TTL_DAYS/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('rejects %o naming the variable', (env, name) => {
    expect(() => loadConfig({ ...env, DATA_DIR: '/tmp/gold-config-test' })).toThrow(ConfigError)
    expect(() => loadConfig({ ...env, DATA_DIR: '/tmp/gold-config-test' })).toThrow(name)
  })

  it('applies the documented defaults and treats empty values as unset', () => {
    const c = loadConfig({ DATA_DIR: '/tmp/gold-config-test', GATEWAY_KEY_ID: '', GOLD_RATE_PROVIDER_URLS: 'http://a, http://b' })
    expect(c.port).toBe(3000)
    expect(c.baseDomain).toBe('localhost')
    expect(c.intakeTokenTtlDays).toBe(14)
    expect(c.gateway.keyId).toBeUndefined()
    expect(c.cronSecret).toBeUndefined()
    expect(c.mailFrom).toBe('no-reply@localhost')
    expect(c.outboxDir).toBe('/tmp/gold-config-test/outbox')
    expect(c.goldRateProviderUrls).toEqual(['http://a', 'http://b'])
    expect(c.sessionSecret).toHaveLength(64)
    expect(loadConfig({ DATA_DIR: '/tmp/gold-config-test' }).sessionSecret).toBe(c.sessionSecret)
  })
})

describe('structured logs', () => {
  it('never print passwords, tokens, OTPs, Aadhaar or PAN', () => {
    let out = ''
    const sink = new Writable({ write(chunk, _enc, done) { out += chunk; done() } })
    const log = createLogger('info', sink)
    log.info({ password: 'hunter22', token: 'tok-secret', code: '123456', aadhaar: '123412341234', pan: 'ABCDE1234F', body: { password: 'p2', otp: '654321' } }, 'attempt')
    for (const secret of ['hunter22', 'tok-secret', '123456', '123412341234', 'ABCDE1234F', 'p2', '654321']) expect(out).not.toContain(secret)
    expect(out).toContain('[redacted]')
  })
})
