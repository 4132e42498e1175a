import {
  Button,
  Card,
  EmptyState,
  NewTicketForm,
  PageHeader,
  PagedList,
  TicketTable,
  navigate,
  uniqueById,
} from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../trpc.ts'

export function SupportPage() {
  const list = trpc.tickets.list.useInfiniteQuery(
    {},
    { getNextPageParam: (page) => page.nextCursor, refetchInterval: 30_000 },
  )
  const tickets = uniqueById(list.data?.pages.flatMap((page) => page.items) ?? [])
  const utils = trpc.useUtils()
  const [creating, setCreating] = useState(false)
  const create = trpc.tickets.create.useMutation({
    onSuccess: async (res) => {
      await utils.tickets.list.invalidate()
      navigate(`/support/${res.ticket.id}`)
    },
  })
  const scopes = list.data?.pages[0]?.creatableScopes ?? []
  return (
    <>
      <PageHeader
        title="Support"
        subtitle="Questions or complaints for the shop."
        actions={!creating && scopes.length > 0 && <Button onClick={() => setCreating(true)}>Raise a ticket</Button>}
      />
      <div className="stack">
        {creating && (
          <Card title="Raise a ticket">
            <NewTicketForm
              scopes={scopes}
              busy={create.isPending}
              onSubmit={(input) => create.mutateAsync(input)}
              onCancel={() => {
                setCreating(false)
                create.reset()
              }}
            />
          </Card>
        )}
        <Card title="Your tickets">
          <PagedList query={list} shown={tickets.length} noun={['ticket', 'tickets']}>
            <TicketTable
              tickets={tickets}
              basePath="/support"
              showRequester={false}
              empty={
                <EmptyState
                  title="No tickets yet"
                  action={
                    !creating && (
                      <Button variant="secondary" onClick={() => setCreating(true)}>
                        Raise a ticket
                      </Button>
                    )
                  }
                >
                  If something is not right, raise a ticket and the shop will reply here.
                </EmptyState>
              }
            />
          </PagedList>
        </Card>
      </div>
    </>
  )
}
