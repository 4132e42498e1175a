import { expect } from 'vitest'
import { isoDateOf } from '@gold/core'
import { api } from './pages.ts'
import type { Platform } from './platform.ts'
import { packetInVault } from './vault-steps.ts'

/**
 * A loan pledged as the demo shop's packet rule asks (a packet sealed and photographed, put in the
 * vault by two staff, the gold receipt issued), disbursed today and paid off at once: its gold now
 * waits at the release desk. `tag` keeps the seal and references apart.
 */
export async function closedLoanWithPacket(
  platform: Platform,
  staff: { asker: string; confirmer: string },
  customerId: string,
  placeId: string,
  tag: string,
) {
  const packet = await packetInVault(platform, staff, customerId, placeId, `SEAL-${tag}`)
  const receipt = await api(platform, staff.asker, `/api/valuations/${packet.valuationId}/gold-receipt`, {
    method: 'POST',
    body: {},
  })
  expect(receipt.status, JSON.stringify(receipt.body)).toBe(200)
  const opened = await api(platform, staff.asker, '/api/loans', {
    method: 'POST',
    body: {
      valuationId: packet.valuationId,
      principal: 2_000_000,
      scheme: 'BULLET',
      annualRate: 12,
      tenureMonths: 6,
      penalRate: 2,
      graceDays: 7,
      disbursementMode: 'BankTransfer',
      disbursementReference: `NEFT-${tag}`,
      purpose: 'incomeGenerating',
      disbursedOn: isoDateOf(new Date()),
    },
  })
  expect(opened.status, JSON.stringify(opened.body)).toBe(201)
  const id = opened.body.id as string
  const quote = (await api(platform, staff.asker, `/api/loans/${id}/closure-quote`)).body
  const paid = await api(platform, staff.asker, `/api/loans/${id}/payments`, {
    method: 'POST',
    body: { amount: quote.total, mode: 'UPI', reference: `UPI-CLOSE-${tag}` },
  })
  expect(paid.status, JSON.stringify(paid.body)).toBe(201)
  const closed = (await api(platform, staff.asker, `/api/loans/${id}`)).body
  expect(closed.status).toBe('Closed')
  return {
    packet: { id: packet.id, number: packet.number },
    loan: { id, number: opened.body.loanNumber as string, dueBy: closed.releaseDueBy as string },
  }
}
