import { Alert, Card, LanguageSelect, errorMessage } from '@gold/ui'
import type { MessageLanguage } from '@gold/core/messages/message-language'
import { trpc } from '../trpc.ts'

/** The borrower chooses the language of the shop's SMS, WhatsApp and reminder emails. */
export function MessageLanguageCard({ value }: { value: MessageLanguage }) {
  const utils = trpc.useUtils()
  const setLanguage = trpc.portal.setLanguage.useMutation({ onSuccess: () => utils.portal.profile.invalidate() })
  return (
    <Card title="Messages">
      <div className="stack-sm">
        <LanguageSelect
          label="Language for messages / संदेशों की भाषा"
          value={setLanguage.isPending && setLanguage.variables ? setLanguage.variables.preferredLanguage : value}
          disabled={setLanguage.isPending}
          onChange={(preferredLanguage) => setLanguage.mutate({ preferredLanguage })}
          hint="Payment reminders and notices reach you by SMS and WhatsApp in this language."
        />
        {setLanguage.error && <Alert tone="danger">{errorMessage(setLanguage.error)}</Alert>}
        {setLanguage.isSuccess && (
          <p role="status" className="small muted">
            Saved.
          </p>
        )}
      </div>
    </Card>
  )
}
