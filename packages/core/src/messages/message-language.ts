/** The languages borrower messages are written in (`Customer.preferredLanguage`). */
export const MESSAGE_LANGUAGES = ['en', 'hi', 'ta'] as const
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number]

/** What the language selects show: each language named in itself, as a borrower looks for it. */
export const MESSAGE_LANGUAGE_LABELS: Record<MessageLanguage, string> = {
  en: 'English',
  hi: 'हिन्दी',
  ta: 'தமிழ்',
}

export const isMessageLanguage = (value: unknown): value is MessageLanguage =>
  typeof value === 'string' && (MESSAGE_LANGUAGES as readonly string[]).includes(value)

/** The stored preference as messages read it: anything unknown (or absent) is English. */
export const messageLanguage = (value: unknown): MessageLanguage => (isMessageLanguage(value) ? value : 'en')
