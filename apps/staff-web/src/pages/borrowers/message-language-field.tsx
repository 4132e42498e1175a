import { Alert, LanguageSelect, errorMessage } from '@gold/ui'
import type { MessageLanguage } from '@gold/core/messages/message-language'
import { trpc } from '../../trpc.ts'

/** The borrower's language for SMS, WhatsApp and reminder emails, changed at once. */
export function MessageLanguageField({ id, value }: { id: string; value: MessageLanguage }) {
  const utils = trpc.useUtils()
  const setLanguage = trpc.customers.setLanguage.useMutation({
    onSuccess: () => utils.customers.get.invalidate({ id }),
  })
  return (
    <div className="stack-sm">
      <LanguageSelect
        value={setLanguage.isPending && setLanguage.variables ? setLanguage.variables.preferredLanguage : value}
        disabled={setLanguage.isPending}
        onChange={(preferredLanguage) => setLanguage.mutate({ id, preferredLanguage })}
        hint="Due and overdue reminders and notices reach the borrower by SMS and WhatsApp in this language."
      />
      {setLanguage.error && <Alert tone="danger">{errorMessage(setLanguage.error)}</Alert>}
      {setLanguage.isSuccess && (
        <p role="status" className="small muted">
          Language updated.
        </p>
      )}
    </div>
  )
}
