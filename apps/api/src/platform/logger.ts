import pino from 'pino'

/** Paths never printed: credentials, tokens, codes and identity numbers. */
export const REDACTED_PATHS = [
  'password',
  '*.password',
  'token',
  '*.token',
  'accessToken',
  '*.accessToken',
  'code',
  '*.code',
  'otp',
  '*.otp',
  'aadhaar',
  '*.aadhaar',
  'pan',
  '*.pan',
  'passwordHash',
  '*.passwordHash',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'req.body',
]

export function createLogger(level: string, destination: 1 | 2 | pino.DestinationStream = 1) {
  const stream = typeof destination === 'number' ? pino.destination(destination) : destination
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, base: undefined }, stream)
}
export type Logger = pino.Logger
