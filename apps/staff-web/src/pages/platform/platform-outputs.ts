import type { RouterOutputs } from '../../trpc.ts'

type Platform = RouterOutputs['platform']
export type TenantRow = Platform['tenants']['items'][number]
export type PlanRow = Platform['plans'][number]
export type CouponRow = Platform['coupons']['items'][number]
export type PurchaseRow = Platform['purchases']['items'][number]
export type DeliveryRow = Platform['webhookDeliveries']['items'][number]
export type AuditRow = Platform['audit']['items'][number]
export type JobRow = Platform['jobs']['items'][number]
