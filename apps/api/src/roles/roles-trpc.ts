import { customRoleInput, customRoleUpdate, roleAssignmentInput } from '@gold/core'
import { z } from 'zod'
import { permittedProcedure, router } from '../trpc/trpc.ts'
import { assignRoles, createCustomRole, deleteCustomRole, roleMatrix, updateCustomRole } from './roles-service.ts'

/** Roles and permissions (issue 26): the role matrix, the shop's custom roles, roles per staff member. */
export const rolesRouter = router({
  /** `{areas, roles: [{id, name, builtIn, permissions}], assignments: [{userId, role}]}`. */
  matrix: permittedProcedure('shop.read').query(({ ctx }) => roleMatrix(ctx.app, ctx.principal.tenantId)),
  create: permittedProcedure('roles.manage')
    .input(customRoleInput)
    .mutation(({ ctx, input }) => createCustomRole(ctx.app, ctx.principal.tenantId, input)),
  update: permittedProcedure('roles.manage')
    .input(customRoleUpdate)
    .mutation(({ ctx, input }) => updateCustomRole(ctx.app, ctx.principal.tenantId, input.id, input.role)),
  delete: permittedProcedure('roles.manage')
    .input(z.object({ id: z.string().max(100) }))
    .mutation(({ ctx, input }) => deleteCustomRole(ctx.app, ctx.principal.tenantId, input.id)),
  assign: permittedProcedure('staff.manage')
    .input(roleAssignmentInput)
    .mutation(({ ctx, input }) => assignRoles(ctx.app, ctx.principal.tenantId, input)),
})
