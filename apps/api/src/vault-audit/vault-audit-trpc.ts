import { vaultAuditIdInput, vaultAuditScanInput, vaultAuditStartInput } from '@gold/core'
import { router, permittedProcedure } from '../trpc/trpc.ts'
import {
  finishVaultAudit,
  getVaultAudit,
  listVaultAudits,
  recordVaultAuditScan,
  startVaultAudit,
} from './vault-audit-service.ts'

const auditor = permittedProcedure('custody.audit')

/** Vault audits by scanning packet labels (issue 28): staff holding `custody.audit`; reports read with `custody.read`. */
export const vaultAuditsRouter = router({
  list: permittedProcedure('custody.read').query(({ ctx }) => listVaultAudits(ctx.app, ctx.principal.tenantId)),
  get: permittedProcedure('custody.read')
    .input(vaultAuditIdInput)
    .query(({ ctx, input }) => getVaultAudit(ctx.app, ctx.principal.tenantId, input.id)),
  start: auditor
    .input(vaultAuditStartInput)
    .mutation(({ ctx, input }) => startVaultAudit(ctx.app, ctx.principal, input)),
  scan: auditor
    .input(vaultAuditScanInput)
    .mutation(({ ctx, input }) => recordVaultAuditScan(ctx.app, ctx.principal, input)),
  finish: auditor
    .input(vaultAuditIdInput)
    .mutation(({ ctx, input }) => finishVaultAudit(ctx.app, ctx.principal, input.id)),
})
