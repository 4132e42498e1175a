import type { TestServer } from './test-server.ts'
import { call } from './http.ts'
import { rupeesToPaise } from '@gold/core'
import { storeGoldRate } from '../../src/gold-rates/gold-rate-service.ts'

/** A 22K rate whose 24K rate is a round 6,543.67 (6000 x 0.999 / 0.916). */
export const RATE_22K = 6000
export const RATE_24K = 6543.67

export const chain = { type: 'Chain', purity: '22K', grossWeight: 10, deduction: 0 }

export async function setGoldRate(server: TestServer, rate22k = RATE_22K, source = 'test') {
  return storeGoldRate(server.ctx, { rate22kPaise: rupeesToPaise(rate22k), source })
}

export async function postValuation(server: TestServer, token: string, body: Record<string, unknown>) {
  return call(server.url, 'POST', '/api/valuations', { token, body })
}

/** Create a valuation that must succeed; returns the 201 body. */
export async function createValuationOk(server: TestServer, token: string, body: Record<string, unknown>) {
  const res = await postValuation(server, token, { ornaments: [chain], ...body })
  if (res.status !== 201) throw new Error(`valuation create failed: ${res.status} ${res.text}`)
  return res.body
}

export async function sharedBank(
  server: TestServer,
  data: {
    name: string
    goldRate22k?: number | null
    defaultEmail?: string | null
    branches?: { branchName: string; managerEmail?: string | null }[]
  },
) {
  const db = server.ctx.db.prisma
  const bank = await db.bank.create({
    data: {
      name: data.name,
      goldRate22kPaise: data.goldRate22k == null ? null : rupeesToPaise(data.goldRate22k),
      defaultEmail: data.defaultEmail ?? null,
      tenantId: null,
    },
  })
  const branches = []
  for (const b of data.branches ?? [])
    branches.push(
      await db.bankBranch.create({
        data: { bankId: bank.id, branchName: b.branchName, managerEmail: b.managerEmail ?? null, tenantId: null },
      }),
    )
  return { bank, branches }
}
