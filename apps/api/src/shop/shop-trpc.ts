import { shopProfileBody, shopUpiBody } from '@gold/core'
import { router, permittedProcedure } from '../trpc/trpc.ts'
import { getShopProfile, updateShopProfile } from './shop-service.ts'
import { getShopUpi, updateShopUpi } from './shop-upi-service.ts'

/** The shop's profile: every staff member reads it (screens, documents), the tenant admin changes it. */
export const shopRouter = router({
  profile: permittedProcedure('shop.read').query(({ ctx }) => getShopProfile(ctx.app, ctx.principal.tenantId)),
  updateProfile: permittedProcedure('shop.settings')
    .input(shopProfileBody)
    .mutation(({ ctx, input }) => updateShopProfile(ctx.app, ctx.principal.tenantId, ctx.principal.userId, input)),
  /** Issue 27: the UPI ID and payee name printed as a QR code on receipts, notices and the portal. */
  upi: permittedProcedure('shop.read').query(({ ctx }) => getShopUpi(ctx.app, ctx.principal.tenantId)),
  updateUpi: permittedProcedure('shop.settings')
    .input(shopUpiBody)
    .mutation(({ ctx, input }) => updateShopUpi(ctx.app, ctx.principal.tenantId, input)),
})
