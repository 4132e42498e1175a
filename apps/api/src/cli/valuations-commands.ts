import type { AppContext } from '../platform/context.ts'
import { createBank } from '../banks/bank-service.ts'
import { setManualRate } from '../gold-rates/gold-rate-service.ts'
import { findTenantBySlug } from '../platform/tenants.ts'
import type { Command } from './identity-commands.ts'
import { jsonFlag, requiredFlag } from './flags.ts'

/** `bank:create --json <Bank JSON>`: `tenant` (slug) absent means the shared catalog. */
async function createBankCommand(ctx: AppContext, json: Record<string, unknown>) {
  let tenantId: string | null = null
  if (json.tenant !== undefined && json.tenant !== null && json.tenant !== '') {
    const slug = typeof json.tenant === 'string' ? json.tenant : JSON.stringify(json.tenant)
    const tenant = await findTenantBySlug(ctx, slug)
    if (!tenant) throw new Error(`Tenant "${slug}" not found.`)
    tenantId = tenant.id
  }
  const bank = await createBank(ctx, tenantId, json)
  return { bankId: bank.id, branchIds: bank.branches.map((b) => b.id) }
}

export const valuationCommands: Record<string, Command> = {
  'rate:set': async (ctx, f) => {
    await setManualRate(ctx, requiredFlag(f, 'rate22k'))
    return { ok: true }
  },
  'bank:create': (ctx, f) => createBankCommand(ctx, jsonFlag(f, 'json')),
}
