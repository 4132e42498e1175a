import { Prisma } from './generated/prisma/client.ts'

/** Models whose every row belongs to exactly one tenant. Bank and BankBranch are not here: their
 * null tenantId is the shared catalog, read explicitly by the valuations repository. */
export const TENANT_SCOPED_MODELS = new Set<string>([
  'User', 'Customer', 'TimelineEvent', 'Notification', 'IntakeLink', 'OtpCode', 'EmailVerification',
  'Valuation', 'Ornament', 'EmiRecord', 'EmiReceipt', 'CommunicationTemplate', 'Purchase', 'Refund',
  'BillingDocument', 'Ticket', 'TicketMessage', 'StoredFile', 'CouponRedemption',
])

const WHERE_OPERATIONS = new Set([
  'findUnique', 'findUniqueOrThrow', 'findFirst', 'findFirstOrThrow', 'findMany', 'count', 'aggregate',
  'groupBy', 'update', 'updateMany', 'updateManyAndReturn', 'delete', 'deleteMany',
])

/**
 * A Prisma extension that confines every query on a tenant-scoped model to one tenant: reads,
 * updates and deletes get `tenantId` added to their filter, creates get it stamped on the data.
 * Another tenant's row therefore reads as absent (the API answers 404), by construction.
 * Raw SQL is not covered: repositories that use it filter by tenant explicitly.
 */
export function tenantScope(tenantId: string) {
  return Prisma.defineExtension({
    name: 'tenant-scope',
    query: {
      $allModels: {
        async $allOperations({ model, operation, args, query }) {
          if (!TENANT_SCOPED_MODELS.has(model)) return query(args)
          const a = (args ?? {}) as any
          if (WHERE_OPERATIONS.has(operation)) a.where = { ...a.where, tenantId }
          else if (operation === 'create') a.data = { ...a.data, tenantId }
          else if (operation === 'createMany' || operation === 'createManyAndReturn') {
            a.data = (Array.isArray(a.data) ? a.data : [a.data]).map((d: object) => ({ ...d, tenantId }))
          } else if (operation === 'upsert') {
            a.where = { ...a.where, tenantId }
            a.create = { ...a.create, tenantId }
          }
          return query(a)
        },
      },
    },
  })
}
