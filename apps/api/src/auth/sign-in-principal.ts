/** What a completed sign-in answers (interfaces.md section 3), from the password step or the second one. */
export type LoginResult = {
  accessToken: string
  principal: {
    kind: 'staff' | 'superadmin'
    role: 'TENANT_ADMIN' | 'TENANT_EMPLOYEE' | null
    userId: string
    name: string
    tenantId: string | null
    tenantSlug: string | null
  }
}

type StaffAccount = { id: string; name: string; role: string; tenantId: string; tenant: { slug: string } }
type AdminAccount = { id: string; name: string }

export const staffPrincipal = (user: StaffAccount): LoginResult['principal'] => ({
  kind: 'staff',
  role: user.role as LoginResult['principal']['role'],
  userId: user.id,
  name: user.name,
  tenantId: user.tenantId,
  tenantSlug: user.tenant.slug,
})

export const superAdminPrincipal = (admin: AdminAccount): LoginResult['principal'] => ({
  kind: 'superadmin',
  role: null,
  userId: admin.id,
  name: admin.name,
  tenantId: null,
  tenantSlug: null,
})
