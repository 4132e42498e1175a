import type { DocumentIssuer } from '../pdf/shop-identity-block.ts'

/**
 * The shop as a certificate printed it (issue 23): kept on the valuation the first time its
 * certificate is printed, so a reprint and the public verification page say what the paper says
 * even after the shop edits its profile. The logo is not kept (it is an image, read at print time).
 */
export type CertificateIssuer = Omit<DocumentIssuer, 'logo'>

const FIELDS = ['legalName', 'address', 'phone', 'email', 'gstin', 'licenceNumber'] as const

export const certificateIssuerOf = (shop: DocumentIssuer): CertificateIssuer => ({
  name: shop.name,
  legalName: shop.legalName,
  address: shop.address,
  phone: shop.phone,
  email: shop.email,
  gstin: shop.gstin,
  licenceNumber: shop.licenceNumber,
})

const text = (value: unknown) => (typeof value === 'string' ? value : null)

/** The kept identity as stored (JSON), or null when none was kept or it is not one. */
export function storedCertificateIssuer(json: unknown): CertificateIssuer | null {
  if (typeof json !== 'object' || json === null) return null
  const o = json as Record<string, unknown>
  const name = text(o.name)
  if (name === null) return null
  return { name, ...Object.fromEntries(FIELDS.map((f) => [f, text(o[f])])) } as CertificateIssuer
}
