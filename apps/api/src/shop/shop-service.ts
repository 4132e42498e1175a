import { type ShopProfileInput, shopErrors } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { privateFileUrl } from '../uploads/upload-service.ts'
import { PRINTABLE_LOGO_TYPES } from './shop-identity.ts'
import { shopRepository } from './shop-repository.ts'

/** tRPC shop.profile: what documents and screens print; no row yet reads as nothing set. */
export async function getShopProfile(ctx: AppContext, tenantId: string) {
  const profile = await shopRepository(ctx, tenantId).namedProfile()
  return { ...profile, logoUrl: profile.logoPathname ? privateFileUrl(profile.logoPathname) : null }
}

/**
 * tRPC shop.updateProfile (tenant admin): the whole profile at once (a blank field clears it). A
 * logo must be a PNG or JPEG this shop uploaded with purpose `logo`, the images a PDF can print.
 */
export async function updateShopProfile(ctx: AppContext, tenantId: string, userId: string, input: ShopProfileInput) {
  const q = shopRepository(ctx, tenantId)
  if (input.logoPathname !== null) {
    const file = await q.logoFile(input.logoPathname)
    if (!file || !PRINTABLE_LOGO_TYPES.includes(file.contentType)) throw shopErrors.error('logoInvalid')
  }
  await q.putProfile(input, userId)
  return getShopProfile(ctx, tenantId)
}
