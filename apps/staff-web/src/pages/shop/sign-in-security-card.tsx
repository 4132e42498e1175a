import { Alert, Card, Checkbox, errorMessage } from '@gold/ui'
import { trpc } from '../../trpc.ts'

/** The shop's sign-in rule (issue 26): owners (and managers) must sign in with a code from an authenticator app. */
export function SignInSecurityCard() {
  const utils = trpc.useUtils()
  const settings = trpc.security.shopSettings.useQuery()
  const set = trpc.security.setRequireTwoFactor.useMutation({
    onSuccess: (data) => utils.security.shopSettings.setData(undefined, data),
  })
  return (
    <Card title="Sign-in security">
      <div className="stack-sm">
        <Checkbox
          label="Require two-factor sign-in for owners and managers"
          checked={settings.data?.requireTwoFactor ?? false}
          disabled={settings.isPending || set.isPending}
          onChange={(e) => set.mutate({ required: e.target.checked })}
        />
        <p className="small muted">
          Those who can move money then sign in with their password and a code from an authenticator app; anyone without
          one sets it up at their next sign-in.
        </p>
        {set.error && <Alert tone="danger">{errorMessage(set.error)}</Alert>}
      </div>
    </Card>
  )
}
