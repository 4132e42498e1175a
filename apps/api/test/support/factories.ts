import { randomBytes } from 'node:crypto'
import { CLI_ACTOR } from '@gold/core'
import type { TestServer } from './test-server.ts'
import { call } from './http.ts'
import { createStaffUser, createSuperAdmin, createTenant } from '../../src/auth/identity-admin.ts'
import type { Prisma } from '@gold/db'

const unique = () => randomBytes(4).toString('hex')

export type StaffLogin = { email: string; password: string; token: string; userId: string }

export async function loginAs(server: TestServer, email: string, password: string): Promise<string> {
  const res = await call(server.url, 'POST', '/api/auth/login', { body: { email, password } })
  if (res.status !== 200) throw new Error(`login failed for ${email}: ${res.status} ${res.text}`)
  return res.body.accessToken as string
}

/** A fresh tenant with a logged-in admin and employee; unique data so test files never collide. */
export async function createTenantWithStaff(server: TestServer, options: { name?: string } = {}) {
  const id = unique()
  const slug = `t-${id}`
  const admin = { email: `admin-${id}@test.gold`, password: 'Admin@12345' }
  const employee = { email: `staff-${id}@test.gold`, password: 'Staff@12345' }
  const tenant = await createTenant(server.ctx, CLI_ACTOR, {
    name: options.name ?? `Shop ${id}`,
    slug,
    adminEmail: admin.email,
    adminPassword: admin.password,
    adminName: `Admin ${id}`,
  })
  const emp = await createStaffUser(server.ctx, {
    tenant: slug,
    role: 'TENANT_EMPLOYEE',
    email: employee.email,
    password: employee.password,
    name: `Employee ${id}`,
  })
  return {
    tenantId: tenant.tenantId,
    slug,
    admin: {
      ...admin,
      userId: tenant.adminUserId,
      token: await loginAs(server, admin.email, admin.password),
    },
    employee: {
      ...employee,
      userId: emp.userId,
      token: await loginAs(server, employee.email, employee.password),
    },
  }
}

export async function createSuperAdminLogin(server: TestServer): Promise<StaffLogin> {
  const id = unique()
  const creds = { email: `ops-${id}@platform.gold`, password: 'Ops@123456' }
  const { userId } = await createSuperAdmin(server.ctx, { ...creds, name: `Operator ${id}` })
  return { ...creds, userId, token: await loginAs(server, creds.email, creds.password) }
}

/** A customer row straight in the database (customers API tests create theirs over HTTP). */
export async function insertCustomer(
  server: TestServer,
  tenantId: string,
  data: { name?: string; phone?: string; email?: string | null; status?: string } = {},
) {
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0')
  return server.ctx.db.forTenant(tenantId).customer.create({
    data: {
      name: data.name ?? 'Test Borrower',
      phone: data.phone ?? `9${digits}`,
      email: data.email === undefined ? `c-${unique()}@example.com` : data.email,
      status: data.status ?? 'New',
    } as Prisma.CustomerUncheckedCreateInput,
  })
}

/** Pull the 6-digit code out of the newest OTP mail sent to `email`. */
export async function latestOtp(server: TestServer, email: string): Promise<string> {
  const mails = (await server.outbox()).filter((m) => m.to.includes(email))
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1]
  if (!code) throw new Error(`no OTP mail for ${email}`)
  return code
}
