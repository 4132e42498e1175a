import { type CommonStrings, paperStrings } from '@gold/core'
import { type Pdf, imageDataUri } from './pdf-document.ts'

/** Who issues a document, as every document's letterhead prints it (the shop's profile; a logo as PNG or JPEG bytes). */
export type DocumentIssuer = {
  name: string
  legalName: string | null
  address: string | null
  phone: string | null
  email: string | null
  gstin: string | null
  licenceNumber: string | null
  logo: Uint8Array | null
}

const MUTED = '#555555'
const LOGO_SIZE = 58

/** A logo pdfkit can embed (PNG or JPEG by its magic bytes), else null: a bad file never stops a document. */
function printableLogo(logo: Uint8Array | null): Uint8Array | null {
  if (!logo || logo.length < 4) return null
  const jpeg = logo[0] === 0xff && logo[1] === 0xd8
  const png = logo[0] === 0x89 && logo[1] === 0x50 && logo[2] === 0x4e && logo[3] === 0x47
  return jpeg || png ? logo : null
}

/** The lines under the shop's name: legal name, address, how to reach it, its registrations. */
export function issuerLines(issuer: DocumentIssuer, t: CommonStrings = paperStrings('en').common): string[] {
  const lines: string[] = []
  if (issuer.legalName && issuer.legalName.trim() !== issuer.name.trim()) lines.push(issuer.legalName)
  if (issuer.address) lines.push(issuer.address)
  const contact = [issuer.phone && t.shopPhone(issuer.phone), issuer.email].filter(Boolean)
  if (contact.length > 0) lines.push(contact.join(' · '))
  const registrations = [issuer.gstin && t.gstin(issuer.gstin), issuer.licenceNumber && t.licence(issuer.licenceNumber)]
  const registered = registrations.filter(Boolean)
  if (registered.length > 0) lines.push(registered.join(' · '))
  return lines
}

/**
 * The shop's identity at the top of a document: its logo at the left when it has one, and its
 * name, legal name, address, phone and email, GSTIN and licence number centred. Every document
 * (certificate, gold receipt, loan voucher and receipts, auction notice) starts with it; what the
 * shop has not filled in is left out. The caller's title follows at doc.y.
 */
export function shopIdentityBlock(doc: Pdf, issuer: DocumentIssuer, t?: CommonStrings) {
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right
  const top = doc.y
  const logo = printableLogo(issuer.logo)
  // With a logo the text keeps clear of it on both sides, so it stays centred on the page.
  const inset = logo ? LOGO_SIZE + 10 : 0
  if (logo) {
    try {
      // A data URI is registered once per document, so a second copy reuses the embedded image.
      doc.image(imageDataUri(logo), left, top, {
        fit: [LOGO_SIZE, LOGO_SIZE],
      })
    } catch {
      // A file that only looks like an image: print without it.
    }
  }
  const textOptions = { width: width - 2 * inset, align: 'center' as const }
  doc
    .font('bold')
    .fontSize(17)
    .fillColor('#000000')
    .text(issuer.name, left + inset, top, textOptions)
  doc.font('regular').fontSize(8.5).fillColor(MUTED)
  for (const line of issuerLines(issuer, t)) doc.text(line, left + inset, doc.y + 1, textOptions)
  doc.fillColor('#000000')
  doc.x = left
  doc.y = Math.max(doc.y, logo ? top + LOGO_SIZE : doc.y) + 2
}
