import { TICKET_LIMITS } from '@gold/core/tickets/ticket-input'
import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_SCOPES,
  TICKET_STATUSES,
  type TicketCategory,
} from '@gold/core/tickets/ticket-rules'
import { ticketErrors } from '@gold/core/tickets/tickets-errors'
import { useState, type FormEvent, type ReactNode } from 'react'
import { Button } from './button.tsx'
import { Alert, Badge, StatusBadge } from './feedback.tsx'
import { Checkbox, Select, TextArea, TextField } from './fields.tsx'
import { FileField } from './file-field.tsx'
import { useFormModel, type FormErrors } from './form-model.ts'
import { Link } from './router.tsx'
import { Table } from './table.tsx'
import type { ErrorCode, ErrorFields } from './server-error.ts'
import type { RouterOutputs } from './trpc.ts'
import type { UploadedFile } from './upload.ts'
import { DateText } from './values.tsx'

export { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_SCOPES, TICKET_STATUSES }

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
type NewTicketValues = { subject: string; message: string; category: TicketCategory; scope: string }

const ticketMessage = (code: ErrorCode<typeof ticketErrors>) => ticketErrors.table[code].message

/** The subject and message as the API checks them (core's limits and messages). */
export function newTicketProblems(v: NewTicketValues): FormErrors<'subject' | 'message'> {
  const subject = v.subject.trim()
  const message = v.message.trim()
  return {
    ...(subject === '' && { subject: ticketMessage('subjectRequired') }),
    ...(subject.length > TICKET_LIMITS.subject && { subject: ticketMessage('subjectTooLong') }),
    ...(message === '' && { message: ticketMessage('messageRequired') }),
    ...(message.length > TICKET_LIMITS.message && { message: ticketMessage('messageTooLong') }),
  }
}

const NEW_TICKET_ERRORS: ErrorFields<keyof NewTicketValues> = {
  codes: {
    subjectRequired: 'subject',
    subjectTooLong: 'subject',
    messageRequired: 'message',
    messageTooLong: 'message',
    unknownCategory: 'category',
    cannotRaise: 'scope',
  } satisfies Partial<Record<ErrorCode<typeof ticketErrors>, keyof NewTicketValues>>,
}

/** A new ticket; a refusal from `onSubmit` shows at its field (by code) or above the form. */
export function NewTicketForm({
  scopes,
  onSubmit,
  busy,
  onCancel,
}: {
  scopes: readonly string[]
  onSubmit: (input: NewTicketInput) => Promise<unknown>
  busy: boolean
  onCancel?: () => void
}) {
  const form = useFormModel<NewTicketValues>({
    initial: { subject: '', message: '', category: 'SUPPORT', scope: scopes[0] ?? '' },
    validate: newTicketProblems,
    errorFields: NEW_TICKET_ERRORS,
  })
  const { values: v, set } = form
  const submit = form.handleSubmit(({ subject, message, category, scope }) =>
    onSubmit({ subject: subject.trim(), message: message.trim(), category, ...(scopes.length > 1 ? { scope } : {}) }),
  )
  return (
    <form className="form" onSubmit={submit} noValidate aria-label="New ticket">
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      {scopes.length === 1 && (
        <p className="small muted">
          This ticket goes to: <strong>{(NEW_SCOPE_LABELS[scopes[0] ?? ''] ?? '').replace(/^Ask /, '')}</strong>
        </p>
      )}
      {scopes.length > 1 && (
        <Select
          label="Send to"
          value={v.scope}
          onChange={(e) => set('scope', e.target.value)}
          options={scopes.map((s) => ({ value: s, label: NEW_SCOPE_LABELS[s] ?? s }))}
          error={form.errors.scope}
        />
      )}
      <Select
        label="Category"
        value={v.category}
        onChange={(e) => set('category', e.target.value as TicketCategory)}
        options={TICKET_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] ?? c }))}
        error={form.errors.category}
      />
      <TextField label="Subject" maxLength={TICKET_LIMITS.subject} required {...form.text('subject')} />
      <TextArea label="Message" maxLength={TICKET_LIMITS.message} rows={6} required {...form.text('message')} />
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
