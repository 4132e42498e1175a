import { Alert, Badge, Card, FileField, errorMessage, type UploadedFile } from '@gold/ui'
import type { KycFlags, KycProgress } from '@gold/core/customers/kyc'
import { useState } from 'react'
import { trpc } from '../../trpc.ts'
import type { KycKey } from './new-borrower-page.tsx'

const ITEMS: { flag: keyof KycFlags; key: KycKey; label: string }[] = [
  { flag: 'aadhaarDoc', key: 'aadhaarDocUrl', label: 'Aadhaar document' },
  { flag: 'panDoc', key: 'panDocUrl', label: 'PAN document' },
  { flag: 'livePhoto', key: 'livePhotoUrl', label: 'Live photo' },
  { flag: 'idCard', key: 'idCardPhotoUrl', label: 'ID card photo' },
  { flag: 'passbook', key: 'passbookUrl', label: 'Bank passbook' },
]

/** KYC progress; each document on file opens in a new tab (the session cookie authorizes it), missing ones can be uploaded here. */
export function KycCard({ id, kyc, progress }: { id: string; kyc: KycFlags; progress: KycProgress }) {
  const utils = trpc.useUtils()
  const setKyc = trpc.customers.setKyc.useMutation({
    onSuccess: () =>
      Promise.all([utils.customers.get.invalidate({ id }), utils.customers.kycDocuments.invalidate({ id })]),
  })
  const [adding, setAdding] = useState<KycKey | null>(null)
  const documents = trpc.customers.kycDocuments.useQuery({ id })
  const urlOf = (flag: keyof KycFlags) => documents.data?.documents.find((d) => d.kind === flag)?.url ?? null
  const pct = Math.round((progress.completed / progress.total) * 100)
  const save = (key: KycKey, file: UploadedFile | null) => {
    if (file) setKyc.mutate({ id, [key]: file.pathname }, { onSuccess: () => setAdding(null) })
  }
  return (
    <Card title="KYC">
      <div className="stack-sm">
        <p>
          <strong>
            {progress.completed} of {progress.total}
          </strong>{' '}
          documents on file
        </p>
        <div
          className="progress"
          role="progressbar"
          aria-label="KYC documents on file"
          aria-valuemin={0}
          aria-valuemax={progress.total}
          aria-valuenow={progress.completed}
        >
          <span className={`progress-${pct}`} />
        </div>
        <ul className="kyc-list">
          {ITEMS.map((item) => (
            <li key={item.key}>
              <div className="row-between">
                <span>{item.label}</span>
                {kyc[item.flag] ? (
                  <span className="row">
                    <Badge tone="success">On file</Badge>
                    <DocumentLink url={urlOf(item.flag)} label={item.label} />
                  </span>
                ) : (
                  <button
                    type="button"
                    className="link-button small"
                    onClick={() => setAdding(adding === item.key ? null : item.key)}
                    aria-expanded={adding === item.key}
                  >
                    Upload<span className="visually-hidden"> {item.label}</span>
                  </button>
                )}
              </div>
              {adding === item.key && (
                <FileField label={item.label} purpose="kyc" value={null} onChange={(f) => save(item.key, f)} />
              )}
            </li>
          ))}
        </ul>
        {setKyc.isPending && (
          <p role="status" className="small muted">
            Saving…
          </p>
        )}
        {setKyc.error && <Alert tone="danger">{errorMessage(setKyc.error)}</Alert>}
      </div>
    </Card>
  )
}

function DocumentLink({ url, label }: { url: string | null; label: string }) {
  if (url === null) return null
  return (
    <a href={url} target="_blank" rel="noopener" className="small">
      View<span className="visually-hidden"> {label} (opens in a new tab)</span>
    </a>
  )
}
