import { CLI_ACTOR, operatorInputError } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { setCustomerStatus } from '../customers/customer-status-service.ts'
import { createStaffUser, createSuperAdmin, createTenant, setTenantActive } from '../auth/identity-admin.ts'
import { seedDemo } from '../seed.ts'
import { optionalFlag, requiredFlag } from './flags.ts'

export type Flags = Record<string, string | true>
export type Command = (ctx: AppContext, flags: Flags) => Promise<Record<string, unknown>>

export const identityCommands: Record<string, Command> = {
  'tenant:create': (ctx, f) =>
    createTenant(ctx, CLI_ACTOR, {
      name: requiredFlag(f, 'name'),
      slug: requiredFlag(f, 'slug'),
      adminEmail: requiredFlag(f, 'admin-email'),
      adminPassword: requiredFlag(f, 'admin-password'),
      adminName: optionalFlag(f, 'admin-name'),
    }),
  'tenant:deactivate': (ctx, f) =>
    setTenantActive(ctx, CLI_ACTOR, { tenant: requiredFlag(f, 'tenant'), active: false }),
  'tenant:reactivate': (ctx, f) => setTenantActive(ctx, CLI_ACTOR, { tenant: requiredFlag(f, 'tenant'), active: true }),
  'user:create': (ctx, f) =>
    createStaffUser(ctx, {
      tenant: requiredFlag(f, 'tenant'),
      role: requiredFlag(f, 'role'),
      email: requiredFlag(f, 'email'),
      password: requiredFlag(f, 'password'),
      name: requiredFlag(f, 'name'),
    }),
  'superadmin:create': (ctx, f) =>
    createSuperAdmin(ctx, {
      email: requiredFlag(f, 'email'),
      password: requiredFlag(f, 'password'),
      name: requiredFlag(f, 'name'),
    }),
  'customer:status': async (ctx, f) => {
    const { customerId } = await setCustomerStatus(ctx, {
      tenantId: null,
      customerId: requiredFlag(f, 'customer'),
      status: requiredFlag(f, 'status'),
    })
    return { customerId }
  },
  'db:migrate': () => Promise.resolve({ ok: true }),
  /** An explicit ask for the demo data (any database), refused in production. */
  'db:seed': async (ctx) => {
    if (ctx.config.production)
      throw operatorInputError('Demo data is never seeded in production (NODE_ENV=production).')
    await seedDemo(ctx)
    return { ok: true }
  },
}
