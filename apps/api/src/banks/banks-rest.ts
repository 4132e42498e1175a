import { bankInput, branchInput } from '@gold/core'
import { Router } from 'express'
import type { AppContext } from '../platform/context.ts'
import { permittedRoutes } from '../http/route-guards.ts'
import { bankManagerRefusal } from './bank-access.ts'
import { addBranch, createBank, getBank, listBanks, updateBank, updateBranch } from './bank-service.ts'

/**
 * Bank templates and branches: staff read them; only a holder of `banks.manage` changes them
 * (banks' 403 for anyone else), since rates, addresses and mail overrides decide what banks
 * receive. The shared catalog is read only.
 */
export function banksRestRoutes(ctx: AppContext) {
  const reads = permittedRoutes(ctx)
  reads.get('valuations.read', '/banks', (staff) => listBanks(ctx, staff.tenantId))
  reads.get('valuations.read', '/banks/:id', (staff, req) => getBank(ctx, staff.tenantId, String(req.params.id)))

  const writes = permittedRoutes(ctx, { refusal: bankManagerRefusal })
  writes.post('banks.manage', '/banks', async (admin, req, res) => {
    const bank = await createBank(ctx, admin.tenantId, bankInput.parse(req.body))
    res.status(201)
    return bank
  })
  writes.patch('banks.manage', '/banks/:id', (admin, req) =>
    updateBank(ctx, admin.tenantId, String(req.params.id), bankInput.parse(req.body)),
  )
  writes.post('banks.manage', '/banks/:id/branches', async (admin, req, res) => {
    const branch = await addBranch(ctx, admin.tenantId, String(req.params.id), branchInput.parse(req.body))
    res.status(201)
    return branch
  })
  writes.patch('banks.manage', '/banks/:id/branches/:branchId', (admin, req) =>
    updateBranch(ctx, admin.tenantId, String(req.params.id), String(req.params.branchId), branchInput.parse(req.body)),
  )
  return Router().use(reads.router, writes.router)
}
