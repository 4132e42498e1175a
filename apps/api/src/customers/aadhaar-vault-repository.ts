import type { AppContext } from '../platform/context.ts'

export type VaultRow = { ref: string; cipher: string; keyId: string; searchDigests: string[] }

/** The tenant's Aadhaar Data Vault entries (AadhaarVaultEntry), named by their references. */
export function aadhaarVaultRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    insert: (row: VaultRow) => db.aadhaarVaultEntry.create({ data: { tenantId, ...row }, select: { ref: true } }),
    byRefs: (refs: string[]) =>
      refs.length === 0
        ? Promise.resolve([])
        : db.aadhaarVaultEntry.findMany({ where: { ref: { in: refs } }, select: { ref: true, cipher: true } }),
    remove: (ref: string) => db.aadhaarVaultEntry.deleteMany({ where: { ref } }),
  }
}
