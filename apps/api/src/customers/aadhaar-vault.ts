import { aadhaarDigitRuns } from '@gold/core'
import {
  digitsDigest,
  newVaultRef,
  openAadhaar,
  sealAadhaar,
  vaultKeys,
  type VaultKeys,
} from '../platform/aadhaar-vault-crypto.ts'
import type { AppContext } from '../platform/context.ts'
import { aadhaarVaultRepository } from './aadhaar-vault-repository.ts'

const keysByHex = new Map<string, VaultKeys>()
const keysOf = (ctx: AppContext) => {
  const hex = ctx.config.aadhaarVaultKey
  let keys = keysByHex.get(hex)
  if (!keys) keysByHex.set(hex, (keys = vaultKeys(hex)))
  return keys
}

/**
 * The Aadhaar Data Vault of one shop (issue 28): customer rows hold a random reference
 * (`aadhaarRef`), the vault the sealed number and its search hashes. Only this module seals and
 * opens numbers; every read that answers the number goes through `numbersOf`.
 */
export function aadhaarVault(ctx: AppContext, tenantId: string) {
  const keys = keysOf(ctx)
  const repo = aadhaarVaultRepository(ctx, tenantId)
  return {
    /** Seal a number into a new entry; its reference goes on the customer row. */
    async store(number: string): Promise<string> {
      const ref = newVaultRef()
      await repo.insert({
        ref,
        cipher: sealAadhaar(keys, { tenantId, ref }, number),
        keyId: keys.keyId,
        searchDigests: aadhaarDigitRuns(number).map((run) => digitsDigest(keys, tenantId, run)),
      })
      return ref
    },

    /** The numbers behind these references (absent ones are left out). */
    async numbersOf(refs: readonly (string | null)[]): Promise<Map<string, string>> {
      const wanted = [...new Set(refs.filter((r): r is string => r !== null))]
      const rows = await repo.byRefs(wanted)
      return new Map(rows.map((row) => [row.ref, openAadhaar(keys, { tenantId, ref: row.ref }, row.cipher)]))
    },

    async numberOf(ref: string | null): Promise<string | null> {
      if (ref === null) return null
      return (await this.numbersOf([ref])).get(ref) ?? null
    },

    /** The search hash of the query's digits in this shop (spec 4.6's Aadhaar match). */
    digestOf: (digits: string) => digitsDigest(keys, tenantId, digits),

    remove: (ref: string) => repo.remove(ref),
  }
}

export type AadhaarVault = ReturnType<typeof aadhaarVault>

/**
 * Rows as the API answers them: `aadhaar` the number behind `aadhaarRef` (a row not yet moved into
 * the vault keeps its stored value), the reference itself removed. In place, keeping key order.
 */
export async function withAadhaarNumbers<T extends { aadhaar: string | null; aadhaarRef?: string | null }>(
  vault: AadhaarVault,
  rows: T[],
): Promise<Omit<T, 'aadhaarRef'>[]> {
  const numbers = await vault.numbersOf(rows.map((r) => r.aadhaarRef ?? null))
  for (const row of rows) {
    if (row.aadhaarRef) row.aadhaar = numbers.get(row.aadhaarRef) ?? null
    delete row.aadhaarRef
  }
  return rows
}
