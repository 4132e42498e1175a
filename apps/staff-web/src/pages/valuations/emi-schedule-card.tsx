import { Alert, Button, Card, DateText, EmptyState, Modal, Money, Select, StatusBadge, Table, TextField, errorMessage } from '@gold/ui'
import { useState, type FormEvent } from 'react'
import { trpc } from '../../trpc.ts'
import type { ValuationDetail, ValuationEmi } from './valuation-types.ts'

const EMI_STATUSES = ['Upcoming', 'Due Soon', 'Overdue', 'Paid'] as const

export function EmiScheduleCard({ v }: { v: ValuationDetail }) {
  const [paying, setPaying] = useState<ValuationEmi | null>(null)
  const [adding, setAdding] = useState(false)
  const unpaid = v.emiRecords.filter((e) => e.status !== 'Paid')
  const outstanding = unpaid.reduce((s, e) => s + Math.round(e.amount * 100), 0) / 100
  return (
    <Card title="EMI schedule" actions={<Button variant="secondary" size="sm" onClick={() => setAdding(true)}>Add EMI</Button>}>
      <div className="stack-sm">
        {v.emiRecords.length > 0 && (
          <p className="small">{v.emiRecords.length - unpaid.length} of {v.emiRecords.length} paid · outstanding <strong><Money rupees={outstanding} /></strong></p>
        )}
        <Table<ValuationEmi>
          caption="EMI schedule"
          rows={v.emiRecords}
          rowKey={(e) => e.id}
          empty={<EmptyState title="No EMIs">{v.type === 'loan' ? 'This loan has no repayment schedule.' : 'Only loan valuations have a schedule, but you can add an EMI by hand.'}</EmptyState>}
          columns={[
            { key: 'due', header: 'Due date', primary: true, cell: (e) => <DateText value={e.dueDate} /> },
            { key: 'amount', header: 'Amount', align: 'end', cell: (e) => <Money rupees={e.amount} /> },
            { key: 'status', header: 'Status', cell: (e) => <StatusBadge status={e.status} /> },
            { key: 'paid', header: 'Paid on', cell: (e) => (e.paidAt ? <DateText value={e.paidAt} /> : '—') },
            {
              key: 'action', header: 'Action',
              cell: (e) => e.status === 'Paid' ? <span className="muted small">Receipt issued</span> : (
                <Button size="sm" variant="secondary" onClick={() => setPaying(e)}>Record payment<span className="visually-hidden"> for <DateText value={e.dueDate} /></span></Button>
              ),
            },
          ]}
        />
      </div>
      {paying && <PaymentModal v={v} emi={paying} onClose={() => setPaying(null)} />}
      <AddEmiModal open={adding} v={v} onClose={() => setAdding(false)} />
    </Card>
  )
}

function PaymentModal({ v, emi, onClose }: { v: ValuationDetail; emi: ValuationEmi; onClose: () => void }) {
  const utils = trpc.useUtils()
  const [status, setStatus] = useState<string>('Paid')
  const [received, setReceived] = useState(String(emi.amount))
  const [mode, setMode] = useState('Cash')
  const [reference, setReference] = useState('')
  const patchEmi = trpc.valuations.patchEmi.useMutation({
    onSuccess: async () => {
      await Promise.all([utils.valuations.get.invalidate({ id: v.id }), utils.customers.invalidate()])
      onClose()
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const paid = status === 'Paid'
    patchEmi.mutate({
      id: v.id,
      body: {
        emiId: emi.id, status,
        ...(paid && { paymentMode: mode, ...(received.trim() && { receivedAmount: Number(received) }), ...(mode === 'Online' && reference.trim() && { paymentReference: reference.trim() }) }),
      },
    })
  }
  return (
    <Modal open title="Record an EMI payment" onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate aria-label="Record an EMI payment">
        <p>Installment due <strong><DateText value={emi.dueDate} /></strong> for <strong><Money rupees={emi.amount} /></strong>.</p>
        <Select label="New status" value={status} onChange={(e) => setStatus(e.target.value)} options={EMI_STATUSES.map((s) => ({ value: s, label: s }))} />
        {status === 'Paid' && (
          <>
            <TextField label="Amount received (₹)" inputMode="decimal" value={received} onChange={(e) => setReceived(e.target.value)} hint="A partial or extra amount is spread over the unpaid installments." />
            <Select label="Payment mode" value={mode} onChange={(e) => setMode(e.target.value)} options={[{ value: 'Cash', label: 'Cash' }, { value: 'Online', label: 'Online' }]} />
            {mode === 'Online' && <TextField label="Payment reference" value={reference} onChange={(e) => setReference(e.target.value)} hint="UPI or bank transaction id." />}
          </>
        )}
        {patchEmi.error && <Alert tone="danger">{errorMessage(patchEmi.error)}</Alert>}
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose}>Cancel</Button>
          <Button type="submit" busy={patchEmi.isPending}>{status === 'Paid' ? 'Record payment' : 'Update status'}</Button>
        </div>
      </form>
    </Modal>
  )
}

function AddEmiModal({ open, v, onClose }: { open: boolean; v: ValuationDetail; onClose: () => void }) {
  const utils = trpc.useUtils()
  const [amount, setAmount] = useState('')
  const [dueDate, setDueDate] = useState('')
  const addEmi = trpc.valuations.addEmi.useMutation({
    onSuccess: async () => {
      await utils.valuations.get.invalidate({ id: v.id })
      setAmount('')
      setDueDate('')
      onClose()
    },
  })
  const close = () => { addEmi.reset(); onClose() }
  return (
    <Modal open={open} title="Add an EMI" onClose={close}>
      <form className="form" onSubmit={(e) => { e.preventDefault(); addEmi.mutate({ id: v.id, body: { amount: Number(amount), dueDate } }) }} noValidate aria-label="Add an EMI">
        <TextField label="Amount (₹)" inputMode="decimal" required value={amount} onChange={(e) => setAmount(e.target.value)} />
        <TextField label="Due date" type="date" required value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
        {addEmi.error && <Alert tone="danger">{errorMessage(addEmi.error)}</Alert>}
        <div className="form-actions">
          <Button variant="secondary" onClick={close}>Cancel</Button>
          <Button type="submit" busy={addEmi.isPending}>Add EMI</Button>
        </div>
      </form>
    </Modal>
  )
}
