import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/** interfaces.md section 2. The only place that reads process.env. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  BASE_DOMAIN: z
    .string()
    .min(1)
    .regex(/^[a-z0-9.-]+$/i, 'must be a host name')
    .default('localhost'),
  PUBLIC_ORIGIN: z
    .string()
    .url()
    .regex(/^https?:\/\/[^/?#]+\/?$/i, 'must be an origin such as https://gold.example')
    .optional(),
  SESSION_SECRET: z.string().min(16).optional(),
  INTAKE_TOKEN_SECRET: z.string().min(16).optional(),
  AADHAAR_VAULT_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 32 bytes as 64 hex digits (openssl rand -hex 32)')
    .optional(),
  CUSTOMER_INTAKE_TOKEN_TTL_DAYS: z.coerce.number().positive().default(14),
  CRON_SECRET: z.string().min(1).optional(),
  GATEWAY_KEY_ID: z.string().min(1).optional(),
  GATEWAY_KEY_SECRET: z.string().min(1).optional(),
  GATEWAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  GATEWAY_API_BASE: z.string().url().default('https://api.gateway.example/'),
  GATEWAY_CHECKOUT_URL: z.string().url().optional(),
  GATEWAY_SANDBOX: z.enum(['on', 'off']).optional(),
  GATEWAY_SANDBOX_PORT: z.coerce.number().int().min(1).max(65535).default(4010),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('no-reply@localhost'),
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
  WHATSAPP_API_BASE: z.string().url().optional(),
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  SMS_API_BASE: z.string().url().optional(),
  SMS_TOKEN: z.string().min(1).optional(),
  SMS_SENDER: z.string().min(1).optional(),
  MESSAGE_OUTBOX_DIR: z.string().min(1).optional(),
  GOLD_RATE_PROVIDER_URLS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SCHEDULER: z.enum(['on', 'off']).default('on'),
  JOB_WORKER: z.enum(['on', 'off']).default('on'),
  NODE_ENV: z.string().optional(),
  SEED_DEMO: z.enum(['on', 'off']).optional(),
})

export type Config = {
  port: number
  databaseUrl: string | undefined
  dataDir: string
  baseDomain: string
  /** Where browsers reach the main host (links we hand out): PUBLIC_ORIGIN, default `http://<BASE_DOMAIN>:<PORT>`. */
  publicOrigin: string
  sessionSecret: string
  intakeTokenSecret: string
  /**
   * The Aadhaar Data Vault's key (AADHAAR_VAULT_KEY, 64 hex digits): seals Aadhaar numbers and keys
   * their search hashes. Required in production; elsewhere generated into DATA_DIR/secrets.
   */
  aadhaarVaultKey: string
  intakeTokenTtlDays: number
  cronSecret: string | undefined
  /** `checkoutUrl`: the gateway's hosted checkout page (GATEWAY_CHECKOUT_URL, default `<GATEWAY_API_BASE>/checkout`). */
  gateway: { keyId?: string; keySecret?: string; webhookSecret?: string; apiBase: string; checkoutUrl: string }
  smtpUrl: string | undefined
  mailFrom: string
  outboxDir: string
  whatsapp: { apiBase?: string; token?: string }
  /** SMS provider (SMS_API_BASE, SMS_TOKEN, SMS_SENDER); without base and token SMS go to the message outbox. */
  sms: { apiBase?: string; token?: string; sender?: string }
  /** Borrower SMS and WhatsApp texts while their provider is unset: MESSAGE_OUTBOX_DIR, default `DATA_DIR/message-outbox`. */
  messageOutboxDir: string
  goldRateProviderUrls: string[]
  logLevel: string
  /** SCHEDULER: the job queue fires the cron jobs (on, the default) or leaves them to an external caller (off). */
  scheduler: boolean
  /** JOB_WORKER: this process works queued jobs (on, the default) or only enqueues them (off, a web-only process). */
  jobWorker: boolean
  /** Where the built web apps live; tests point it elsewhere or leave the apps unbuilt. */
  webRoot: string
  /** NODE_ENV=production: demo data is never seeded. */
  production: boolean
  /**
   * Seed the demo shop and its logins on an empty database at start-up: SEED_DEMO=on asks for it,
   * off refuses it; unset, only the embedded default outside production gets it.
   */
  seedDemo: boolean
  /**
   * The gateway sandbox `pnpm start` runs in-process for the platform and the demo shop (issue 27):
   * GATEWAY_SANDBOX=on, or unset on the embedded default outside production with no platform keys.
   * Only server.ts acts on it (the tests start their own sandbox). `asked`: GATEWAY_SANDBOX=on, so a
   * port already taken stops start-up; by default the server starts without it instead.
   */
  gatewaySandbox: { port: number; asked: boolean } | null
}

export class ConfigError extends Error {}

/** Empty strings count as unset, so `FOO= pnpm start` behaves like leaving FOO out. */
function withoutEmpty(env: NodeJS.ProcessEnv) {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
}

function generatedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets', name)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/** Validate the environment once; an invalid value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])}: ${issue.message}`)
  }
  const e = parsed.data
  const production = e.NODE_ENV === 'production'
  if (production && e.GATEWAY_SANDBOX === 'on')
    throw new ConfigError(
      'Invalid configuration: GATEWAY_SANDBOX: the sandbox takes no real money; never in production',
    )
  if (production && e.SEED_DEMO === 'on')
    throw new ConfigError(
      'Invalid configuration: SEED_DEMO: demo data is never seeded in production (NODE_ENV=production)',
    )
  if (production && !e.AADHAAR_VAULT_KEY)
    throw new ConfigError(
      'Invalid configuration: AADHAAR_VAULT_KEY: required in production (32 bytes as 64 hex digits, kept apart from the database backups)',
    )
  // Relative paths are relative to where the command was typed (pnpm runs scripts in the
  // package folder and passes the original directory as INIT_CWD).
  const cwd = env.INIT_CWD || process.cwd()
  const dataDir = path.resolve(cwd, e.DATA_DIR)
  return {
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    baseDomain: e.BASE_DOMAIN.toLowerCase(),
    publicOrigin: e.PUBLIC_ORIGIN
      ? new URL(e.PUBLIC_ORIGIN).origin
      : `http://${e.BASE_DOMAIN.toLowerCase()}${e.PORT === 80 ? '' : `:${e.PORT}`}`,
    sessionSecret: e.SESSION_SECRET ?? generatedSecret(dataDir, 'session-secret'),
    intakeTokenSecret: e.INTAKE_TOKEN_SECRET ?? generatedSecret(dataDir, 'intake-token-secret'),
    // Outside production a key generated beside the embedded database (DATA_DIR/secrets) is enough:
    // demo and test data only. Production refuses to start without one (above).
    aadhaarVaultKey: e.AADHAAR_VAULT_KEY ?? generatedSecret(dataDir, 'aadhaar-vault-key'),
    intakeTokenTtlDays: e.CUSTOMER_INTAKE_TOKEN_TTL_DAYS,
    cronSecret: e.CRON_SECRET,
    gateway: {
      keyId: e.GATEWAY_KEY_ID,
      keySecret: e.GATEWAY_KEY_SECRET,
      webhookSecret: e.GATEWAY_WEBHOOK_SECRET,
      apiBase: e.GATEWAY_API_BASE,
      checkoutUrl: e.GATEWAY_CHECKOUT_URL ?? `${e.GATEWAY_API_BASE.replace(/\/+$/, '')}/checkout`,
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxDir: path.resolve(cwd, e.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    whatsapp: { apiBase: e.WHATSAPP_API_BASE, token: e.WHATSAPP_TOKEN },
    sms: { apiBase: e.SMS_API_BASE, token: e.SMS_TOKEN, sender: e.SMS_SENDER },
    messageOutboxDir: path.resolve(cwd, e.MESSAGE_OUTBOX_DIR ?? path.join(dataDir, 'message-outbox')),
    goldRateProviderUrls: (e.GOLD_RATE_PROVIDER_URLS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    scheduler: e.SCHEDULER === 'on',
    jobWorker: e.JOB_WORKER === 'on',
    webRoot: path.dirname(apiPackageDir(import.meta.dirname)),
    production,
    seedDemo: e.SEED_DEMO === undefined ? !e.DATABASE_URL && !production : e.SEED_DEMO === 'on',
    gatewaySandbox:
      (e.GATEWAY_SANDBOX ?? (!e.DATABASE_URL && !production && !e.GATEWAY_KEY_ID ? 'on' : 'off')) === 'on'
        ? { port: e.GATEWAY_SANDBOX_PORT, asked: e.GATEWAY_SANDBOX === 'on' }
        : null,
    ...overrides,
  }
}

/** apps/api, found from this module's directory: the sources (src/platform) and the bundle (dist)
 * sit at different depths, and the web apps are its siblings. */
function apiPackageDir(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`)
  }
}
