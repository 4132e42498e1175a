import { Card } from '@gold/ui'
import { auctionNoticeHref } from './auction-links.ts'
import type { LoanDetail } from './loan-outputs.tsx'
import { disbursementVoucherHref, releaseReceiptHref } from './release-card.tsx'

/** The loan's PDFs, opened inline to print. */
export function DocumentsCard({ loan }: { loan: LoanDetail }) {
  return (
    <Card title="Documents">
      <ul className="plain-list stack-sm">
        <li>
          <a href={disbursementVoucherHref(loan.id)} target="_blank" rel="noopener">
            Disbursement voucher<span className="visually-hidden"> (PDF, opens in a new tab)</span>
          </a>
        </li>
        {loan.auction && (
          <li>
            <a href={auctionNoticeHref(loan.id)} target="_blank" rel="noopener">
              Auction notice<span className="visually-hidden"> (PDF, opens in a new tab)</span>
            </a>
          </li>
        )}
        {loan.releasedOn && (
          <li>
            <a href={releaseReceiptHref(loan.id)} target="_blank" rel="noopener">
              Release receipt<span className="visually-hidden"> (PDF, opens in a new tab)</span>
            </a>
          </li>
        )}
        {loan.payments.length > 0 && <li className="small muted">Payment receipts are listed with the payments.</li>}
      </ul>
    </Card>
  )
}
