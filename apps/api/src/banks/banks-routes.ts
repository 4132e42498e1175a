import { Router } from 'express'
import type { AppContext } from '../platform/context.ts'
import { handle, requireStaff } from '../http/request-context.ts'
import { assertBankAdmin } from './bank-access.ts'
import { addBranch, createBank, getBank, listBanks, updateBank, updateBranch } from './bank-service.ts'

/**
 * Bank templates and branches: staff read them; only a tenant admin changes them (403 for an
 * employee), since rates, addresses and mail overrides decide what banks receive. The shared
 * catalog is read only.
 */
export function banksRoutes(ctx: AppContext) {
  const r = Router()
  const tenantOf = async (req: Parameters<typeof requireStaff>[1]) => (await requireStaff(ctx, req)).tenantId
  const adminTenantOf = async (req: Parameters<typeof requireStaff>[1]) => assertBankAdmin(await requireStaff(ctx, req)).tenantId
  r.get('/banks', handle(async (req) => listBanks(ctx, await tenantOf(req))))
  r.post('/banks', handle(async (req, res) => {
    const bank = await createBank(ctx, await adminTenantOf(req), req.body)
    res.status(201)
    return bank
  }))
  r.get('/banks/:id', handle(async (req) => getBank(ctx, await tenantOf(req), String(req.params.id))))
  r.patch('/banks/:id', handle(async (req) => updateBank(ctx, await adminTenantOf(req), String(req.params.id), req.body)))
  r.post('/banks/:id/branches', handle(async (req, res) => {
    const branch = await addBranch(ctx, await adminTenantOf(req), String(req.params.id), req.body)
    res.status(201)
    return branch
  }))
  r.patch('/banks/:id/branches/:branchId', handle(async (req) =>
    updateBranch(ctx, await adminTenantOf(req), String(req.params.id), String(req.params.branchId), req.body)))
  return r
}
