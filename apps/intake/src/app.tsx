import {
  Alert,
  CenteredPage,
  EmptyState,
  ErrorState,
  LanguageSwitcher,
  Loading,
  useAppTitle,
  useCustomerForm,
  useLocation,
  usePageTitle,
  useT,
} from '@gold/ui'
import { useState } from 'react'
import { DetailsStep } from './details-step.tsx'
import { intakeText } from './i18n/intake-text.ts'
import { trpc } from './trpc.ts'
import { VerifyStep } from './verify-step.tsx'

type LinkProblem = 'expired' | 'revoked' | 'invalid'

export function App() {
  const { path, query } = useLocation()
  const slug = path.split('/').filter(Boolean)[0] ?? ''
  const token = query.get('token') ?? ''
  const t = useT(intakeText)
  const [problem, setProblem] = useState<LinkProblem | null>(null)
  const [step, setStep] = useState<'verify' | 'details' | 'done'>('verify')
  // Kept here, above the steps, so the details survive a second email verification.
  const details = useCustomerForm('intake')
  const [verifyNotice, setVerifyNotice] = useState<string | null>(null)
  const [submittedName, setSubmittedName] = useState('')
  const form = trpc.intake.form.useQuery(
    { tenant: slug, token },
    { enabled: slug !== '' && token !== '', staleTime: Infinity },
  )
  useAppTitle(form.data?.tenant?.name ?? t.appTitle)

  if (!slug || !token) return <LinkProblemPage problem="invalid" />
  if (form.isPending)
    return (
      <CenteredPage>
        <Loading label={t.checkingLink} />
      </CenteredPage>
    )
  if (form.error)
    return (
      <CenteredPage>
        <ErrorState error={form.error} onRetry={() => void form.refetch()} />
      </CenteredPage>
    )
  const shop = form.data.tenant
  const linkState = problem ?? (form.data.link === 'valid' ? null : form.data.link)
  if (!shop || linkState) return <LinkProblemPage problem={linkState ?? 'invalid'} shopName={shop?.name} />

  return (
    <CenteredPage wide>
      <header className="stack-sm">
        <div className="auth-brand">
          <span className="brand-mark" aria-hidden="true" />
          <span className="auth-brand-name">{shop.name}</span>
        </div>
        <div className="auth-language">
          <LanguageSwitcher />
        </div>
        {step !== 'done' && <Steps current={step} />}
      </header>
      <StepTitle title={t.stepTitles[step]} />
      {step === 'verify' && (
        <div className="card">
          <div className="card-body stack">
            <div>
              <h1 className="page-title">{t.verifyTitle}</h1>
              <p className="page-subtitle">{t.verifyIntro(shop.name)}</p>
            </div>
            {verifyNotice && <Alert tone="warning">{verifyNotice}</Alert>}
            <VerifyStep
              tenant={shop.slug}
              onVerified={(verified) => {
                details.set('email', verified)
                setVerifyNotice(null)
                setStep('details')
              }}
            />
          </div>
        </div>
      )}
      {step === 'details' && (
        <DetailsStep
          tenant={shop.slug}
          token={token}
          form={details}
          onLinkInvalid={() => setProblem('invalid')}
          onNeedsVerification={(message) => {
            setVerifyNotice(message)
            setStep('verify')
          }}
          onDone={(name) => {
            setSubmittedName(name)
            setStep('done')
          }}
        />
      )}
      {step === 'done' && (
        <div className="card">
          <div className="card-body">
            <EmptyState heading="h1" success title={t.doneTitle}>
              <p>
                {submittedName ? `${submittedName}, ` : ''}
                {t.doneText(shop.name)}
              </p>
            </EmptyState>
          </div>
        </div>
      )}
    </CenteredPage>
  )
}

/** The step's browser title: each step is a page of its own to the borrower. */
function StepTitle({ title }: { title: string }) {
  usePageTitle(title)
  return null
}

function Steps({ current }: { current: 'verify' | 'details' }) {
  const t = useT(intakeText)
  const steps = [
    { id: 'verify', label: t.steps.verify },
    { id: 'details', label: t.steps.details },
  ] as const
  const index = steps.findIndex((s) => s.id === current)
  return (
    <ol className="steps" aria-label={t.progress}>
      {steps.map((s, i) => (
        <li
          key={s.id}
          aria-current={s.id === current ? 'step' : undefined}
          className={i < index ? 'step-done' : undefined}
        >
          <span className="step-dot" aria-hidden="true">
            {i < index ? '✓' : i + 1}
          </span>
          {s.label}
          {i < index && <span className="visually-hidden"> {t.done}</span>}
        </li>
      ))}
    </ol>
  )
}

function LinkProblemPage({ problem, shopName }: { problem: LinkProblem; shopName?: string }) {
  const t = useT(intakeText)
  const p = t.problems[problem]
  usePageTitle(p.title)
  return (
    <CenteredPage>
      <div className="card">
        <div className="card-body">
          <EmptyState heading="h1" title={p.title}>
            <p>{p.text}</p>
            {shopName && <p className="muted small">{t.branch(shopName)}</p>}
          </EmptyState>
        </div>
      </div>
    </CenteredPage>
  )
}
