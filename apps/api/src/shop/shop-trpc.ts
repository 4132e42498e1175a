import { shopProfileBody } from '@gold/core'
import { router, permittedProcedure } from '../trpc/trpc.ts'
import { getShopProfile, updateShopProfile } from './shop-service.ts'

/** The shop's profile: every staff member reads it (screens, documents), the tenant admin changes it. */
export const shopRouter = router({
  profile: permittedProcedure('shop.read').query(({ ctx }) => getShopProfile(ctx.app, ctx.principal.tenantId)),
  updateProfile: permittedProcedure('shop.settings')
    .input(shopProfileBody)
    .mutation(({ ctx, input }) => updateShopProfile(ctx.app, ctx.principal.tenantId, ctx.principal.userId, input)),
})
