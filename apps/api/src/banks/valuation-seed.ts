import type { AppContext } from '../platform/context.ts'
import { createBank } from './bank-service.ts'
import { storeGoldRate } from '../gold-rates/gold-rate-service.ts'

/** Demo only: a placeholder gold rate (source `demo`) and two shared-catalog banks with branches. Idempotent. */
export async function seedValuationDemo(ctx: AppContext) {
  if ((await ctx.db.prisma.goldRate.count()) === 0) await storeGoldRate(ctx, { rate22kPaise: 600_000, source: 'demo' })
  if ((await ctx.db.prisma.bank.count({ where: { tenantId: null } })) > 0) return
  await createBank(ctx, null, {
    name: 'State Bank of India',
    goldRate22kPaise: 585_000,
    defaultEmail: 'goldloans@sbi.demo',
    branches: [
      {
        branchName: 'T. Nagar',
        ifsc: 'SBIN0001234',
        managerEmail: 'tnagar.manager@sbi.demo',
        managerName: 'R. Krishnan',
      },
      { branchName: 'Adyar', ifsc: 'SBIN0005678', managerEmail: 'adyar.manager@sbi.demo', managerName: 'S. Meenakshi' },
    ],
  })
  await createBank(ctx, null, {
    name: 'Indian Bank',
    goldRate22kPaise: null,
    defaultEmail: 'jewelloans@indianbank.demo',
    branches: [
      {
        branchName: 'Mylapore',
        ifsc: 'IDIB000M123',
        managerEmail: 'mylapore@indianbank.demo',
        managerName: 'K. Lakshmi',
      },
    ],
  })
}
