import type { AppContext } from '../platform/context.ts'
import { aadhaarVault } from './aadhaar-vault.ts'
import { customersRepository } from './customers-repository.ts'
import { tenantsWithPlainAadhaar } from './customers-platform-repository.ts'

const BATCH = 200

/**
 * At start-up (issue 28): every Aadhaar number still in clear on a customer row goes into the vault
 * and the row's column is blanked. The migration cannot do it (SQL has no key), so the server does,
 * before it serves. Safe with several processes starting at once: a row is switched to its
 * reference only while it still holds the number and no reference, and a loser's vault entry is
 * removed again. Answers how many rows were moved.
 */
export async function moveAadhaarIntoVault(ctx: AppContext): Promise<number> {
  let moved = 0
  for (const tenantId of await tenantsWithPlainAadhaar(ctx)) {
    const customers = customersRepository(ctx, tenantId)
    const vault = aadhaarVault(ctx, tenantId)
    for (;;) {
      const rows = await customers.plainAadhaar(BATCH)
      let movedHere = 0
      for (const row of rows) {
        const ref = await vault.store(row.aadhaar!)
        if (await customers.moveAadhaarToVault(row.id, row.aadhaar!, ref)) movedHere++
        else await vault.remove(ref)
      }
      moved += movedHere
      // Another process took every row of this batch: whatever it left is its to finish.
      if (rows.length < BATCH || movedHere === 0) break
    }
  }
  if (moved > 0) ctx.log.info({ moved }, 'Aadhaar numbers moved into the vault')
  return moved
}
