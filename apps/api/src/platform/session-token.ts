import { createHash } from 'node:crypto'

/** Session tokens are stored only as their SHA-256 hash: issuing (auth) and resolving (principal-resolver) share it. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
