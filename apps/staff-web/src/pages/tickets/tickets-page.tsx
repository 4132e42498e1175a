import {
  Button,
  CATEGORY_LABELS,
  Card,
  EmptyState,
  Modal,
  NewTicketForm,
  PageHeader,
  PagedList,
  SCOPE_LABELS,
  Select,
  TICKET_CATEGORIES,
  TICKET_STATUSES,
  TextField,
  TicketTable,
  navigate,
  uniqueById,
  useDebounced,
} from '@gold/ui'
import { useState } from 'react'
import { isSuperAdmin, useSession } from '../../session.ts'
import { trpc } from '../../trpc.ts'

export function TicketsPage() {
  const session = useSession()
  const superAdmin = isSuperAdmin(session)
  const [status, setStatus] = useState('')
  const [category, setCategory] = useState('')
  const [scope, setScope] = useState('')
  const [tenantId, setTenantId] = useState('')
  const [search, setSearch] = useState('')
  const term = useDebounced(search.trim(), 300)
  const [creating, setCreating] = useState(false)
  const filters = {
    ...(term && { search: term }),
    ...(status && { status }),
    ...(category && { category }),
    ...(scope && { scope }),
    ...(tenantId && { tenantId }),
  }
  const list = trpc.tickets.list.useInfiniteQuery(filters, {
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: (prev) => prev,
    refetchInterval: 30_000,
  })
  // The shop filter's choices: the shops of the most recently active tickets.
  const all = trpc.tickets.list.useQuery({ limit: 100 }, { enabled: superAdmin, staleTime: 60_000 })
  const tickets = uniqueById(list.data?.pages.flatMap((page) => page.items) ?? [])
  const utils = trpc.useUtils()
  const create = trpc.tickets.create.useMutation({
    onSuccess: async (res) => {
      await utils.tickets.invalidate()
      setCreating(false)
      navigate(`/tickets/${res.ticket.id}`)
    },
  })
  const scopes = list.data?.pages[0]?.creatableScopes ?? []
  const shops = superAdmin ? [...new Map((all.data?.items ?? []).map((t) => [t.tenantId, t.tenantName])).entries()] : []
  const filtered = Object.keys(filters).length > 0

  return (
    <>
      <PageHeader
        title={superAdmin ? 'Platform tickets' : 'Tickets'}
        subtitle={
          superAdmin
            ? 'Questions shops have raised with the platform.'
            : 'Conversations with borrowers, your team and platform support.'
        }
        actions={scopes.length > 0 && <Button onClick={() => setCreating(true)}>New ticket</Button>}
      />
      <Card>
        <div className="filters">
          <TextField
            label="Search tickets"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Subject or name"
            maxLength={100}
          />
          <Select
            label="Status"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            placeholder="All statuses"
            options={TICKET_STATUSES.map((s) => ({ value: s, label: s }))}
          />
          <Select
            label="Category"
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            placeholder="All categories"
            options={TICKET_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] ?? c }))}
          />
          {superAdmin ? (
            <Select
              label="Shop"
              value={tenantId}
              onChange={(e) => setTenantId(e.target.value)}
              placeholder="All shops"
              options={shops.map(([id, name]) => ({ value: id, label: name }))}
            />
          ) : (
            <Select
              label="Type"
              value={scope}
              onChange={(e) => setScope(e.target.value)}
              placeholder="All types"
              options={Object.entries(SCOPE_LABELS).map(([value, label]) => ({ value, label }))}
            />
          )}
        </div>
        <PagedList query={list} shown={tickets.length} noun={['ticket', 'tickets']} loadingLabel="Loading tickets…">
          <TicketTable
            tickets={tickets}
            basePath="/tickets"
            showTenant={superAdmin}
            empty={
              filtered ? (
                <EmptyState title="No tickets match these filters" />
              ) : (
                <EmptyState title="No tickets yet">
                  {superAdmin
                    ? 'Shops have not raised anything with the platform.'
                    : 'When borrowers or colleagues raise a ticket, it appears here.'}
                </EmptyState>
              )
            }
          />
        </PagedList>
      </Card>
      <Modal
        open={creating}
        title="New ticket"
        onClose={() => {
          setCreating(false)
          create.reset()
        }}
      >
        <NewTicketForm
          scopes={scopes}
          busy={create.isPending}
          onSubmit={(input) => create.mutateAsync(input)}
          onCancel={() => {
            setCreating(false)
            create.reset()
          }}
        />
      </Modal>
    </>
  )
}
