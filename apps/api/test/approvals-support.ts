import { randomBytes } from 'node:crypto'
import { createStaffUser } from '../src/auth/identity-admin.ts'
import { loginAs } from './support/factories.ts'
import type { TestServer } from './support/test-server.ts'
import { loanHelpers } from './loans-support.ts'

/**
 * Helpers of the approvals API tests (issue 26): a shop with an employee (the maker), its owner
 * and a second owner-level checker; rules set through the owner's tRPC; decisions through tRPC.
 */
export function approvalHelpers(server: () => TestServer) {
  const loans = loanHelpers(server)
  const { trpc } = loans

  async function shopWithChecker() {
    const t = await loans.shop()
    const id = randomBytes(4).toString('hex')
    const email = `checker-${id}@test.gold`
    const user = await createStaffUser(server().ctx, {
      tenant: t.slug,
      role: 'TENANT_ADMIN',
      email,
      password: 'Checker@12345',
      name: `Checker ${id}`,
    })
    const checker = { email, userId: user.userId, token: await loginAs(server(), email, 'Checker@12345') }
    return { ...t, checker }
  }

  async function setRules(
    adminToken: string,
    rules: { action: string; enabled: boolean; threshold?: number | null }[],
  ) {
    const res = await trpc(adminToken, 'approvals.rules.update', { rules }, 'mutation')
    if (res.status !== 200) throw new Error(`rules update failed: ${res.status} ${JSON.stringify(res.error)}`)
    return res.data
  }

  const approve = (token: string, id: string) => trpc(token, 'approvals.approve', { id }, 'mutation')
  const reject = (token: string, id: string, reason: string) =>
    trpc(token, 'approvals.reject', { id, reason }, 'mutation')
  const detail = (token: string, id: string) => trpc(token, 'approvals.detail', { id }, 'query')

  return { ...loans, shopWithChecker, setRules, approve, reject, detail }
}
