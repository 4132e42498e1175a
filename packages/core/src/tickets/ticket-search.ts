/**
 * The ticket inbox's search box (tRPC `tickets.list` `search`; the REST list takes no search): a
 * ticket matches when its subject, requester or assignee contains the text, in any case, or when
 * the text is a reference (`TKT-AB12CD`, the last six characters of the id, or the end of one).
 */
export type TicketSearch = { text: string; idSuffix: string | null }

const REFERENCE = /^TKT-?([A-Z0-9]{1,6})$/i

/** The search as typed, trimmed; null when blank (no narrowing). */
export function ticketSearch(raw: string | null | undefined): TicketSearch | null {
  const text = (raw ?? '').trim()
  if (text === '') return null
  const reference = REFERENCE.exec(text)?.[1]
  return { text, idSuffix: reference ? reference.toLowerCase() : null }
}
