import type { DocumentIssuer } from '../pdf/shop-identity-block.ts'
import type { AppContext } from '../platform/context.ts'
import { readDocumentImage } from '../uploads/document-image.ts'
import { shopRepository } from './shop-repository.ts'

/** The image types the PDF writer embeds; the profile form accepts only these as a logo. */
export const PRINTABLE_LOGO_TYPES: readonly string[] = ['image/png', 'image/jpeg']

/** Documents print this block (the logo's document copy, never the upload itself); a shop that set nothing still has its name. */
export async function shopIdentity(ctx: AppContext, tenantId: string): Promise<DocumentIssuer> {
  const { logoPathname, ...profile } = await shopRepository(ctx, tenantId).namedProfile()
  const logo = logoPathname ? await readDocumentImage(ctx, tenantId, logoPathname) : null
  return { ...profile, logo: logo?.bytes ?? null }
}
