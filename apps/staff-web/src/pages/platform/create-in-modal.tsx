import { Alert, Modal } from '@gold/ui'
import { useState, type ComponentType } from 'react'

/** What a "New …" form in the modal is given: close it, or close it and say what was created. */
export type CreateFormProps = { onCancel: () => void; onCreated: (created: string) => void }

/**
 * A platform page's "New …" flow: the form opens in a modal, and once the thing is created the
 * modal closes and the page says so until the next action clears the notice.
 */
export function useCreateInModal(title: string, createdNotice: (created: string) => string) {
  const [creating, setCreating] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const close = () => setCreating(false)
  return {
    open: () => setCreating(true),
    clearNotice: () => setNotice(null),
    /** Say something else on the page (another action's outcome). */
    setNotice,
    notice: notice && <Alert tone="success">{notice}</Alert>,
    modal: (Form: ComponentType<CreateFormProps>) => (
      <Modal open={creating} title={title} onClose={close}>
        <Form
          onCancel={close}
          onCreated={(created) => {
            close()
            setNotice(createdNotice(created))
          }}
        />
      </Modal>
    ),
  }
}
