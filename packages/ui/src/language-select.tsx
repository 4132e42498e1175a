import {
  MESSAGE_LANGUAGES,
  MESSAGE_LANGUAGE_LABELS,
  messageLanguage,
  type MessageLanguage,
} from '@gold/core/messages/message-language'
import { Select } from './fields.tsx'

const OPTIONS = MESSAGE_LANGUAGES.map((value) => ({ value, label: MESSAGE_LANGUAGE_LABELS[value] }))

/** The borrower's language for SMS, WhatsApp, reminder emails and printed papers: English, हिन्दी or தமிழ். */
export function LanguageSelect({
  value,
  onChange,
  label = 'Language for messages',
  hint,
  disabled,
}: {
  value: MessageLanguage
  onChange: (language: MessageLanguage) => void
  label?: string
  hint?: string
  disabled?: boolean
}) {
  return (
    <Select
      label={label}
      hint={hint}
      options={OPTIONS}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(messageLanguage(e.target.value))}
    />
  )
}
