import { z } from 'zod'
import { pageQuery, searchPageQuery } from '../shared/page.ts'

/**
 * Inputs of the super admin console (tRPC `platform.*`). Each action's fields are checked by the
 * same service the operator CLI calls (identity-admin, billing), with the CLI's messages; these
 * schemas only type what the console sends.
 */
export const tenantsQuery = searchPageQuery
export const tenantCreateInput = z.object({
  name: z.string(),
  slug: z.string(),
  adminEmail: z.string(),
  adminPassword: z.string(),
  adminName: z.string().optional(),
})
/** `tenant` is the slug, as the CLI names it. */
export const tenantActiveInput = z.object({ tenant: z.string(), active: z.boolean() })
/** `tenant:subscription`: `planId` an id or key or `none`, `expiry` ISO or `none`. */
export const tenantSubscriptionInput = z.object({
  tenant: z.string(),
  planId: z.string().optional(),
  expiry: z.string().optional(),
  paymentStatus: z.string().optional(),
})
export const couponsQuery = pageQuery
export const couponActiveInput = z.object({ id: z.string(), active: z.boolean() })
/** `purchases`: `search` matches the shop's name or slug, `status` the purchase's. */
export const purchasesQuery = searchPageQuery.extend({ status: z.string().max(40).optional() })
/** `refund:create`: `amount` in paise. */
export const refundInput = z.object({ purchaseId: z.string(), amount: z.number(), revoke: z.boolean() })
export const webhookDeliveriesQuery = pageQuery.extend({
  outcome: z.string().max(40).optional(),
  event: z.string().max(100).optional(),
})
export const platformSettingsInput = z.object({
  checkoutEnabled: z.boolean().optional(),
  taxRegistered: z.boolean().optional(),
})
export const auditQuery = pageQuery
/** `platform.jobs`: the job queue, newest first; `state` (created, retry, active, completed, failed) and `queue` narrow it. */
export const jobsQuery = pageQuery.extend({
  state: z.string().max(20).optional(),
  queue: z.string().max(100).optional(),
})
