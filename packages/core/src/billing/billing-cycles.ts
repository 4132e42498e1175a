/** The fixed set of billing cycles (platform-spec 2.1). Any other id is an unknown cycle. */
export const billingCycleMonths = {
  monthly: 1,
  quarterly: 3,
  'half-yearly': 6,
  yearly: 12,
} as const

export type BillingCycle = keyof typeof billingCycleMonths

/** In the spec's order, shortest first. */
export const billingCycles = Object.keys(billingCycleMonths) as readonly BillingCycle[]

export const isBillingCycle = (value: unknown): value is BillingCycle =>
  typeof value === 'string' && Object.hasOwn(billingCycleMonths, value)

export const cycleMonths = (cycle: BillingCycle): number => billingCycleMonths[cycle]
