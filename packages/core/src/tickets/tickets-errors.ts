import { defineErrors, type DomainError } from '../shared/domain-error.ts'

/** Spec section 7, Tickets. */
export const ticketErrors = defineErrors({
  unauthorized: [401, 'Unauthorized'],
  cannotRaise: [400, 'You cannot raise a ticket of this type.'],
  unknownCategory: [400, 'Unknown ticket category.'],
  subjectRequired: [400, 'A subject is required.'],
  subjectTooLong: [400, 'Subject must be 150 characters or fewer.'],
  messageRequired: [400, 'A message is required.'],
  messageTooLong: [400, 'Message must be 5000 characters or fewer.'],
  unknownStatus: [400, 'Unknown ticket status.'],
  unknownPriority: [400, 'Unknown ticket priority.'],
  notFound: [404, 'Ticket not found'],
  closed: [400, 'This ticket is closed. Raise a new one to continue.'],
  internal: [500, 'Internal Server Error'],
})

export type TicketErrorKey = keyof typeof ticketErrors.table

/**
 * The error as answered by create, patch and message-post, whose bodies carry `success: false`
 * beside `error`. Other ticket routes (list, get, messages, seen) use `ticketErrors.error(key)`.
 */
export function ticketError(key: TicketErrorKey): DomainError {
  return ticketErrors.error(key, { body: { success: false } })
}
