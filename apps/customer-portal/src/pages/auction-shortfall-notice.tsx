import { Alert, ButtonLink, Money } from '@gold/ui'
import { trpc } from '../trpc.ts'
import { LoanDate, loanHref, type PortalLoan } from './loan-parts.tsx'

/**
 * What an auctioned loan still owes after the sale (issue 27): paid online for that amount when the
 * shop takes payments online (the pay page, prefilled), else at the branch. Until the shop's answer
 * arrives it reads as the branch, so no button shows that would not work.
 */
export function AuctionShortfallNotice({ loan: l }: { loan: PortalLoan }) {
  const online = trpc.portal.payOnline.useQuery().data?.available === true
  return (
    <Alert tone="danger" title="Still owed after the sale">
      The sale did not cover the loan: <Money paise={l.outstanding.total} /> is still owed as of{' '}
      <LoanDate value={l.asOf} />. {online ? 'Pay it online or at the branch.' : 'Please pay it at the branch.'}
      {online && (
        <div className="row">
          <ButtonLink to={`${loanHref(l.id)}/pay?amount=${l.outstanding.total}`}>
            Pay <Money paise={l.outstanding.total} /> online
          </ButtonLink>
        </div>
      )}
    </Alert>
  )
}
