import { normalizeEmail, passwordProblem } from '@gold/core'
import { Alert, Button, TextField, useFormModel, type ErrorFields, type FormErrors } from '@gold/ui'
import { trpc } from '../../trpc.ts'

type Values = { name: string; slug: string; adminName: string; adminEmail: string; adminPassword: string }
type Field = keyof Values

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

/** The same rules `tenant:create` applies, said before anything is sent. */
function problems(v: Values): FormErrors<Field> {
  const p: FormErrors<Field> = {}
  if (!v.name.trim()) p.name = 'A tenant name is required.'
  if (!v.slug.trim()) p.slug = 'A slug is required.'
  else if (!SLUG.test(v.slug.trim().toLowerCase()))
    p.slug = 'The slug may contain only lowercase letters, digits and hyphens.'
  if (!normalizeEmail(v.adminEmail)) p.adminEmail = 'A valid email address is required.'
  const password = passwordProblem(v.adminPassword)
  if (password) p.adminPassword = password
  return p
}

/** `tenant:create` names the input each refusal is about; the form's fields bear the same names. */
const TENANT_ERROR_FIELDS: ErrorFields<Field> = {
  inputs: { name: 'name', slug: 'slug', adminEmail: 'adminEmail', adminPassword: 'adminPassword' },
}

/** A new shop with its first admin, as `tenant:create` makes it. */
export function NewTenantForm({ onCreated, onCancel }: { onCreated: (slug: string) => void; onCancel: () => void }) {
  const form = useFormModel<Values>({
    initial: { name: '', slug: '', adminName: '', adminEmail: '', adminPassword: '' },
    validate: problems,
    errorFields: TENANT_ERROR_FIELDS,
  })
  const utils = trpc.useUtils()
  const create = trpc.platform.createTenant.useMutation()
  const submit = form.handleSubmit(async (v) => {
    const created = await create.mutateAsync({ ...v, adminName: v.adminName.trim() || undefined })
    await Promise.all([utils.platform.tenants.invalidate(), utils.platform.audit.invalidate()])
    onCreated(created.slug)
  })
  return (
    <form className="stack" aria-label="New tenant" onSubmit={submit} noValidate>
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      <TextField label="Shop name" required {...form.text('name')} />
      <TextField
        label="Slug"
        required
        autoComplete="off"
        hint="The shop's address: <slug>.your-domain for its borrowers."
        {...form.text('slug')}
      />
      <TextField label="Admin's name" hint="Blank: Administrator." {...form.text('adminName')} />
      <TextField label="Admin's email" type="email" required autoComplete="off" {...form.text('adminEmail')} />
      <TextField
        label="Admin's first password"
        type="password"
        required
        autoComplete="new-password"
        hint="At least 8 characters; they can change it after signing in."
        {...form.text('adminPassword')}
      />
      <div className="form-actions">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={create.isPending}>
          Create tenant
        </Button>
      </div>
    </form>
  )
}
