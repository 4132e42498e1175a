import { totpCodeInput } from '@gold/core'
import { z } from 'zod'
import { passwordHolderProcedure, permittedProcedure, router } from '../trpc/trpc.ts'
import {
  confirmTotp,
  disableTotp,
  regenerateRecoveryCodes,
  revokeDevice,
  setRequireTwoFactor,
  shopSecuritySettings,
  signedInDevices,
  startTotp,
  twoFactorStatus,
} from './security-service.ts'

/** Strong sign-in (issue 26): your TOTP, recovery codes and signed-in devices; the shop's requirement. */
export const securityRouter = router({
  twoFactor: passwordHolderProcedure.query(({ ctx }) => twoFactorStatus(ctx.app, ctx.principal)),
  startTotp: passwordHolderProcedure.mutation(({ ctx }) => startTotp(ctx.app, ctx.principal)),
  confirmTotp: passwordHolderProcedure
    .input(totpCodeInput)
    .mutation(({ ctx, input }) => confirmTotp(ctx.app, ctx.principal, input.code)),
  disableTotp: passwordHolderProcedure
    .input(totpCodeInput)
    .mutation(({ ctx, input }) => disableTotp(ctx.app, ctx.principal, input.code)),
  regenerateRecoveryCodes: passwordHolderProcedure
    .input(totpCodeInput)
    .mutation(({ ctx, input }) => regenerateRecoveryCodes(ctx.app, ctx.principal, input.code)),
  devices: passwordHolderProcedure.query(({ ctx }) => signedInDevices(ctx.app, ctx.principal)),
  revokeDevice: passwordHolderProcedure
    .input(z.object({ id: z.string().max(100) }))
    .mutation(({ ctx, input }) => revokeDevice(ctx.app, ctx.principal, input.id)),
  shopSettings: permittedProcedure('security.manage').query(({ ctx }) =>
    shopSecuritySettings(ctx.app, ctx.principal.tenantId),
  ),
  setRequireTwoFactor: permittedProcedure('security.manage')
    .input(z.object({ required: z.boolean() }))
    .mutation(({ ctx, input }) => setRequireTwoFactor(ctx.app, ctx.principal.tenantId, input.required)),
})
