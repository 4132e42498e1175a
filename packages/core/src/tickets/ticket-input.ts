import type { DomainError } from '../shared/domain-error.ts'
import { textLimits } from '../shared/text-limits.ts'
import { truncateText } from '../shared/text.ts'
import { ticketError, type TicketErrorKey } from './tickets-errors.ts'
import {
  creatableScopes,
  isTicketCategory,
  isTicketScope,
  isTicketStatus,
  type TicketCategory,
  type TicketPrincipal,
  type TicketScope,
  type TicketStatus,
} from './ticket-rules.ts'
import type { TicketSearch } from './ticket-search.ts'
import { isRecord } from '../shared/is-record.ts'
import { parseStoredDate } from '../shared/domain-ranges.ts'
import { uncheckedBody } from '../shared/request-body.ts'

export const TICKET_LIMITS = {
  subject: 150,
  message: 5000,
  attachments: 5,
  attachmentName: 200,
  attachmentContentType: 100,
} as const

export type Parsed<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly code: TicketErrorKey; readonly error: DomainError }

const reject = (code: TicketErrorKey): Parsed<never> => ({ ok: false, code, error: ticketError(code) })
const record = (body: unknown): Record<string, unknown> => (isRecord(body) ? body : {})
const unset = (value: unknown) => value === undefined || value === null || value === ''

export type NewTicket = {
  scope: TicketScope
  category: TicketCategory
  subject: string
  message: string
  status: 'Open'
  priority: 'Normal'
}

/**
 * POST /api/tickets body. Checks run in the spec table's order: scope, category, subject,
 * message. Super admins can open no scope, so they always get 'You cannot raise a ticket of
 * this type.' `priority` is accepted and ignored (always Normal).
 */
export function parseCreateTicket(body: unknown, principal: TicketPrincipal): Parsed<NewTicket> {
  const b = record(body)
  const allowed = creatableScopes(principal)
  const scope = unset(b.scope) ? allowed[0] : b.scope
  if (!isTicketScope(scope) || !allowed.includes(scope)) return reject('cannotRaise')

  const category = unset(b.category) ? 'SUPPORT' : b.category
  if (!isTicketCategory(category)) return reject('unknownCategory')

  const subject = typeof b.subject === 'string' ? b.subject.trim() : ''
  if (subject === '') return reject('subjectRequired')
  if (subject.length > TICKET_LIMITS.subject) return reject('subjectTooLong')

  const message = typeof b.message === 'string' ? b.message.trim() : ''
  if (message === '') return reject('messageRequired')
  if (message.length > TICKET_LIMITS.message) return reject('messageTooLong')

  return { ok: true, value: { scope, category, subject, message, status: 'Open', priority: 'Normal' } }
}

export type TicketAttachment = { pathname: string; name: string; size: number; contentType: string }

/** Valid attachments only (string, non-blank pathname), capped at five; extras are dropped silently. */
export function parseAttachments(value: unknown): TicketAttachment[] {
  if (!Array.isArray(value)) return []
  const out: TicketAttachment[] = []
  for (const item of value) {
    if (out.length === TICKET_LIMITS.attachments) break
    const a = record(item)
    // An upload's pathname is short; a longer one cannot name a file, so it is no valid attachment.
    if (typeof a.pathname !== 'string' || a.pathname.trim() === '' || a.pathname.length > textLimits.url) continue
    out.push({
      pathname: a.pathname,
      name:
        typeof a.name === 'string' && a.name !== '' ? truncateText(a.name, TICKET_LIMITS.attachmentName) : 'attachment',
      // A byte count: a whole number that is exact in a double (1e308 and 0.5 are not sizes).
      size: Number.isSafeInteger(a.size) && (a.size as number) >= 0 ? (a.size as number) + 0 : 0,
      contentType:
        typeof a.contentType === 'string' && a.contentType !== ''
          ? truncateText(a.contentType, TICKET_LIMITS.attachmentContentType)
          : 'application/octet-stream',
    })
  }
  return out
}

export type NewTicketMessage = { message: string; internal: boolean; attachments: TicketAttachment[] }

/**
 * POST /api/tickets/{id}/messages body. The message is required unless at least one valid
 * attachment survives; `internal` is honoured only for the agent side and only as exact `true`.
 */
export function parsePostMessage(body: unknown, isAgent: boolean): Parsed<NewTicketMessage> {
  const b = record(body)
  const attachments = parseAttachments(b.attachments)
  const message = typeof b.message === 'string' ? b.message.trim() : ''
  if (message === '' && attachments.length === 0) return reject('messageRequired')
  if (message.length > TICKET_LIMITS.message) return reject('messageTooLong')
  return { ok: true, value: { message, internal: isAgent && b.internal === true, attachments } }
}

export type TicketListFilters = {
  scope?: TicketScope
  category?: TicketCategory
  status?: TicketStatus
  tenantId?: string
  /** The apps' inbox search (tRPC only: `parseListFilters` never sets it, so REST ignores `search`). */
  search?: TicketSearch
}

/** GET /api/tickets query: invalid values are silently dropped; tenantId is honoured only for super admins. */
export function parseListFilters(query: unknown, principal: TicketPrincipal): TicketListFilters {
  const q = record(query)
  const filters: TicketListFilters = {}
  if (isTicketScope(q.scope)) filters.scope = q.scope
  if (isTicketCategory(q.category)) filters.category = q.category
  if (isTicketStatus(q.status)) filters.status = q.status
  if (principal.kind === 'superadmin' && typeof q.tenantId === 'string' && q.tenantId.trim() !== '')
    filters.tenantId = q.tenantId.trim()
  return filters
}

/** GET messages `after`: only strictly later messages; unparseable or out-of-range values are ignored (null). */
export function parseAfter(value: unknown): Date | null {
  return parseStoredDate(value)
}

/**
 * The ticket bodies of spec 4.4 as zod schemas (see shared/request-body.ts). Each is checked by the
 * service with the parse functions above: a new ticket's scope depends on the caller, and a patch or
 * a reply is checked only once the ticket is found readable (404) and the caller's side is known.
 */
export type TicketCreateBody = {
  subject?: string
  message?: string
  scope?: string
  category?: string
  priority?: string
}
export type TicketPatchBody = {
  status?: string | null
  priority?: string | null
  assignToMe?: boolean
  unassign?: boolean
}
export type TicketAttachmentBody = { pathname: string; name?: string; size?: number; contentType?: string }
export type TicketMessageBody = { message?: string; internal?: boolean; attachments?: TicketAttachmentBody[] }

export const ticketCreateInput = uncheckedBody<TicketCreateBody>()
export const ticketPatchInput = uncheckedBody<TicketPatchBody>()
export const ticketMessageInput = uncheckedBody<TicketMessageBody>()
