import { Alert, Button, Card, PageHeader, TextField, errorMessage } from '@gold/ui'
import { useState, type FormEvent } from 'react'
import { trpc, type RouterOutputs } from '../../trpc.ts'

type Matrix = RouterOutputs['roles']['matrix']
type Role = Matrix['roles'][number]

/** `/settings/roles` (roles.manage): the permission matrix; built-in roles read-only, the shop's own editable. */
export function RolesPage() {
  const matrix = trpc.roles.matrix.useQuery()
  return (
    <>
      <PageHeader
        title="Roles"
        subtitle="What each role may do. A staff member may hold several roles; one with none is a cashier and appraiser."
      />
      <div className="stack">
        <NewRoleForm />
        {matrix.error && <Alert tone="danger">{errorMessage(matrix.error)}</Alert>}
        {matrix.data && <RoleMatrix matrix={matrix.data} />}
      </div>
    </>
  )
}

/** Name a new role; its permissions are ticked in the matrix after. */
export function NewRoleForm() {
  const utils = trpc.useUtils()
  const [name, setName] = useState('')
  const create = trpc.roles.create.useMutation({
    onSuccess: () => {
      setName('')
      void utils.roles.matrix.invalidate()
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    create.mutate({ name, permissions: [] })
  }
  return (
    <Card title="New role">
      <form className="row" onSubmit={submit} noValidate>
        <TextField
          label="Role name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={create.error ? errorMessage(create.error) : null}
        />
        <Button type="submit" busy={create.isPending}>
          Add role
        </Button>
      </form>
    </Card>
  )
}

/** Roles as columns, permissions by area as rows: a custom role's column is ticked and saved on its own. */
export function RoleMatrix({ matrix }: { matrix: Matrix }) {
  const utils = trpc.useUtils()
  const [drafts, setDrafts] = useState<Record<string, string[]>>({})
  const refresh = () => utils.roles.matrix.invalidate()
  const update = trpc.roles.update.useMutation({
    onSuccess: (saved) => {
      setDrafts(({ [saved.id]: _saved, ...rest }) => rest)
      void refresh()
    },
  })
  const remove = trpc.roles.delete.useMutation({ onSuccess: () => void refresh() })
  const held = (role: Role) => drafts[role.id] ?? role.permissions
  const toggle = (role: Role, permission: string) => {
    const current = held(role)
    const next = current.includes(permission) ? current.filter((p) => p !== permission) : [...current, permission]
    setDrafts({ ...drafts, [role.id]: next })
  }
  const failure = update.error ?? remove.error
  return (
    <Card title="Permissions">
      {failure && <Alert tone="danger">{errorMessage(failure)}</Alert>}
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">Permissions by role</caption>
          <thead>
            <tr>
              <th scope="col">Permission</th>
              {matrix.roles.map((role) => (
                <th scope="col" key={role.id}>
                  {role.name}
                  {!role.builtIn && (
                    <span className="row">
                      <Button
                        size="sm"
                        disabled={drafts[role.id] === undefined}
                        busy={update.isPending && update.variables?.id === role.id}
                        onClick={() =>
                          update.mutate({ id: role.id, role: { name: role.name, permissions: held(role) } })
                        }
                      >
                        Save<span className="visually-hidden"> {role.name}</span>
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => remove.mutate({ id: role.id })}>
                        Delete<span className="visually-hidden"> {role.name}</span>
                      </Button>
                    </span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matrix.areas.flatMap((area) => [
              <tr key={area.area}>
                <th scope="colgroup" colSpan={matrix.roles.length + 1}>
                  {area.area}
                </th>
              </tr>,
              ...area.permissions.map((permission) => (
                <tr key={permission.name}>
                  <th scope="row">{permission.label}</th>
                  {matrix.roles.map((role) => (
                    <td key={role.id}>
                      <input
                        type="checkbox"
                        aria-label={`${permission.label}: ${role.name}`}
                        checked={held(role).includes(permission.name)}
                        disabled={role.builtIn}
                        onChange={() => toggle(role, permission.name)}
                      />
                    </td>
                  ))}
                </tr>
              )),
            ])}
          </tbody>
        </table>
      </div>
    </Card>
  )
}
