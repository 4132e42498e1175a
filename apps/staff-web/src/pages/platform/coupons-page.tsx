import { formatPaise } from '@gold/core'
import { Alert, Badge, Button, Card, DateText, EmptyState, PageHeader, PagedList, Table, errorMessage } from '@gold/ui'
import { trpc } from '../../trpc.ts'
import { useCreateInModal } from './create-in-modal.tsx'
import { NewCouponForm } from './new-coupon-form.tsx'
import type { CouponRow } from './platform-outputs.ts'

const discount = (c: CouponRow) =>
  c.kind === 'PERCENT' ? `${c.percentOff ?? 0}% off` : `${formatPaise(c.amountOff ?? 0)} off`

function Validity({ c }: { c: CouponRow }) {
  if (!c.validFrom && !c.validUntil) return <span className="muted">Always</span>
  return (
    <span className="nowrap">
      {c.validFrom ? <DateText value={c.validFrom} /> : 'Now'} –{' '}
      {c.validUntil ? <DateText value={c.validUntil} /> : 'no end'}
    </span>
  )
}

/** Coupons, newest first: create one, switch one on or off (an inactive code reads as not valid at checkout). */
export function CouponsPage() {
  const create = useCreateInModal('New coupon', (code) => `Coupon ${code} created.`)
  const list = trpc.platform.coupons.useInfiniteQuery({}, { getNextPageParam: (page) => page.nextCursor })
  const utils = trpc.useUtils()
  const setActive = trpc.platform.setCouponActive.useMutation({
    onSettled: () => Promise.all([utils.platform.coupons.invalidate(), utils.platform.audit.invalidate()]),
  })
  const rows = list.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <>
      <PageHeader
        title="Coupons"
        subtitle="Discount codes shops can use at checkout."
        actions={<Button onClick={create.open}>New coupon</Button>}
      />
      <div className="stack">
        {create.notice}
        {setActive.error && <Alert tone="danger">{errorMessage(setActive.error)}</Alert>}
        <Card>
          <PagedList query={list} shown={rows.length} noun={['coupon', 'coupons']} loadingLabel="Loading coupons…">
            <Table<CouponRow>
              caption="Coupons"
              rows={rows}
              rowKey={(c) => c.id}
              empty={<EmptyState title="No coupons yet">Create one to offer shops a discount.</EmptyState>}
              columns={[
                {
                  key: 'code',
                  header: 'Code',
                  primary: true,
                  cell: (c) => <strong className="mono">{c.code}</strong>,
                },
                { key: 'discount', header: 'Discount', cell: discount },
                { key: 'valid', header: 'Valid', cell: (c) => <Validity c={c} /> },
                {
                  key: 'limits',
                  header: 'Limits',
                  cell: (c) =>
                    [
                      c.planIds.length > 0 && `${c.planIds.length} plan${c.planIds.length === 1 ? '' : 's'}`,
                      c.billingCycles.length > 0 && c.billingCycles.join(', '),
                      c.firstPurchaseOnly && 'first purchase',
                      c.minSubtotal !== null && `min ${formatPaise(c.minSubtotal)}`,
                      c.perTenantLimit !== null && `${c.perTenantLimit} per shop`,
                    ]
                      .filter(Boolean)
                      .join(' · ') || <span className="muted">None</span>,
                },
                {
                  key: 'used',
                  header: 'Used',
                  align: 'end',
                  cell: (c) => (c.maxRedemptions === null ? c.redemptions : `${c.redemptions} of ${c.maxRedemptions}`),
                },
                {
                  key: 'state',
                  header: 'State',
                  cell: (c) => <Badge tone={c.isActive ? 'success' : 'neutral'}>{c.isActive ? 'Active' : 'Off'}</Badge>,
                },
                {
                  key: 'action',
                  header: 'Action',
                  cell: (c) => (
                    <Button
                      size="sm"
                      variant="secondary"
                      busy={setActive.isPending && setActive.variables?.id === c.id}
                      onClick={() => {
                        create.clearNotice()
                        setActive.mutate({ id: c.id, active: !c.isActive })
                      }}
                      aria-label={`${c.isActive ? 'Switch off' : 'Switch on'} ${c.code}`}
                    >
                      {c.isActive ? 'Switch off' : 'Switch on'}
                    </Button>
                  ),
                },
              ]}
            />
          </PagedList>
        </Card>
      </div>
      {create.modal(NewCouponForm)}
    </>
  )
}
