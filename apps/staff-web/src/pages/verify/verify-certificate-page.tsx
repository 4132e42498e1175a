import { formatIsoDate } from '@gold/core/shared/india-calendar'
import { Alert, DetailList, ErrorState, Grams, Loading, Money } from '@gold/ui'
import { trpc } from '../../trpc.ts'
import { AuthCard } from '../auth/auth-card.tsx'

/**
 * `/verify/<code>` (signed out; the certificate's QR code leads here): whether the certificate is
 * genuine, with its key facts and the shop that issued it, and nothing about the borrower.
 */
export function VerifyCertificatePage({ code }: { code: string }) {
  return (
    <AuthCard
      title="Certificate verification"
      subtitle="A gold valuation certificate, checked against the issuing shop’s records."
    >
      <VerifyResult code={code} />
    </AuthCard>
  )
}

function VerifyResult({ code }: { code: string }) {
  const query = trpc.valuations.verifyCertificate.useQuery({ code }, { retry: false })
  if (query.isPending) return <Loading label="Checking the certificate…" />
  if (query.error?.data?.httpStatus === 404)
    return (
      <Alert tone="danger">
        No certificate has this verification code. Check the code printed under the QR code, or ask the shop that issued
        it.
      </Alert>
    )
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  const c = query.data
  const shop = c.shop
  return (
    <>
      {'supersededBy' in c && c.supersededBy ? (
        <Alert tone="warning">
          Certificate <strong>{c.certificateNumber}</strong> was genuinely issued by {shop.legalName ?? shop.name}, but
          it has been <strong>superseded</strong> by certificate <strong>{c.supersededBy.certificateNumber}</strong> on{' '}
          {formatIsoDate(c.supersededBy.supersededOn)}. Ask for the new certificate: this one is no longer valid.
        </Alert>
      ) : (
        <Alert tone="success">
          Genuine certificate <strong>{c.certificateNumber}</strong>, issued by {shop.legalName ?? shop.name}.
        </Alert>
      )}
      <DetailList
        items={[
          { label: 'Certificate number', value: c.certificateNumber },
          { label: 'Issued on', value: formatIsoDate(c.issuedOn) },
          'corrects' in c && c.corrects && { label: 'Corrects certificate', value: c.corrects.certificateNumber },
          {
            label: 'Issued by',
            value: (
              <>
                {shop.name}
                {shop.legalName && shop.legalName !== shop.name && (
                  <>
                    <br />
                    <span className="muted small">{shop.legalName}</span>
                  </>
                )}
                {shop.address && (
                  <>
                    <br />
                    <span className="muted small">{shop.address}</span>
                  </>
                )}
              </>
            ),
          },
          shop.gstin && { label: 'GSTIN', value: shop.gstin },
          shop.licenceNumber && { label: 'Licence number', value: shop.licenceNumber },
          { label: 'Ornaments', value: c.ornamentCount },
          { label: 'Net weight', value: <Grams value={c.totalNetWeight} /> },
          { label: 'Fine gold', value: <Grams value={c.totalFineWeight} /> },
          { label: 'Total value', value: <Money rupees={c.totalValue} /> },
          {
            label: 'Gold rate (22K)',
            value: (
              <>
                <Money rupees={c.rate22k} /> per gram
              </>
            ),
          },
        ]}
      />
      <p className="small muted">
        The borrower&rsquo;s details are not shown here. The value is the shop&rsquo;s valuation on the day it was
        issued, not a price today.
      </p>
    </>
  )
}
