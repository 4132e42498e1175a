import { SEEDED_CHART } from '@gold/core/books/chart-of-accounts'
import { Alert, Badge, Button, Card, Link, Money } from '@gold/ui'
import { trpc } from '../trpc.ts'

const accountName = (code: string) => SEEDED_CHART.find((a) => a.code === code)?.name ?? code

type Run = {
  asOf: string
  ok: boolean
  ranAt: string
  checks: { account: string; difference: number }[]
  loansOutOfBalance: { loanId: string; loanNumber: string | null; account: string; difference: number }[]
}

/**
 * The dashboard's "Books tie to loans" card (tenant admins): the last control check (the daily job
 * or "Check now"), each control account's difference in rupees with the loans that cause it.
 */
export function BooksControlCard() {
  const utils = trpc.useUtils()
  const last = trpc.books.lastControlCheck.useQuery()
  const run = trpc.books.runControlCheck.useMutation({
    onSuccess: (data) => utils.books.lastControlCheck.setData(undefined, data),
  })
  if (last.isLoading) return null
  const result = (run.data ?? last.data ?? null) as Run | null
  return (
    <Card
      title="Books tie to loans"
      actions={
        <Button size="sm" variant="secondary" busy={run.isPending} onClick={() => run.mutate({})}>
          {run.isPending ? 'Checking…' : 'Check now'}
        </Button>
      }
    >
      {run.error && <Alert tone="danger">The check could not run: {run.error.message}</Alert>}
      {result === null ? <p className="muted">Not checked yet.</p> : <RunResult run={result} />}
    </Card>
  )
}

function RunResult({ run }: { run: Run }) {
  const off = run.checks.filter((c) => c.difference !== 0)
  return (
    <div className="stack">
      <p>
        {run.ok ? <Badge tone="success">Books tie to loans</Badge> : <Badge tone="danger">Out of balance</Badge>}{' '}
        <span className="muted">as of {run.asOf}</span>
      </p>
      {off.map((c) => (
        <div key={c.account}>
          <p>
            {accountName(c.account)} ({c.account}): difference <Money paise={c.difference} />
          </p>
          <ul>
            {run.loansOutOfBalance
              .filter((l) => l.account === c.account)
              .map((l) => (
                <li key={l.loanId}>
                  <Link to={`/loans/${l.loanId}`}>Loan {l.loanNumber ?? l.loanId}</Link> <Money paise={l.difference} />
                </li>
              ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
