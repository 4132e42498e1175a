import { Button } from '@gold/ui'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { useCreateInModal, type CreateFormProps } from './create-in-modal.tsx'

function ThingForm({ onCancel, onCreated }: CreateFormProps) {
  return (
    <>
      <Button onClick={() => onCreated('SAVE10')}>Create</Button>
      <Button onClick={onCancel}>Cancel</Button>
    </>
  )
}

function Page() {
  const create = useCreateInModal('New coupon', (code) => `Coupon ${code} created.`)
  return (
    <>
      <Button onClick={create.open}>New coupon</Button>
      <Button onClick={create.clearNotice}>Other action</Button>
      {create.notice}
      {create.modal(ThingForm)}
    </>
  )
}

afterEach(cleanup)

describe('useCreateInModal', () => {
  it('opens the form in its modal, closes it on creation with the notice, and clears the notice on request', async () => {
    const user = userEvent.setup()
    render(<Page />)
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'New coupon' }))
    expect(screen.getByRole('dialog', { name: 'New coupon' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Create' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('status').textContent).toContain('Coupon SAVE10 created.')
    await user.click(screen.getByRole('button', { name: 'Other action' }))
    expect(screen.queryByText('Coupon SAVE10 created.')).toBeNull()
  })

  it('closes on cancel without a notice', async () => {
    const user = userEvent.setup()
    render(<Page />)
    await user.click(screen.getByRole('button', { name: 'New coupon' }))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByText(/created/)).toBeNull()
  })
})
