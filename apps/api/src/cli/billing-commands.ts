import { CLI_ACTOR, parseCouponInput, parsePlanInput } from '@gold/core'
import { createRefund } from '../billing/refund-service.ts'
import { createCoupon, setCouponActive } from '../billing/coupon-service.ts'
import { upsertPlan } from '../billing/catalog-service.ts'
import { recordManualPurchase } from '../billing/purchase-service.ts'
import { updatePlatformSettings } from '../billing/settings-service.ts'
import { setTenantSubscription } from '../billing/subscription-service.ts'
import { booleanFlag, jsonFlag, optionalFlag, requiredFlag } from './flags.ts'
import type { Command } from './identity-commands.ts'

function paiseFlag(flags: Record<string, string | true>, name: string): number {
  const raw = requiredFlag(flags, name)
  if (!/^\d+$/.test(raw)) throw new Error(`--${name} must be a whole number of paise.`)
  return Number(raw)
}

function requiredBoolean(flags: Record<string, string | true>, name: string): boolean {
  const value = booleanFlag(flags, name)
  if (value === undefined) throw new Error(`Missing --${name} (true or false).`)
  return value
}

/**
 * Billing operator commands (interfaces.md section 4). Each calls the service the super admin
 * console calls (platform-console-trpc.ts), as the actor `cli`, so both record the same audit event.
 */
export const billingCommands: Record<string, Command> = {
  'plan:upsert': async (ctx, f) => upsertPlan(ctx, CLI_ACTOR, parsePlanInput(jsonFlag(f, 'json'))),
  'coupon:create': async (ctx, f) => createCoupon(ctx, CLI_ACTOR, parseCouponInput(jsonFlag(f, 'json'))),
  'coupon:set-active': async (ctx, f) =>
    setCouponActive(ctx, CLI_ACTOR, { id: requiredFlag(f, 'coupon'), active: requiredBoolean(f, 'active') }),
  'settings:set': async (ctx, f) =>
    updatePlatformSettings(ctx, CLI_ACTOR, {
      checkoutEnabled: booleanFlag(f, 'checkout-enabled'),
      taxRegistered: booleanFlag(f, 'tax-registered'),
    }),
  'tenant:subscription': async (ctx, f) =>
    setTenantSubscription(ctx, CLI_ACTOR, {
      tenant: requiredFlag(f, 'tenant'),
      planId: optionalFlag(f, 'plan-id'),
      expiry: optionalFlag(f, 'expiry'),
      paymentStatus: optionalFlag(f, 'payment-status'),
    }),
  'refund:create': async (ctx, f) =>
    createRefund(ctx, CLI_ACTOR, {
      purchaseId: requiredFlag(f, 'purchase'),
      amount: paiseFlag(f, 'amount'),
      revoke: requiredBoolean(f, 'revoke'),
    }),
  'purchase:record-manual': async (ctx, f) =>
    recordManualPurchase(ctx, CLI_ACTOR, {
      tenant: requiredFlag(f, 'tenant'),
      planId: requiredFlag(f, 'plan-id'),
      cycle: requiredFlag(f, 'cycle'),
      amount: paiseFlag(f, 'amount'),
      currency: optionalFlag(f, 'currency'),
    }),
}
