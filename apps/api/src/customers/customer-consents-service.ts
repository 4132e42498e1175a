import { customerErrors } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { customerConsentsRepository } from './customer-consents-repository.ts'
import { customersRepository } from './customers-repository.ts'

/** tRPC customers.consents: which privacy notice the borrower agreed to, when and where (oldest first). */
export async function customerConsents(ctx: AppContext, tenantId: string, customerId: string) {
  if (!(await customersRepository(ctx, tenantId).exists(customerId))) throw customerErrors.error('notFound')
  return customerConsentsRepository(ctx, tenantId).ofCustomer(customerId)
}
