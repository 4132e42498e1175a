import { Alert, Button, DetailList, Modal, Select, TextField } from '@gold/ui'
import { useEffect, useRef, useState } from 'react'
import { trpc, type RouterOutputs } from '../../trpc.ts'
import { ROLE_LABELS, ROLE_POWERS, staffCreateBody, useStaffForm, type StaffRole } from './staff-form.ts'

export type StaffMember = RouterOutputs['users']['list']['items'][number]

const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as StaffRole[]).map((value) => ({ value, label: ROLE_LABELS[value] }))

/** Add a staff account: the fields, then a confirmation that names the role and what it may do. */
export function AddStaffModal({ onAdded, onClose }: { onAdded: (user: StaffMember) => void; onClose: () => void }) {
  const form = useStaffForm()
  const [confirming, setConfirming] = useState(false)
  const create = trpc.users.create.useMutation()
  const close = () => {
    if (!create.isPending) onClose()
  }
  const review = form.handleSubmit(() => setConfirming(true))
  const confirm = async () => {
    try {
      onAdded(await create.mutateAsync(staffCreateBody(form.values)))
    } catch (err) {
      setConfirming(false)
      form.fail(err)
    }
  }
  const { values, text, touch, set } = form
  return (
    <Modal open title={confirming ? 'Confirm the new account' : 'Add a staff member'} onClose={close}>
      {confirming ? (
        <ConfirmStep
          values={staffCreateBody(values)}
          pending={create.isPending}
          onBack={() => setConfirming(false)}
          onConfirm={() => void confirm()}
        />
      ) : (
        <form className="form" onSubmit={review} noValidate aria-label="Add a staff member">
          <TextField label="Full name" autoComplete="off" required {...text('name')} onBlur={() => touch('name')} />
          <TextField
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="off"
            required
            {...text('email')}
            onBlur={() => touch('email')}
            hint="They sign in with this address; a reset link goes here."
          />
          <Select
            label="Role"
            options={ROLE_OPTIONS}
            value={values.role}
            onChange={(e) => set('role', e.target.value as StaffRole)}
            hint={ROLE_POWERS[values.role]}
          />
          <TextField
            label="First password"
            type="password"
            autoComplete="new-password"
            required
            {...text('password')}
            onBlur={() => touch('password')}
            hint="At least 8 characters. Tell it to them in person; they can change it under Account."
          />
          {form.formError && <Alert tone="danger">{form.formError}</Alert>}
          <div className="form-actions">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit">Review</Button>
          </div>
        </form>
      )}
    </Modal>
  )
}

function ConfirmStep({
  values,
  pending,
  onBack,
  onConfirm,
}: {
  values: ReturnType<typeof staffCreateBody>
  pending: boolean
  onBack: () => void
  onConfirm: () => void
}) {
  const region = useRef<HTMLDivElement>(null)
  useEffect(() => region.current?.focus(), [])
  const role = ROLE_LABELS[values.role]
  return (
    <div className="stack" role="group" aria-label="Confirm the new account" tabIndex={-1} ref={region}>
      <DetailList
        items={[
          { label: 'Name', value: values.name },
          { label: 'Email', value: values.email },
          { label: 'Role', value: role },
        ]}
      />
      <Alert tone={values.role === 'TENANT_ADMIN' ? 'warning' : 'info'} title={`As ${role.toLowerCase()}`}>
        {ROLE_POWERS[values.role]}
      </Alert>
      <div className="form-actions">
        <Button variant="secondary" onClick={onBack} disabled={pending}>
          Back
        </Button>
        <Button onClick={onConfirm} busy={pending}>
          Add {role.toLowerCase()}
        </Button>
      </div>
    </div>
  )
}
