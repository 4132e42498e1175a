/** The loan's documents, one file each; this module names them for the worker and the services. */
export type { LoanDocumentParties, PledgedGold } from './loan-document-layout.ts'
export {
  type DisbursementVoucherData,
  disbursementVoucherPdfKind,
  renderDisbursementVoucher,
} from './disbursement-voucher-pdf.ts'
export { type PaymentReceiptData, paymentReceiptPdfKind, renderPaymentReceipt } from './payment-receipt-pdf.ts'
export { type ReleaseReceiptData, releaseReceiptPdfKind, renderReleaseReceipt } from './release-receipt-pdf.ts'
