import type { AppContext } from '../platform/context.ts'
import { parsePlanInput, SEED_ACTOR } from '@gold/core'
import { upsertPlan } from './catalog-service.ts'

/**
 * Placeholder catalog (platform-spec 1.8: seeded prices are placeholders). Created once per
 * database: an existing plan with the same key is left exactly as the operator last set it.
 */
const staff = (limitValue: number | null) => ({
  key: 'staff_accounts',
  label: limitValue === null ? 'Unlimited staff accounts' : `Up to ${limitValue} staff accounts`,
  type: 'LIMIT',
  unit: 'accounts',
  limitValue,
})
const feature = (key: string, label: string, enabled = true) => ({ key, label, type: 'BOOLEAN', enabled })
const prices = (monthly: number) => [
  { billingCycle: 'monthly', amount: monthly, currency: 'INR', compareAt: null },
  { billingCycle: 'quarterly', amount: monthly * 3 - (monthly / 10) * 3, currency: 'INR', compareAt: monthly * 3 },
  { billingCycle: 'half-yearly', amount: monthly * 6 - (monthly / 10) * 9, currency: 'INR', compareAt: monthly * 6 },
  { billingCycle: 'yearly', amount: monthly * 10, currency: 'INR', compareAt: monthly * 12 },
]

export const SEED_PLANS = [
  {
    key: 'starter',
    name: 'Starter',
    description: 'For a single branch getting started.',
    tagline: 'Everything to run one shop',
    badge: '',
    sortOrder: 10,
    trialDays: 14,
    prices: prices(49_900),
    features: [
      staff(3),
      feature('valuations', 'Unlimited valuations'),
      feature('customer_portal', 'Borrower portal'),
      feature('whatsapp', 'WhatsApp dispatch', false),
    ],
  },
  {
    key: 'growth',
    name: 'Growth',
    description: 'For busy shops with a team.',
    tagline: 'Scale your branch',
    badge: 'Most popular',
    sortOrder: 20,
    trialDays: 14,
    prices: prices(99_900),
    features: [
      staff(10),
      feature('valuations', 'Unlimited valuations'),
      feature('customer_portal', 'Borrower portal'),
      feature('whatsapp', 'WhatsApp dispatch'),
    ],
  },
  {
    key: 'enterprise',
    name: 'Enterprise',
    description: 'Multi-branch groups with custom needs.',
    tagline: 'Talk to us',
    badge: '',
    isContactSales: true,
    sortOrder: 30,
    trialDays: 0,
    prices: [],
    features: [
      staff(null),
      feature('valuations', 'Unlimited valuations'),
      feature('customer_portal', 'Borrower portal'),
      feature('whatsapp', 'WhatsApp dispatch'),
      feature('priority_support', 'Priority support'),
    ],
  },
]

export async function seedBillingCatalog(ctx: AppContext) {
  for (const plan of SEED_PLANS) {
    if (await ctx.db.prisma.plan.findUnique({ where: { key: plan.key }, select: { id: true } })) continue
    try {
      await upsertPlan(ctx, SEED_ACTOR, parsePlanInput(plan))
    } catch (e) {
      // Two processes seeding the same fresh database: the other one created it first.
      if (!(await ctx.db.prisma.plan.findUnique({ where: { key: plan.key }, select: { id: true } }))) throw e
    }
  }
}
