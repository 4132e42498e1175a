import {
  type PacketInput,
  goldReceiptNumber,
  isoDateOf,
  normalizeVerificationCode,
  totalWeights,
  valuationErrors,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { consumeRateLimit, assertAllowed } from '../platform/rate-limit.ts'
import { shopIdentity } from '../shop/shop-identity.ts'
import { storedCertificateIssuer } from './certificate-issuer.ts'
import { certificatePdfKind } from './certificate-pdf.ts'
import { certificatesPlatformRepository } from './certificates-platform-repository.ts'
import { goldReceiptPdfKind } from './gold-receipt-pdf.ts'
import { loadValuationDocument } from './valuation-document.ts'
import { gramsOf, rupeesOf } from './valuation-json.ts'
import { valuationsRepository } from './valuations-repository.ts'

/** Who reads a valuation document: staff any of their tenant's; a borrower (the portal) only their own. */
export type ValuationDocumentReader = { tenantId: string; customerId?: string }

const fileNameOf = (number: string, suffix: string) => `${number.replaceAll('/', '-')}${suffix}.pdf`

async function readableDocument(ctx: AppContext, reader: ValuationDocumentReader, id: string) {
  const doc = id.trim() === '' ? null : await loadValuationDocument(ctx, reader.tenantId, id)
  if (!doc || (reader.customerId !== undefined && doc.valuation.customerId !== reader.customerId))
    throw valuationErrors.error('valuationNotFound')
  return doc
}

/**
 * GET /api/valuations/{id}/certificate (and the portal's copy): the certificate PDF the shop emails.
 * Another tenant's valuation (or an unknown id) reads as 404 'Valuation not found'.
 */
export async function valuationCertificate(ctx: AppContext, reader: ValuationDocumentReader, id: string) {
  const doc = await readableDocument(ctx, reader, id)
  return {
    filename: `certificate-${doc.valuation.id}.pdf`,
    pdf: await ctx.pdf.forShop(reader.tenantId).render(certificatePdfKind, doc),
  }
}

export const staffCertificate = (ctx: AppContext, tenantId: string, id: string) =>
  valuationCertificate(ctx, { tenantId }, id)

/**
 * GET /api/valuations/{id}/documents/gold-receipt: the pledge slip. Staff printing it issues the
 * receipt number first when there is none (as POST gold-receipt does); a borrower gets it only
 * once issued (404 `The gold receipt has not been issued for this valuation.`).
 */
export async function goldReceiptPdf(ctx: AppContext, reader: ValuationDocumentReader, id: string) {
  if (reader.customerId === undefined && id.trim() !== '')
    await valuationsRepository(ctx, reader.tenantId).assignGoldReceipt(id, goldReceiptNumber(id), ctx.now())
  const doc = await readableDocument(ctx, reader, id)
  const number = doc.valuation.goldReceiptNo
  if (!number) throw valuationErrors.error('goldReceiptNotIssued')
  return {
    filename: fileNameOf(number, '-gold-receipt'),
    pdf: await ctx.pdf.forShop(reader.tenantId).render(goldReceiptPdfKind, doc),
  }
}

/** tRPC valuations.setPacket: the pledge packet and seal numbers the gold receipt prints. */
export async function setPacket(ctx: AppContext, tenantId: string, id: string, packet: PacketInput) {
  if (!(await valuationsRepository(ctx, tenantId).setPacket(id, packet, ctx.now())))
    throw valuationErrors.error('valuationNotFound')
  return packet
}

/** Lookups of the public page per client address: a person checks a few certificates, not thousands. */
export const VERIFY_LIMIT = { limit: 60, windowMs: 10 * 60_000 }

/**
 * GET /api/public/certificates/{code}: the certificate's key facts for whoever holds its QR code
 * (a bank, a buyer), and nothing personal: no borrower, phone, identity numbers or photos. The
 * shop is the one printed on the certificate (kept at its first print), not today's profile. An
 * unknown or malformed code is 404 `Certificate not found.`; lookups are rate limited per address.
 * A certificate corrected by a new version still verifies as issued, with `supersededBy` (the new
 * certificate's number and the day); the new one names the one it `corrects`.
 */
export async function publicCertificate(ctx: AppContext, rawCode: string, ip: string) {
  assertAllowed(await consumeRateLimit(ctx.db, `certificate-verify:${ip}`, VERIFY_LIMIT, ctx.now()))
  const code = normalizeVerificationCode(rawCode)
  const v = code ? await certificatesPlatformRepository(ctx).byVerificationCode(code) : null
  if (!v || !v.certificateNumber) throw valuationErrors.error('certificateNotFound')
  // The shop as the certificate printed it; one never printed yet is the shop of today.
  const shop = storedCertificateIssuer(v.certificateIssuer) ?? (await shopIdentity(ctx, v.tenantId))
  const weights = totalWeights(v.ornaments)
  const versions = await certificatesPlatformRepository(ctx).versionsOf(v.tenantId, v.id)
  return {
    certificateNumber: v.certificateNumber,
    issuedOn: isoDateOf(v.createdAt),
    shop: {
      name: shop.name,
      legalName: shop.legalName,
      address: shop.address,
      gstin: shop.gstin,
      licenceNumber: shop.licenceNumber,
    },
    ornamentCount: v.ornaments.reduce((n, o) => n + o.quantity, 0),
    totalNetWeight: gramsOf(weights.net),
    totalFineWeight: gramsOf(v.totalNetWeightMg),
    totalValue: rupeesOf(v.totalValuePaise),
    rate22k: rupeesOf(v.goldRatePaise),
    // Issue 26, present only for a corrected valuation's certificates, so every other answer stays as it was.
    ...(versions.supersededBy
      ? {
          supersededBy: {
            certificateNumber: versions.supersededBy.certificateNumber,
            supersededOn: isoDateOf(versions.supersededBy.supersededOn),
          },
        }
      : {}),
    ...(versions.corrects ? { corrects: versions.corrects } : {}),
  }
}
