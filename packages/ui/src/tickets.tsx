import { useState, type FormEvent, type ReactNode } from 'react'
import { Button } from './button.tsx'
import { Alert, Badge, StatusBadge } from './feedback.tsx'
import { Checkbox, Select, TextArea, TextField } from './fields.tsx'
import { FileField } from './file-field.tsx'
import { Link } from './router.tsx'
import { Table } from './table.tsx'
import type { RouterOutputs } from './trpc.ts'
import type { UploadedFile } from './upload.ts'
import { DateText } from './values.tsx'

export const TICKET_STATUSES = ['Open', 'In Progress', 'Resolved', 'Closed'] as const
export const TICKET_PRIORITIES = ['Low', 'Normal', 'High', 'Urgent'] as const
export const TICKET_CATEGORIES = ['SUPPORT', 'COMPLAINT', 'SUGGESTION'] as const
export const TICKET_SCOPES = ['CUSTOMER_TO_TENANT', 'STAFF_TO_TENANT', 'TENANT_TO_PLATFORM'] as const

export const CATEGORY_LABELS: Record<string, string> = {
  SUPPORT: 'Support',
  COMPLAINT: 'Complaint',
  SUGGESTION: 'Suggestion',
}
export const SCOPE_LABELS: Record<string, string> = {
  CUSTOMER_TO_TENANT: 'From borrowers',
  STAFF_TO_TENANT: 'Staff to admins',
  TENANT_TO_PLATFORM: 'Shop to platform',
}
/** What the person opening a ticket of a scope is asking for. */
export const NEW_SCOPE_LABELS: Record<string, string> = {
  CUSTOMER_TO_TENANT: 'Ask the shop',
  STAFF_TO_TENANT: 'Ask your shop admins',
  TENANT_TO_PLATFORM: 'Ask platform support',
}

/** A row of `tickets.list`, as the API's router types it. */
export type TicketSummary = RouterOutputs['tickets']['list']['items'][number]

export function TicketTable({
  tickets,
  basePath,
  showTenant = false,
  showRequester = true,
  empty,
}: {
  tickets: readonly TicketSummary[]
  basePath: string
  showTenant?: boolean
  showRequester?: boolean
  empty: ReactNode
}) {
  return (
    <Table<TicketSummary>
      caption="Tickets"
      rows={tickets}
      rowKey={(t) => t.id}
      empty={empty}
      columns={[
        {
          key: 'subject',
          header: 'Subject',
          primary: true,
          cell: (t) => (
            <span className="ticket-subject">
              {t.unread && <span className="unread-dot" aria-hidden="true" />}
              <Link to={`${basePath}/${t.id}`}>{t.subject}</Link>
              {t.unread && <span className="visually-hidden"> (unread)</span>}
              <span className="muted small nowrap">{t.reference}</span>
            </span>
          ),
        },
        { key: 'status', header: 'Status', cell: (t) => <StatusBadge status={t.status} /> },
        ...(showRequester
          ? [{ key: 'priority', header: 'Priority', cell: (t: TicketSummary) => <StatusBadge status={t.priority} /> }]
          : []),
        { key: 'category', header: 'Category', cell: (t) => CATEGORY_LABELS[t.category] ?? t.category },
        ...(showTenant ? [{ key: 'tenant', header: 'Shop', cell: (t: TicketSummary) => t.tenantName }] : []),
        ...(showRequester ? [{ key: 'requester', header: 'From', cell: (t: TicketSummary) => t.requesterName }] : []),
        ...(showRequester
          ? [
              {
                key: 'assignee',
                header: 'Assignee',
                cell: (t: TicketSummary) => t.assigneeName ?? <span className="muted">Unassigned</span>,
              },
            ]
          : []),
        { key: 'last', header: 'Last activity', cell: (t) => <DateText value={t.lastMessageAt} withTime /> },
      ]}
    />
  )
}

/** A message of `tickets.messages`. */
export type TicketMessageView = RouterOutputs['tickets']['messages']['messages'][number]

const fileUrl = (pathname: string) => `/api/files/private?pathname=${encodeURIComponent(pathname)}`

export function TicketThread({ messages }: { messages: readonly TicketMessageView[] }) {
  return (
    <ol className="thread" aria-label="Conversation">
      {messages.map((m) => {
        if (m.authorType === 'system') {
          return (
            <li key={m.id} className="message message-system">
              {m.body} · <DateText value={m.createdAt} withTime />
            </li>
          )
        }
        const cls = ['message', m.internal ? 'message-internal' : '', m.mine ? 'message-mine' : '']
          .filter(Boolean)
          .join(' ')
        return (
          <li key={m.id} className={cls}>
            <div className="message-meta">
              <span className="message-author">{m.mine ? 'You' : m.authorName}</span>
              {m.internal && <Badge tone="warning">Internal note · not visible to the requester</Badge>}
              <DateText value={m.createdAt} withTime />
            </div>
            {m.body && <p className="message-body">{m.body}</p>}
            {m.attachments.length > 0 && (
              <ul className="attachments">
                {m.attachments.map((a) => (
                  <li key={a.pathname}>
                    <a href={fileUrl(a.pathname)} target="_blank" rel="noreferrer">
                      {a.name}
                    </a>{' '}
                    <span className="muted small">({Math.max(1, Math.round(a.size / 1024))} KB)</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        )
      })}
    </ol>
  )
}

export type ReplyInput = { message: string; internal: boolean; attachments: UploadedFile[] }

/** Reply box; agents may mark a reply as an internal note. */
export function ReplyForm({
  onSend,
  canInternal,
  busy,
  error,
}: {
  onSend: (input: ReplyInput) => Promise<unknown>
  canInternal: boolean
  busy: boolean
  error: string | null
}) {
  const [message, setMessage] = useState('')
  const [internal, setInternal] = useState(false)
  const [file, setFile] = useState<UploadedFile | null>(null)
  const [missing, setMissing] = useState<string | null>(null)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!message.trim() && !file) {
      setMissing('Write a message or attach a file.')
      return
    }
    setMissing(null)
    try {
      await onSend({ message: message.trim(), internal, attachments: file ? [file] : [] })
      setMessage('')
      setFile(null)
      setInternal(false)
    } catch {
      // the caller shows the server's message through `error`
    }
  }
  return (
    <form
      className={['form', 'reply-form', internal ? 'reply-internal' : ''].join(' ')}
      onSubmit={submit}
      noValidate
      aria-label="Reply"
    >
      {error && <Alert tone="danger">{error}</Alert>}
      <TextArea
        label={internal ? 'Internal note' : 'Your reply'}
        name="message"
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        maxLength={5000}
        rows={4}
        error={missing}
      />
      <FileField label="Attachment (optional)" purpose="ticket" value={file} onChange={setFile} />
      <div className="row-between">
        {canInternal ? (
          <Checkbox
            label="Internal note (only your team sees it)"
            checked={internal}
            onChange={(e) => setInternal(e.target.checked)}
          />
        ) : (
          <span />
        )}
        <Button type="submit" busy={busy}>
          {internal ? 'Add note' : 'Send reply'}
        </Button>
      </div>
    </form>
  )
}

export type NewTicketInput = { subject: string; message: string; category: string; scope?: string }

export function NewTicketForm({
  scopes,
  onSubmit,
  busy,
  error,
  onCancel,
}: {
  scopes: readonly string[]
  onSubmit: (input: NewTicketInput) => void
  busy: boolean
  error: string | null
  onCancel?: () => void
}) {
  const [subject, setSubject] = useState('')
  const [message, setMessage] = useState('')
  const [category, setCategory] = useState('SUPPORT')
  const [scope, setScope] = useState(scopes[0] ?? '')
  const [errors, setErrors] = useState<{ subject?: string; message?: string }>({})
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found = {
      subject: !subject.trim()
        ? 'A subject is required.'
        : subject.trim().length > 150
          ? 'Subject must be 150 characters or fewer.'
          : undefined,
      message: !message.trim()
        ? 'A message is required.'
        : message.trim().length > 5000
          ? 'Message must be 5000 characters or fewer.'
          : undefined,
    }
    setErrors(found)
    if (found.subject || found.message) return
    onSubmit({ subject: subject.trim(), message: message.trim(), category, ...(scopes.length > 1 ? { scope } : {}) })
  }
  return (
    <form className="form" onSubmit={submit} noValidate aria-label="New ticket">
      {error && <Alert tone="danger">{error}</Alert>}
      {scopes.length === 1 && (
        <p className="small muted">
          This ticket goes to: <strong>{(NEW_SCOPE_LABELS[scopes[0] ?? ''] ?? '').replace(/^Ask /, '')}</strong>
        </p>
      )}
      {scopes.length > 1 && (
        <Select
          label="Send to"
          value={scope}
          onChange={(e) => setScope(e.target.value)}
          options={scopes.map((s) => ({ value: s, label: NEW_SCOPE_LABELS[s] ?? s }))}
        />
      )}
      <Select
        label="Category"
        value={category}
        onChange={(e) => setCategory(e.target.value)}
        options={TICKET_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] ?? c }))}
      />
      <TextField
        label="Subject"
        name="subject"
        value={subject}
        onChange={(e) => setSubject(e.target.value)}
        maxLength={150}
        required
        error={errors.subject}
      />
      <TextArea
        label="Message"
        name="message"
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        maxLength={5000}
        rows={6}
        required
        error={errors.message}
      />
      <div className="form-actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" busy={busy}>
          Submit ticket
        </Button>
      </div>
    </form>
  )
}
