import {
  SMS_TEMPLATE_KINDS,
  SMS_TEMPLATE_LABELS,
  smsSettingsProblems,
  type SmsTemplateKind,
} from '@gold/core/messages/sms-dlt'
import { Alert, Button, Card, Checkbox, TextField, useFormModel } from '@gold/ui'
import { useState } from 'react'
import { trpc, type RouterOutputs } from '../../trpc.ts'

type SmsSettings = RouterOutputs['messages']['smsSettings']
type Field = 'header' | 'entityId' | SmsTemplateKind
type SmsValues = {
  dltRequired: boolean
  header: string
  entityId: string
  templateIds: Record<SmsTemplateKind, string>
}

const valuesOf = (s: SmsSettings): SmsValues => ({
  dltRequired: s.dltRequired,
  header: s.header ?? '',
  entityId: s.entityId ?? '',
  templateIds: Object.fromEntries(
    SMS_TEMPLATE_KINDS.map((k) => [k, s.templateIds[k] ?? '']),
  ) as SmsValues['templateIds'],
})
const bodyOf = (v: SmsValues) => ({
  dltRequired: v.dltRequired,
  header: v.header.trim() || null,
  entityId: v.entityId.trim() || null,
  templateIds: v.templateIds,
})

/**
 * Settings › SMS (issue 28): TRAI's DLT registration. Operators drop an SMS whose header, entity and
 * template are not registered, so with DLT required an SMS without its template id is recorded as not
 * sent instead of pretending it went.
 */
export function SmsDltCard() {
  const settings = trpc.messages.smsSettings.useQuery()
  if (!settings.data) return null
  return <SmsDltForm settings={settings.data} />
}

function SmsDltForm({ settings }: { settings: SmsSettings }) {
  const utils = trpc.useUtils()
  const [saved, setSaved] = useState(false)
  const form = useFormModel<SmsValues, Field>({
    initial: () => valuesOf(settings),
    validate: (v) => smsSettingsProblems(bodyOf(v)),
  })
  const update = trpc.messages.updateSmsSettings.useMutation({
    onSuccess: (next) => utils.messages.smsSettings.setData(undefined, next),
  })
  const submit = form.handleSubmit(async (v) => {
    setSaved(false)
    form.reset(valuesOf(await update.mutateAsync(bodyOf(v))))
    setSaved(true)
  })
  const setTemplate = (kind: SmsTemplateKind, id: string) => {
    form.set('templateIds', { ...form.values.templateIds, [kind]: id })
    form.touch(kind)
  }
  const missing = SMS_TEMPLATE_KINDS.filter((k) => !form.values.templateIds[k].trim())
  return (
    <Card title="SMS (DLT registration)">
      <form className="form" onSubmit={submit} noValidate aria-label="SMS DLT registration">
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <TextField
          label="SMS header (sender id)"
          {...form.text('header')}
          onBlur={() => form.touch('header')}
          hint="The 6 letters registered on DLT, such as GOLDSH. Blank: the platform's sender."
          autoCapitalize="characters"
          autoComplete="off"
        />
        <TextField
          label="DLT entity id"
          {...form.text('entityId')}
          onBlur={() => form.touch('entityId')}
          hint="Your principal entity id on the DLT platform (10 to 25 digits)."
          inputMode="numeric"
          autoComplete="off"
        />
        <fieldset className="stack-sm">
          <legend className="field-label">Template ids</legend>
          {SMS_TEMPLATE_KINDS.map((kind) => (
            <TextField
              key={kind}
              label={SMS_TEMPLATE_LABELS[kind]}
              value={form.values.templateIds[kind]}
              onChange={(e) => setTemplate(kind, e.target.value)}
              error={form.errors[kind]}
              inputMode="numeric"
              autoComplete="off"
            />
          ))}
        </fieldset>
        <Checkbox
          label="Require DLT: do not send an SMS without its template id"
          checked={form.values.dltRequired}
          onChange={(e) => form.set('dltRequired', e.target.checked)}
        />
        {form.values.dltRequired && missing.length > 0 && (
          <Alert tone="warning">
            {missing.length === 1
              ? 'This SMS is not sent until its template id is entered'
              : `These ${missing.length} SMS are not sent until their template ids are entered`}
            : {missing.map((k) => SMS_TEMPLATE_LABELS[k]).join(', ')}. Each is recorded as not sent, with the reason, in
            the message log.
          </Alert>
        )}
        {saved && <Alert tone="success">SMS settings saved.</Alert>}
        <div className="form-actions">
          <Button type="submit" busy={update.isPending}>
            Save SMS settings
          </Button>
        </div>
      </form>
    </Card>
  )
}
