import { Alert, Button, Checkbox, Modal, errorMessage } from '@gold/ui'
import { useState } from 'react'
import { trpc } from '../../trpc.ts'
import type { StaffMember } from './add-staff-modal.tsx'

/** The roles one employee holds, several at once; none ticked means the counter roles (cashier + appraiser). */
export function StaffRolesModal({
  user,
  onClose,
  onDone,
}: {
  user: StaffMember
  onClose: () => void
  onDone: (text: string) => void
}) {
  const matrix = trpc.roles.matrix.useQuery()
  const utils = trpc.useUtils()
  const [chosen, setChosen] = useState<string[] | null>(null)
  const current = matrix.data?.assignments.filter((a) => a.userId === user.id).map((a) => a.role) ?? []
  const ticked = chosen ?? current
  const assign = trpc.roles.assign.useMutation({
    onSuccess: () => {
      void utils.roles.matrix.invalidate()
      onDone(`${user.name}'s roles are saved. They apply from their next request.`)
    },
  })
  const toggle = (role: string) =>
    setChosen(ticked.includes(role) ? ticked.filter((r) => r !== role) : [...ticked, role])
  return (
    <Modal
      open
      title={`Roles of ${user.name}`}
      onClose={() => !assign.isPending && onClose()}
      footer={
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose} disabled={assign.isPending}>
            Cancel
          </Button>
          <Button busy={assign.isPending} onClick={() => assign.mutate({ userId: user.id, roles: ticked })}>
            Save roles
          </Button>
        </div>
      }
    >
      <div className="stack">
        <p className="small muted">With no role ticked, {user.name} works the counter as a cashier and appraiser.</p>
        {matrix.error && <Alert tone="danger">{errorMessage(matrix.error)}</Alert>}
        {matrix.data?.roles
          .filter((role) => role.id !== 'owner')
          .map((role) => (
            <Checkbox
              key={role.id}
              label={role.name}
              checked={ticked.includes(role.id)}
              onChange={() => toggle(role.id)}
            />
          ))}
        {assign.error && <Alert tone="danger">{errorMessage(assign.error)}</Alert>}
      </div>
    </Modal>
  )
}
