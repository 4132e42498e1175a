import { formatRupeeFigure, type Principal, rupeesToPaise, type ShopRateEntry } from '@gold/core'
import { type ApprovalOperations, gated } from '../approvals/approval-gate.ts'
import type { AppContext } from '../platform/context.ts'
import { enterShopGoldRate, shopPricingRate22kPaise } from './shop-gold-rate-service.ts'

type Staff = Extract<Principal, { kind: 'staff' }>

async function ratePosition(ctx: AppContext, tenantId: string) {
  const rate = await shopPricingRate22kPaise(ctx, tenantId)
  return [{ label: '22K rate the shop prices with', ...(rate === null ? { text: 'None' } : { paise: rate }) }]
}

/** The gold rate entry as an approval posts it, as the maker (the time it takes effect is the approval's). */
export const goldRateApprovalOperations: ApprovalOperations = {
  'goldRate.enter': {
    run: async (ctx, maker, payload) =>
      (await enterShopGoldRate(ctx, maker.tenantId, maker.userId, payload as ShopRateEntry)).at.toISOString(),
    position: (ctx, tenantId) => ratePosition(ctx, tenantId),
  },
}

/**
 * goldRates.enter: a 22K rate further from the rate the shop prices with now (today's entry, else
 * the newest stored market rate) than the rule allows waits; the first rate ever does not.
 */
export async function requestShopGoldRate(ctx: AppContext, staff: Staff, entry: ShopRateEntry) {
  const previous = await shopPricingRate22kPaise(ctx, staff.tenantId)
  const value = rupeesToPaise(entry.rate22k)
  return gated(
    ctx,
    staff,
    {
      operation: 'goldRate.enter',
      checks: [{ action: 'goldRateEntry', facts: { kind: 'percentAway', value, previous } }],
      subject: {},
      amountPaise: null,
      summary: `Enter the 22K gold rate ${formatRupeeFigure(value)} a gram${previous === null ? '' : ` (was ${formatRupeeFigure(previous)})`}`,
      payload: entry,
      position: () => ratePosition(ctx, staff.tenantId),
    },
    () => enterShopGoldRate(ctx, staff.tenantId, staff.userId, entry),
  )
}
