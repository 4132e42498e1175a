import { Card, DetailList, ErrorState, Loading, PageHeader, StatusBadge } from '@gold/ui'
import { trpc } from '../trpc.ts'
import { MessageLanguageCard } from './message-language-card.tsx'

export function ProfilePage() {
  const profile = trpc.portal.profile.useQuery()
  if (profile.isPending) return <Loading />
  if (profile.error) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
  const p = profile.data
  return (
    <>
      <PageHeader
        title="My details"
        subtitle="To change your details, contact the branch or raise a support ticket."
        actions={<StatusBadge status={p.status} />}
      />
      <div className="stack">
        <Card title="Contact">
          <DetailList
            items={[
              { label: 'Name', value: p.name },
              { label: 'Mobile', value: p.phone },
              { label: 'Email', value: p.email },
              { label: 'Address', value: p.address },
            ]}
          />
        </Card>
        <Card title="Identity and bank">
          <DetailList
            items={[
              { label: 'Aadhaar', value: p.aadhaar ? `•••• •••• ${p.aadhaar.slice(-4)}` : null },
              { label: 'PAN', value: p.pan },
              { label: 'Nominee', value: p.nomineeName ? `${p.nomineeName} (${p.nomineeRel ?? ''})` : null },
              { label: 'Bank', value: p.bankName ? `${p.bankName} · ${p.ifsc ?? ''}` : null },
              { label: 'KYC documents on file', value: `${p.kycProgress.completed} of ${p.kycProgress.total}` },
            ]}
          />
        </Card>
        <MessageLanguageCard value={p.preferredLanguage} />
      </div>
    </>
  )
}
