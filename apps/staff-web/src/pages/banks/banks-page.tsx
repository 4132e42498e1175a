import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Loading,
  Modal,
  Money,
  PageHeader,
  Table,
  TextField,
  errorMessage,
} from '@gold/ui'
import { useState, type FormEvent } from 'react'
import { isAdmin, useSession } from '../../session.ts'
import { trpc, type RouterOutputs } from '../../trpc.ts'

type Bank = RouterOutputs['banks']['list']['banks'][number]
type Branch = Bank['branches'][number]

export function BanksPage() {
  const list = trpc.banks.list.useQuery()
  // Rates, addresses and mail overrides decide what banks receive: only an admin changes them (the API answers 403 to employees).
  const canEdit = isAdmin(useSession())
  const [editing, setEditing] = useState<Bank | 'new' | null>(null)
  const [addingTo, setAddingTo] = useState<Bank | null>(null)
  return (
    <>
      <PageHeader
        title="Banks"
        subtitle={
          canEdit
            ? 'Bank templates for certificates: their gold rates and branch contacts.'
            : 'Bank templates for certificates: their gold rates and branch contacts. Only an admin can change them.'
        }
        actions={canEdit ? <Button onClick={() => setEditing('new')}>Add bank</Button> : undefined}
      />
      {list.isPending ? (
        <Loading label="Loading banks…" />
      ) : list.error ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.banks.length === 0 ? (
        <Card>
          <EmptyState
            title="No banks yet"
            action={canEdit ? <Button onClick={() => setEditing('new')}>Add a bank</Button> : undefined}
          >
            {canEdit
              ? 'Add the banks you send valuation certificates to.'
              : 'An admin adds the banks you send valuation certificates to.'}
          </EmptyState>
        </Card>
      ) : (
        <div className="stack">
          {list.data.banks.map((bank) => (
            <Card
              key={bank.id}
              title={
                <span className="row">
                  {bank.name}
                  {bank.shared && <Badge>Shared catalog</Badge>}
                  {!bank.isActive && <Badge tone="warning">Inactive</Badge>}
                </span>
              }
              actions={
                canEdit ? (
                  <>
                    {!bank.shared && (
                      <Button variant="secondary" size="sm" onClick={() => setEditing(bank)}>
                        Edit<span className="visually-hidden"> {bank.name}</span>
                      </Button>
                    )}
                    <Button variant="secondary" size="sm" onClick={() => setAddingTo(bank)}>
                      Add branch<span className="visually-hidden"> to {bank.name}</span>
                    </Button>
                  </>
                ) : undefined
              }
            >
              <div className="stack-sm">
                <p className="small">
                  Gold rate (22K):{' '}
                  <strong>
                    {bank.goldRate22k !== null ? (
                      <>
                        <Money rupees={bank.goldRate22k} />
                        /g
                      </>
                    ) : (
                      'not set (live rate only)'
                    )}
                  </strong>
                  {bank.defaultEmail && <> · Default email: {bank.defaultEmail}</>}
                </p>
                <Table<Branch>
                  caption={`Branches of ${bank.name}`}
                  rows={bank.branches}
                  rowKey={(b) => b.id}
                  empty={<p className="muted small">No branches yet.</p>}
                  columns={[
                    {
                      key: 'name',
                      header: 'Branch',
                      primary: true,
                      cell: (b) => (
                        <span className="row">
                          {b.branchName}
                          {!b.isActive && <Badge tone="warning">Inactive</Badge>}
                        </span>
                      ),
                    },
                    { key: 'ifsc', header: 'IFSC', cell: (b) => b.ifsc ?? '—' },
                    { key: 'manager', header: 'Manager', cell: (b) => b.managerName ?? '—' },
                    { key: 'email', header: 'Manager email', cell: (b) => b.managerEmail ?? '—' },
                  ]}
                />
              </div>
            </Card>
          ))}
        </div>
      )}
      {editing && <BankModal bank={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {addingTo && <BranchModal bank={addingTo} onClose={() => setAddingTo(null)} />}
    </>
  )
}

function BankModal({ bank, onClose }: { bank: Bank | null; onClose: () => void }) {
  const utils = trpc.useUtils()
  const [name, setName] = useState(bank?.name ?? '')
  const [rate, setRate] = useState(
    bank?.goldRate22k !== null && bank?.goldRate22k !== undefined ? String(bank.goldRate22k) : '',
  )
  const [email, setEmail] = useState(bank?.defaultEmail ?? '')
  const done = async () => {
    await utils.banks.invalidate()
    onClose()
  }
  const create = trpc.banks.create.useMutation({ onSuccess: done })
  const update = trpc.banks.update.useMutation({ onSuccess: done })
  const error = create.error ?? update.error
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const body = { name, goldRate22k: rate.trim() === '' ? null : rate.trim(), defaultEmail: email }
    if (bank) update.mutate({ id: bank.id, body })
    else create.mutate(body)
  }
  return (
    <Modal open title={bank ? `Edit ${bank.name}` : 'Add a bank'} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate aria-label={bank ? 'Edit bank' : 'Add a bank'}>
        <TextField label="Bank name" required value={name} onChange={(e) => setName(e.target.value)} />
        <TextField
          label="Gold rate, 22K (₹ per gram)"
          inputMode="decimal"
          value={rate}
          onChange={(e) => setRate(e.target.value)}
          hint="Leave empty to value at the live rate only."
        />
        <TextField
          label="Default email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          hint="Certificates go here when no branch manager is chosen."
        />
        {error && <Alert tone="danger">{errorMessage(error)}</Alert>}
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={create.isPending || update.isPending}>
            {bank ? 'Save' : 'Add bank'}
          </Button>
        </div>
      </form>
    </Modal>
  )
}

function BranchModal({ bank, onClose }: { bank: Bank; onClose: () => void }) {
  const utils = trpc.useUtils()
  const [f, setF] = useState({ branchName: '', ifsc: '', managerName: '', managerEmail: '' })
  const add = trpc.banks.addBranch.useMutation({
    onSuccess: async () => {
      await utils.banks.invalidate()
      onClose()
    },
  })
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value })
  return (
    <Modal open title={`Add a branch of ${bank.name}`} onClose={onClose}>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault()
          add.mutate({ bankId: bank.id, body: f })
        }}
        noValidate
        aria-label="Add a branch"
      >
        <TextField label="Branch name" required value={f.branchName} onChange={set('branchName')} />
        <TextField label="IFSC" value={f.ifsc} onChange={set('ifsc')} autoCapitalize="characters" />
        <TextField label="Manager name" value={f.managerName} onChange={set('managerName')} />
        <TextField label="Manager email" type="email" value={f.managerEmail} onChange={set('managerEmail')} />
        {add.error && <Alert tone="danger">{errorMessage(add.error)}</Alert>}
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={add.isPending}>
            Add branch
          </Button>
        </div>
      </form>
    </Modal>
  )
}
