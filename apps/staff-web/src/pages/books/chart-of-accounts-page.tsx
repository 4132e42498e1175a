import { Card, ErrorState, Loading, Money, PageHeader, Table, type Column } from '@gold/ui'
import { trpc, type RouterOutputs } from '../../trpc.ts'
import { DeleteAccount, RenameAccount } from './account-actions.tsx'
import { ACCOUNT_GROUPS, AddAccountCard } from './add-account-card.tsx'
import { BooksNav } from './books-page.tsx'
import './books.css'

type AccountRow = RouterOutputs['books']['accounts']['accounts'][number]

// Balances come debit positive; each group reads on its own side, as the statements do.
const CREDIT_GROUPS: readonly string[] = ['Liability', 'Equity', 'Income']
const onItsSide = (a: AccountRow) => (CREDIT_GROUPS.includes(a.group) ? -a.balancePaise : a.balancePaise)
const kindOf = (a: AccountRow) => [a.money, a.system ? 'System' : null].filter(Boolean).join(', ')

const COLUMNS: Column<AccountRow>[] = [
  { key: 'account', header: 'Account', primary: true, cell: (a) => `${a.code} ${a.name}` },
  { key: 'kind', header: 'Kind', cell: (a) => kindOf(a) || '—' },
  { key: 'balance', header: 'Balance', align: 'end', cell: (a) => <Money paise={onItsSide(a)} /> },
  {
    key: 'actions',
    header: 'Actions',
    cell: (a) => (
      <span className="row">
        <RenameAccount account={a} />
        <DeleteAccount account={a} />
      </span>
    ),
  },
]

/** `/books/accounts` (tenant admin): the chart by group with balances; add, rename, and delete what is unused. */
export function ChartOfAccountsPage() {
  const accounts = trpc.books.accounts.useQuery()
  return (
    <>
      <PageHeader title="Chart of accounts" subtitle="The shop's accounts by group, with their balances today." />
      <BooksNav />
      <div className="stack">
        <AddAccountCard />
        {accounts.isPending ? (
          <Loading label="Loading the accounts…" />
        ) : accounts.error ? (
          <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />
        ) : (
          ACCOUNT_GROUPS.map((group) => (
            <Card key={group} title={group}>
              <Table
                caption={`${group} accounts`}
                columns={COLUMNS}
                rows={accounts.data.accounts.filter((a) => a.group === group)}
                rowKey={(a) => a.code}
                empty={<p className="muted">No accounts in this group.</p>}
              />
            </Card>
          ))
        )}
      </div>
    </>
  )
}
