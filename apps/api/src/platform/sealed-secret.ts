import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

/**
 * Secrets kept at rest so that a copy of the database alone does not give them away (TOTP secrets,
 * a shop's gateway keys): AES-256-GCM under a key derived from SESSION_SECRET and the purpose, so a
 * value sealed for one purpose does not open as another. Stored as `iv.tag.ciphertext` (base64url).
 */
export type SealPurpose = 'totp-secret' | 'shop-gateway-secret'

const sealingKey = (sessionSecret: string, purpose: SealPurpose) =>
  createHash('sha256').update(`${purpose}:${sessionSecret}`).digest()

export function sealText(sessionSecret: string, purpose: SealPurpose, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealingKey(sessionSecret, purpose), iv)
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.')
}

/** Throws when the value was sealed under another key or purpose, or was altered. */
export function openText(sessionSecret: string, purpose: SealPurpose, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'))
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(sessionSecret, purpose), iv!)
  decipher.setAuthTag(tag!)
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8')
}
