import { staffAccountsFull } from '@gold/core/auth/staff-accounts'
import { Alert, Badge, Button, Card, DateText, Link, Modal, PageHeader, PagedList, Table, errorMessage } from '@gold/ui'
import { useState } from 'react'
import { trpc, type RouterOutputs } from '../../trpc.ts'
import { AddStaffModal, type StaffMember } from './add-staff-modal.tsx'
import { ROLE_LABELS } from './staff-form.ts'
import { StaffRolesModal } from './staff-roles-modal.tsx'

type Usage = RouterOutputs['users']['list']['usage']

/** "3 of 10 staff accounts used" (disabled accounts do not count). */
export function usageText({ used, limit }: Usage) {
  const accounts = (n: number) => `${n} staff account${n === 1 ? '' : 's'}`
  return limit === null ? `${accounts(used)} active; your plan sets no limit` : `${used} of ${accounts(limit)} used`
}

/** `/settings/staff` (tenant admin): the shop's staff accounts. */
export function StaffPage() {
  const list = trpc.users.list.useInfiniteQuery({}, { getNextPageParam: (page) => page.nextCursor })
  const utils = trpc.useUtils()
  const [adding, setAdding] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const [changing, setChanging] = useState<StaffMember | null>(null)
  const [assigning, setAssigning] = useState<StaffMember | null>(null)
  const usage = list.data?.pages.at(-1)?.usage
  const full = usage ? staffAccountsFull(usage) : false
  const rows = list.data?.pages.flatMap((p) => p.items) ?? []
  const refresh = () => utils.users.list.invalidate()

  return (
    <>
      <PageHeader
        title="Staff accounts"
        subtitle={usage ? usageText(usage) : 'Who can sign in to your shop.'}
        actions={
          <Button
            disabled={!usage || full}
            onClick={() => {
              setNotice(null)
              setAdding(true)
            }}
          >
            Add staff member
          </Button>
        }
      />
      <div className="stack">
        {full && usage && (
          <Alert tone="warning" title="Your plan is full">
            All {usage.limit} staff accounts of your plan are in use. Disable an account you no longer need, or{' '}
            <Link to="/billing">upgrade your plan</Link> to add more.
          </Alert>
        )}
        {notice && <Alert tone="success">{notice}</Alert>}
        <Card title="Staff">
          <PagedList
            query={list}
            shown={rows.length}
            noun={['staff account', 'staff accounts']}
            loadingLabel="Loading staff…"
          >
            <StaffTable rows={rows} onChange={setChanging} onRoles={setAssigning} onNotice={setNotice} />
          </PagedList>
        </Card>
      </div>
      {adding && (
        <AddStaffModal
          onClose={() => setAdding(false)}
          onAdded={(user) => {
            setAdding(false)
            setNotice(`${user.name} can now sign in as ${user.email} with the password you set.`)
            void refresh()
          }}
        />
      )}
      {assigning && (
        <StaffRolesModal
          user={assigning}
          onClose={() => setAssigning(null)}
          onDone={(text) => {
            setAssigning(null)
            setNotice(text)
          }}
        />
      )}
      {changing && (
        <ActiveModal
          user={changing}
          onClose={() => setChanging(null)}
          onDone={(user) => {
            setChanging(null)
            setNotice(
              user.active
                ? `${user.name} can sign in again.`
                : `${user.name} is disabled and was signed out everywhere.`,
            )
            void refresh()
          }}
        />
      )}
    </>
  )
}

function StaffTable({
  rows,
  onChange,
  onRoles,
  onNotice,
}: {
  rows: StaffMember[]
  onChange: (user: StaffMember) => void
  onRoles: (user: StaffMember) => void
  onNotice: (text: string) => void
}) {
  const reset = trpc.users.sendPasswordReset.useMutation({
    onSuccess: (sent) => onNotice(`A reset link was sent to ${sent.email}. It works once, for 60 minutes.`),
  })
  return (
    <>
      {reset.error && <Alert tone="danger">{errorMessage(reset.error)}</Alert>}
      <Table<StaffMember>
        caption="Staff accounts"
        rows={rows}
        rowKey={(u) => u.id}
        columns={[
          {
            key: 'name',
            header: 'Name',
            primary: true,
            cell: (u) => (
              <span className="stack-tight">
                <span>
                  {u.name} {u.you && <Badge tone="info">You</Badge>}
                </span>
                <span className="small muted">{u.email}</span>
              </span>
            ),
          },
          { key: 'role', header: 'Role', cell: (u) => ROLE_LABELS[u.role] },
          {
            key: 'status',
            header: 'Status',
            cell: (u) => (u.active ? <Badge tone="success">Active</Badge> : <Badge>Disabled</Badge>),
          },
          { key: 'added', header: 'Added', cell: (u) => <DateText value={u.createdAt} /> },
          {
            key: 'actions',
            header: 'Actions',
            cell: (u) =>
              u.you ? (
                <Link to="/account" className="small">
                  Change your password
                </Link>
              ) : (
                <span className="row">
                  {u.role === 'TENANT_EMPLOYEE' && (
                    <Button variant="secondary" size="sm" onClick={() => onRoles(u)}>
                      Roles<span className="visually-hidden"> of {u.name}</span>
                    </Button>
                  )}
                  {u.active && (
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={reset.isPending}
                      onClick={() => reset.mutate({ id: u.id })}
                    >
                      Send reset link<span className="visually-hidden"> to {u.name}</span>
                    </Button>
                  )}
                  <Button variant={u.active ? 'ghost' : 'secondary'} size="sm" onClick={() => onChange(u)}>
                    {u.active ? 'Disable' : 'Enable'}
                    <span className="visually-hidden"> {u.name}</span>
                  </Button>
                </span>
              ),
          },
        ]}
      />
    </>
  )
}

/** Disable or enable one account, after saying what it does. */
function ActiveModal({
  user,
  onClose,
  onDone,
}: {
  user: StaffMember
  onClose: () => void
  onDone: (user: StaffMember) => void
}) {
  const setActive = trpc.users.setActive.useMutation({ onSuccess: onDone })
  const enable = !user.active
  return (
    <Modal
      open
      title={enable ? `Enable ${user.name}?` : `Disable ${user.name}?`}
      onClose={() => !setActive.isPending && onClose()}
      footer={
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose} disabled={setActive.isPending}>
            Cancel
          </Button>
          <Button
            variant={enable ? 'primary' : 'danger'}
            busy={setActive.isPending}
            onClick={() => setActive.mutate({ id: user.id, active: enable })}
          >
            {enable ? 'Enable account' : 'Disable account'}
          </Button>
        </div>
      }
    >
      <div className="stack">
        <p>
          {enable
            ? `${user.name} (${user.email}) will be able to sign in again with their password. The account counts against your plan's staff accounts.`
            : `${user.name} (${user.email}) will be signed out at once and cannot sign in until you enable the account again. Their records stay as they are.`}
        </p>
        {setActive.error && <Alert tone="danger">{errorMessage(setActive.error)}</Alert>}
      </div>
    </Modal>
  )
}
