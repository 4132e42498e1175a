import { paperLanguage, verificationUrl } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { shopIdentity } from '../shop/shop-identity.ts'
import { readDocumentImage } from '../uploads/document-image.ts'
import { certificateIssuerOf, storedCertificateIssuer } from './certificate-issuer.ts'
import { syncEmiStatuses } from './emi-sync.ts'
import { valuationCorrectionsRepository } from './valuation-corrections-repository.ts'
import { valuationsRepository } from './valuations-repository.ts'
import { newVerificationCode } from './verification-code.ts'

/**
 * Photos a certificate embeds: one per ornament (its first), as its document copy (at most 800 px,
 * PNG or JPEG, whatever was uploaded), at most 3 MB each and 12 MB in all. pdfkit embeds an image's
 * bytes whole, so the budget bounds the PDF and the memory a render holds; an ornament over it
 * prints "photo on file" instead.
 */
export const PHOTO_LIMITS = { eachBytes: 3 * 1024 * 1024, totalBytes: 12 * 1024 * 1024 }

/** The stored file a private file URL (`/api/files/private?pathname=<tenant>/<key>`) of this tenant names, or null. */
export function ownStoredPathname(url: string | null, tenantId: string): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url, 'http://local.invalid')
    const pathname = parsed.searchParams.get('pathname')
    if (parsed.pathname !== '/api/files/private' || !pathname) return null
    return pathname.startsWith(`${tenantId}/`) ? pathname : null
  } catch {
    return null
  }
}

type PhotoSource = { id: string; imageUrl: string | null; imageUrl2: string | null }

/** Ornament id -> photo bytes, read one at a time within PHOTO_LIMITS; ornaments with a photo left out are in `skipped`. */
async function ornamentPhotos(ctx: AppContext, tenantId: string, ornaments: PhotoSource[]) {
  const photos = new Map<string, Uint8Array>()
  const skipped = new Set<string>()
  let total = 0
  for (const o of ornaments) {
    const pathname = ownStoredPathname(o.imageUrl, tenantId) ?? ownStoredPathname(o.imageUrl2, tenantId)
    if (!pathname) {
      if (o.imageUrl || o.imageUrl2) skipped.add(o.id)
      continue
    }
    const room = Math.min(PHOTO_LIMITS.eachBytes, PHOTO_LIMITS.totalBytes - total)
    const file = room > 0 ? await readDocumentImage(ctx, tenantId, pathname, { maxBytes: room }) : null
    if (file) {
      photos.set(o.id, file.bytes)
      total += file.bytes.length
    } else skipped.add(o.id)
  }
  return { photos, skipped }
}

/**
 * Everything the certificate and its emails need, EMI statuses synchronised first; null when not
 * in tenant. A valuation stored before certificates were numbered gets its number and
 * verification code here, the first time its certificate is rendered.
 */
export async function loadValuationDocument(ctx: AppContext, tenantId: string, id: string) {
  const valuations = valuationsRepository(ctx, tenantId)
  // No existence check first: the sync is confined to the tenant, so for an unknown id (or another
  // tenant's) it changes nothing, and the read below answers null.
  await syncEmiStatuses(ctx, tenantId, { valuationId: id })
  const stored = await valuations.document(id)
  if (!stored) return null
  const assigned =
    stored.certificateNumber === null ? await valuations.assignCertificate(id, newVerificationCode()) : null
  const valuation = assigned ? { ...stored, ...assigned } : stored
  const [tenant, shop, bank, branch, photos, versions] = await Promise.all([
    valuations.tenantLabel(),
    shopIdentity(ctx, tenantId),
    valuation.bankId ? valuations.bank(valuation.bankId) : null,
    valuation.bankBranchId ? valuations.branch(valuation.bankBranchId) : null,
    ornamentPhotos(ctx, tenantId, valuation.ornaments),
    valuationCorrectionsRepository(ctx, tenantId).versionsOf(id),
  ])
  const label = tenant ?? { id: tenantId, name: 'Gold Loan Shop', slug: '' }
  const current = { ...shop, name: shop.name || label.name }
  // The certificate prints the shop as it was at its first print, as the verification page shows it.
  const printed =
    storedCertificateIssuer(valuation.certificateIssuer) ??
    storedCertificateIssuer(await valuations.keepCertificateIssuer(id, certificateIssuerOf(current)))
  return {
    valuation,
    tenant: label,
    shop: { ...current, ...printed },
    bank,
    branch,
    photos,
    /** Corrected by a new version (issue 26): the certificate prints SUPERSEDED with the new one's number. */
    supersededBy: versions.supersededBy,
    /** The borrower's language (issue 28): the certificate prints in it. */
    language: paperLanguage(valuation.customer.preferredLanguage),
    verifyUrl: valuation.verificationCode ? verificationUrl(ctx.config.publicOrigin, valuation.verificationCode) : null,
  }
}

export type ValuationDocument = NonNullable<Awaited<ReturnType<typeof loadValuationDocument>>>
