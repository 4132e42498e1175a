import pino from 'pino'

/** Paths never printed: credentials, tokens, codes and identity numbers. */
export const REDACTED_PATHS = [
  'password', '*.password', 'token', '*.token', 'accessToken', '*.accessToken', 'code', '*.code', 'otp', '*.otp',
  'aadhaar', '*.aadhaar', 'pan', '*.pan', 'passwordHash', '*.passwordHash',
  'req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'req.body',
]

export function createLogger(level: string, fd: 1 | 2 = 1) {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, base: undefined }, pino.destination(fd))
}
export type Logger = pino.Logger
