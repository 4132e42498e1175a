import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto'

/**
 * The Aadhaar Data Vault's cryptography (UIDAI circular 11020/205/2017): the number sealed with
 * AES-256-GCM under AADHAAR_VAULT_KEY, and keyed hashes (HMAC-SHA-256) of its digits for search.
 * Two keys are derived from the one configured, so the search hashes never reveal the sealing key's
 * use; hashes are also keyed by the tenant, so the same number in two shops hashes differently.
 */
export type VaultKeys = { seal: Buffer; search: Buffer; keyId: string }

const derive = (master: Buffer, purpose: string) => createHmac('sha256', master).update(purpose).digest()

export function vaultKeys(hexKey: string): VaultKeys {
  const master = Buffer.from(hexKey, 'hex')
  return {
    seal: derive(master, 'aadhaar-vault:seal'),
    search: derive(master, 'aadhaar-vault:search'),
    // Names the key without revealing it: a rotation re-seals the rows whose keyId is the old one.
    keyId: createHash('sha256').update(master).digest('hex').slice(0, 12),
  }
}

/** The random reference a customer row holds instead of the number. */
export const newVaultRef = () => `adv_${randomBytes(16).toString('base64url')}`

const aad = (tenantId: string, ref: string) => Buffer.from(`${tenantId}:${ref}`, 'utf8')

/** `iv.tag.ciphertext` (base64url), bound to the tenant and reference. */
export function sealAadhaar(keys: VaultKeys, at: { tenantId: string; ref: string }, number: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keys.seal, iv)
  cipher.setAAD(aad(at.tenantId, at.ref))
  const sealed = Buffer.concat([cipher.update(number, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.')
}

/** Throws when sealed under another key, for another tenant or reference, or altered. */
export function openAadhaar(keys: VaultKeys, at: { tenantId: string; ref: string }, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'))
  const decipher = createDecipheriv('aes-256-gcm', keys.seal, iv!)
  decipher.setAAD(aad(at.tenantId, at.ref))
  decipher.setAuthTag(tag!)
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8')
}

/** The search hash of a run of digits in one shop (128 bits, base64url). */
export const digitsDigest = (keys: VaultKeys, tenantId: string, digits: string) =>
  createHmac('sha256', keys.search).update(`${tenantId}:${digits}`).digest().subarray(0, 16).toString('base64url')
