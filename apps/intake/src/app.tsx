import {
  Alert,
  CenteredPage,
  EmptyState,
  ErrorState,
  Loading,
  useAppTitle,
  useCustomerForm,
  useLocation,
  usePageTitle,
} from '@gold/ui'
import { useState } from 'react'
import { DetailsStep } from './details-step.tsx'
import { trpc } from './trpc.ts'
import { VerifyStep } from './verify-step.tsx'

type LinkProblem = 'expired' | 'revoked' | 'invalid'

const PROBLEMS: Record<LinkProblem, { title: string; text: string }> = {
  expired: {
    title: 'This link has expired',
    text: 'Registration links are valid for a limited time. Ask your branch to send you a new link.',
  },
  revoked: {
    title: 'This link is no longer active',
    text: 'The branch has withdrawn this link. Ask your branch for the current one.',
  },
  invalid: {
    title: 'This link is not valid',
    text: 'The link may be incomplete or mistyped. Open it again from the message your branch sent, or ask for a new one.',
  },
}

export function App() {
  const { path, query } = useLocation()
  const slug = path.split('/').filter(Boolean)[0] ?? ''
  const token = query.get('token') ?? ''
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
  useAppTitle(form.data?.tenant?.name ?? 'Borrower registration')

  if (!slug || !token) return <LinkProblemPage problem="invalid" />
  if (form.isPending)
    return (
      <CenteredPage>
        <Loading label="Checking your link…" />
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
        {step !== 'done' && <Steps current={step} />}
      </header>
      <StepTitle title={STEP_TITLES[step]} />
      {step === 'verify' && (
        <div className="card">
          <div className="card-body stack">
            <div>
              <h1 className="page-title">Verify your email</h1>
              <p className="page-subtitle">
                {shop.name} asked you to share your details. First, confirm your email address with a one-time code.
              </p>
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
            <EmptyState heading="h1" success title="Thank you, your details have been sent">
              <p>
                {submittedName ? `${submittedName}, ` : ''}
                {shop.name} has received your details. The branch will contact you if anything else is needed. You can
                close this page.
              </p>
            </EmptyState>
          </div>
        </div>
      )}
    </CenteredPage>
  )
}

const STEP_TITLES = { verify: 'Verify your email', details: 'Your details', done: 'Details sent' } as const

/** The step's browser title: each step is a page of its own to the borrower. */
function StepTitle({ title }: { title: string }) {
  usePageTitle(title)
  return null
}

function Steps({ current }: { current: 'verify' | 'details' }) {
  const steps = [
    { id: 'verify', label: 'Verify email' },
    { id: 'details', label: 'Your details' },
  ] as const
  const index = steps.findIndex((s) => s.id === current)
  return (
    <ol className="steps" aria-label="Progress">
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
          {i < index && <span className="visually-hidden"> (done)</span>}
        </li>
      ))}
    </ol>
  )
}

function LinkProblemPage({ problem, shopName }: { problem: LinkProblem; shopName?: string }) {
  const p = PROBLEMS[problem]
  usePageTitle(p.title)
  return (
    <CenteredPage>
      <div className="card">
        <div className="card-body">
          <EmptyState heading="h1" title={p.title}>
            <p>{p.text}</p>
            {shopName && <p className="muted small">Branch: {shopName}</p>}
          </EmptyState>
        </div>
      </div>
    </CenteredPage>
  )
}
