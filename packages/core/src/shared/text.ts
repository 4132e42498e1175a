/**
 * The first `max` UTF-16 units of `text`, one fewer when the cut would split a surrogate pair:
 * half an emoji is a lone surrogate, which is not Unicode text (PostgreSQL's jsonb refuses it).
 */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const last = cut.charCodeAt(cut.length - 1)
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut
}

/** Optional free text: a string with something in it, trimmed; blank or not a string is null. */
export const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

/** Optional text kept as sent (spec 4.5 stores some fields untrimmed); blank or not a string is null. */
export const optionalTextAsSent = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null
