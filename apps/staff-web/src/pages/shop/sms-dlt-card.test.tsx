import { renderWithTrpc, stubProcedure, useMockServer, type ProcedureOutput } from '@gold/ui/test-support/trpc-mock'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SmsDltCard } from './sms-dlt-card.tsx'

useMockServer()

type Settings = ProcedureOutput<'messages.smsSettings'>
const off: Settings = { dltRequired: false, header: null, entityId: null, templateIds: {} }

function setup(settings: Settings = off) {
  stubProcedure('messages.smsSettings', () => settings)
  const saves = stubProcedure('messages.updateSmsSettings', (input) => ({
    dltRequired: input.dltRequired ?? false,
    header: input.header?.toUpperCase() ?? null,
    entityId: input.entityId ?? null,
    templateIds: Object.fromEntries(Object.entries(input.templateIds ?? {}).filter(([, id]) => id)),
  }))
  renderWithTrpc(<SmsDltCard />)
  return { saves, user: userEvent.setup() }
}

describe('SmsDltCard', () => {
  it('refuses a template id that is not 10 to 25 digits at its field, sending nothing', async () => {
    const { saves, user } = setup()
    const form = await screen.findByRole('form', { name: 'SMS DLT registration' })
    await user.type(within(form).getByLabelText('SMS header (sender id)'), 'GOLDSH')
    await user.type(within(form).getByLabelText('Auction notice'), '12345')
    await user.click(within(form).getByRole('button', { name: 'Save SMS settings' }))
    expect(await within(form).findByText('A DLT template id must be 10 to 25 digits.')).toBeTruthy()
    expect(within(form).getByLabelText('Auction notice').getAttribute('aria-invalid')).toBe('true')
    expect(saves).toHaveLength(0)
  })

  it('requiring DLT names the SMS that will not be sent, then saves the whole card', async () => {
    const { saves, user } = setup({ ...off, header: 'GOLDSH' })
    const form = await screen.findByRole('form', { name: 'SMS DLT registration' })
    await user.type(within(form).getByLabelText('Installment due'), '1107160000000000001')
    await user.click(within(form).getByLabelText('Require DLT: do not send an SMS without its template id'))
    expect(within(form).getByText(/These 12 SMS are not sent until their template ids are entered/)).toBeTruthy()
    await user.click(within(form).getByRole('button', { name: 'Save SMS settings' }))
    await waitFor(() => expect(saves).toHaveLength(1))
    expect(saves[0]!.input).toMatchObject({
      dltRequired: true,
      header: 'GOLDSH',
      entityId: null,
      templateIds: { due: '1107160000000000001', overdue: '' },
    })
    expect(await within(form).findByText('SMS settings saved.')).toBeTruthy()
  })
})
