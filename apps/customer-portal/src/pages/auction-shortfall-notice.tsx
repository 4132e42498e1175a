import { Alert, ButtonLink, useFormat, useT } from '@gold/ui'
import { loanText } from '../i18n/loan-text.ts'
import { trpc } from '../trpc.ts'
import { loanHref, type PortalLoan } from './loan-parts.tsx'

/**
 * What an auctioned loan still owes after the sale (issue 27): paid online for that amount when the
 * shop takes payments online (the pay page, prefilled), else at the branch. Until the shop's answer
 * arrives it reads as the branch, so no button shows that would not work.
 */
export function AuctionShortfallNotice({ loan: l }: { loan: PortalLoan }) {
  const online = trpc.portal.payOnline.useQuery().data?.available === true
  const t = useT(loanText)
  const f = useFormat()
  return (
    <Alert tone="danger" title={t.stillOwed}>
      {t.shortfallText(f.paise(l.outstanding.total), f.isoDate(l.asOf), online)}
      {online && (
        <div className="row">
          <ButtonLink to={`${loanHref(l.id)}/pay?amount=${l.outstanding.total}`}>
            {t.payOnline(f.paise(l.outstanding.total))}
          </ButtonLink>
        </div>
      )}
    </Alert>
  )
}
