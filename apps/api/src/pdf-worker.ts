/**
 * The entry point of a PDF worker thread (pdf/pdf-pool.ts): every document kind the services
 * render, found by name. Bundled beside the server as dist/pdf-worker.mjs (scripts/build.mjs); run
 * from source through tsx in tests and `pnpm dev`. It loads only the drawing code, not the database.
 */
import { Piscina } from 'piscina'
import { billingDocumentPdfKind } from './billing/document-pdf.ts'
import { booksStatementPdfKind } from './books/books-pdf.ts'
import { packetLabelsPdfKind } from './custody/packet-labels-pdf.ts'
import { cancellationNotePdfKind } from './corrections/cancellation-note-pdf.ts'
import { auctionNoticePdfKind } from './loans/loan-auction-notice-pdf.ts'
import { disbursementVoucherPdfKind, paymentReceiptPdfKind, releaseReceiptPdfKind } from './loans/loan-documents-pdf.ts'
import type { PdfTask } from './pdf/pdf-pool.ts'
import type { PdfKind } from './pdf/pdf-renderer.ts'
import { agreementPdfKind } from './loans/loan-agreement-pdf.ts'
import { kfsPdfKind } from './loans/loan-kfs-pdf.ts'
import { certificatePdfKind } from './valuations/certificate-pdf.ts'
import { goldReceiptPdfKind } from './valuations/gold-receipt-pdf.ts'

export const pdfKinds: readonly PdfKind<never>[] = [
  certificatePdfKind,
  goldReceiptPdfKind,
  disbursementVoucherPdfKind,
  paymentReceiptPdfKind,
  releaseReceiptPdfKind,
  auctionNoticePdfKind,
  billingDocumentPdfKind,
  booksStatementPdfKind,
  cancellationNotePdfKind,
  packetLabelsPdfKind,
  kfsPdfKind,
  agreementPdfKind,
]

const byName = new Map(pdfKinds.map((kind) => [kind.name, kind]))

/** Render one document; the bytes move back to the main thread without a copy. */
export default async function renderPdfTask(task: PdfTask) {
  const kind = byName.get(task.kind)
  if (!kind) throw new Error(`Unknown PDF kind "${task.kind}".`)
  const pdf = await kind.render(task.input as never)
  // A Buffer may share its memory with others (Node's small-buffer pool); only a whole one is handed over.
  const whole = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : new Uint8Array(pdf)
  return Piscina.move(new Uint8Array(whole.buffer, whole.byteOffset, whole.byteLength))
}
