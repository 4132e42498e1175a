import type { AppContext } from '../platform/context.ts'
import { readStoredFileBytes } from '../uploads/upload-service.ts'
import { shopRepository } from './shop-repository.ts'

/** The image types the PDF writer embeds; the profile form accepts only these as a logo. */
export const PRINTABLE_LOGO_TYPES: readonly string[] = ['image/png', 'image/jpeg']

/** Who issues a document: the shop's name and profile, and its logo's bytes (PNG or JPEG) when one is set. */
export type ShopIdentity = {
  name: string
  legalName: string | null
  address: string | null
  phone: string | null
  email: string | null
  gstin: string | null
  licenceNumber: string | null
  logo: Buffer | null
}

/** Documents print this block; a shop that set nothing still has its name. */
export async function shopIdentity(ctx: AppContext, tenantId: string): Promise<ShopIdentity> {
  const q = shopRepository(ctx, tenantId)
  const [name, profile] = await Promise.all([q.tenantName(), q.profile()])
  const logoFile = profile?.logoPathname ? await readStoredFileBytes(ctx, tenantId, profile.logoPathname) : null
  return {
    name: name ?? '',
    legalName: profile?.legalName ?? null,
    address: profile?.address ?? null,
    phone: profile?.phone ?? null,
    email: profile?.email ?? null,
    gstin: profile?.gstin ?? null,
    licenceNumber: profile?.licenceNumber ?? null,
    logo: logoFile && PRINTABLE_LOGO_TYPES.includes(logoFile.contentType) ? logoFile.bytes : null,
  }
}
