import { Card } from '@gold/ui'
import { auctionNoticeHref } from '../auction/auction-links.ts'
import type { LoanDetail } from '../shared/loan-outputs.tsx'
import { PdfLink } from '../shared/pdf-link.tsx'
import { disbursementVoucherHref, releaseReceiptHref } from '../release/release-card.tsx'

/** The loan's PDFs, opened inline to print. */
export function DocumentsCard({ loan }: { loan: LoanDetail }) {
  return (
    <Card title="Documents">
      <ul className="plain-list stack-sm">
        <li>
          <PdfLink href={disbursementVoucherHref(loan.id)}>
            {loan.renewedFromId ? 'Renewal voucher' : 'Disbursement voucher'}
          </PdfLink>
        </li>
        <li>
          <PdfLink href={`/api/loans/${encodeURIComponent(loan.id)}/documents/kfs`}>Key Facts Statement</PdfLink>
        </li>
        <li>
          <PdfLink href={`/api/loans/${encodeURIComponent(loan.id)}/documents/agreement`}>Loan agreement</PdfLink>
        </li>
        {loan.auction && (
          <li>
            <PdfLink href={auctionNoticeHref(loan.id)}>Auction notice</PdfLink>
          </li>
        )}
        {loan.releasedOn && (
          <li>
            <PdfLink href={releaseReceiptHref(loan.id)}>Release receipt</PdfLink>
          </li>
        )}
        {loan.payments.length > 0 && <li className="small muted">Payment receipts are listed with the payments.</li>}
      </ul>
    </Card>
  )
}
