import { renderWithTrpc, stubProcedure, useMockServer } from '@gold/ui/test-support/trpc-mock'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GatewaySettingsCard } from './gateway-settings-card.tsx'

useMockServer()

const unset = {
  configured: false,
  keyId: null,
  keySecretEndsWith: null,
  webhookSecretEndsWith: null,
  updatedAt: null,
  webhookUrl: 'http://localhost:3000/api/webhooks/gateway/shops/demo',
}

describe("The shop's gateway keys", () => {
  it('sends all three keys and then shows only the secrets\u2019 last four characters', async () => {
    stubProcedure('gateway.settings', () => unset)
    stubProcedure('gateway.webhookDeliveries', () => [])
    const saves = stubProcedure('gateway.saveSettings', () => ({
      ...unset,
      configured: true,
      keyId: 'key_shop_1',
      keySecretEndsWith: 'cret',
      webhookSecretEndsWith: 'hook',
      updatedAt: new Date('2026-03-02T05:00:00Z'),
    }))
    renderWithTrpc(<GatewaySettingsCard />)
    expect(await screen.findByText('http://localhost:3000/api/webhooks/gateway/shops/demo')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Enter keys' }))
    fireEvent.change(screen.getByLabelText('Key id'), { target: { value: 'key_shop_1' } })
    fireEvent.change(screen.getByLabelText('Key secret'), { target: { value: 'a-key-secret' } })
    fireEvent.change(screen.getByLabelText('Webhook secret'), { target: { value: 'a-webhook' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save keys' }))
    expect(await screen.findByText(/Key secret set, ending …cret; webhook secret set, ending …hook/)).toBeTruthy()
    expect(saves.map((c) => c.input)).toEqual([
      { keyId: 'key_shop_1', keySecret: 'a-key-secret', webhookSecret: 'a-webhook' },
    ])
    expect(screen.queryByDisplayValue('a-key-secret')).toBeNull()
    expect(screen.getByRole('button', { name: 'Replace keys' })).toBeTruthy()
  })

  it('lists the last deliveries from the gateway with what came of each', async () => {
    stubProcedure('gateway.settings', () => ({ ...unset, configured: true, keyId: 'key_shop_1' }))
    stubProcedure('gateway.webhookDeliveries', () => [
      {
        id: 'd2',
        receivedAt: new Date('2026-03-02T05:01:00Z'),
        event: null,
        signatureValid: false,
        outcome: 'invalid-signature',
        httpStatus: 400,
      },
      {
        id: 'd1',
        receivedAt: new Date('2026-03-02T05:00:00Z'),
        event: 'payment.captured',
        signatureValid: true,
        outcome: 'posted',
        httpStatus: 200,
      },
    ])
    renderWithTrpc(<GatewaySettingsCard />)
    const table = await screen.findByRole('table', { name: 'Last webhook deliveries' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/—Refused: signature not yours400$/),
      expect.stringMatching(/payment\.capturedProcessed: payment posted200$/),
    ])
  })
})
