import { createStaffUser } from '../src/auth/identity-admin.ts'
import { assignRoles } from '../src/roles/roles-service.ts'
import { loginAs } from './support/factories.ts'
import { call } from './support/http.ts'
import { TEST_JPEG, TEST_PNG } from './support/test-images.ts'
import type { TestServer } from './support/test-server.ts'
import { loanHelpers } from './loans-support.ts'

/** Helpers of the custody API tests (issue 28): shops with a loan valuation, photos, packets, moves. */
export function custodyHelpers(server: () => TestServer) {
  const loans = loanHelpers(server)
  const { trpc } = loans

  async function upload(token: string, image: 'png' | 'jpeg' = 'jpeg') {
    const res = await call(server().url, 'POST', '/api/upload?purpose=valuation', {
      token,
      rawBody: image === 'png' ? TEST_PNG : TEST_JPEG,
      headers: { 'content-type': `image/${image}`, 'x-file-name': `photo.${image === 'png' ? 'png' : 'jpg'}` },
    })
    if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${res.text}`)
    return res.body.url as string
  }

  async function issueGoldReceipt(token: string, valuationId: string) {
    const res = await call(server().url, 'POST', `/api/valuations/${valuationId}/gold-receipt`, { token })
    if (res.status !== 200 && res.status !== 201) throw new Error(`gold receipt failed: ${res.status} ${res.text}`)
  }

  async function packetBody(token: string, valuationId: string, sealNo = 'S-0093') {
    return {
      valuationId,
      sealNo,
      ornamentPhotoUrls: [await upload(token)],
      sealedPhotoUrl: await upload(token, 'png'),
    }
  }

  async function createPacketOk(token: string, valuationId: string, sealNo?: string) {
    const res = await trpc(token, 'custody.createPacket', await packetBody(token, valuationId, sealNo), 'mutation')
    if (res.status !== 200) throw new Error(`packet failed: ${res.status} ${JSON.stringify(res.error)}`)
    return res.data as { id: string; number: string; sealNo: string; status: string; loanId: string | null }
  }

  async function placeOk(token: string, slot: string, safe = 'A', tray = '1') {
    const res = await trpc(token, 'custody.createPlace', { safe, tray, slot }, 'mutation')
    if (res.status !== 200) throw new Error(`place failed: ${res.status} ${JSON.stringify(res.error)}`)
    return res.data as { id: string; label: string }
  }

  /** One staff member asks, `confirmer` confirms: the movement's answer. */
  async function moveOk(asker: string, confirmer: string, move: Record<string, unknown>) {
    const asked = await trpc(asker, 'custody.requestMove', move, 'mutation')
    if (asked.status !== 200) throw new Error(`request failed: ${asked.status} ${JSON.stringify(asked.error)}`)
    const done = await trpc(confirmer, 'custody.confirmMove', { id: asked.data.id }, 'mutation')
    if (done.status !== 200) throw new Error(`confirm failed: ${done.status} ${JSON.stringify(done.error)}`)
    return done.data as { seq: number }
  }

  /** A further staff member of `t` with exactly `roles` (built-in names). */
  async function staffWithRoles(t: { slug: string; tenantId: string }, roles: string[]) {
    const email = `custody-${Math.random().toString(36).slice(2, 10)}@test.gold`
    const user = await createStaffUser(server().ctx, {
      tenant: t.slug,
      role: 'TENANT_EMPLOYEE',
      email,
      password: 'Custody@12345',
      name: 'Custody staff',
    })
    await assignRoles(server().ctx, t.tenantId, { userId: user.userId, roles })
    return loginAs(server(), email, 'Custody@12345')
  }

  return { ...loans, upload, issueGoldReceipt, packetBody, createPacketOk, placeOk, moveOk, staffWithRoles }
}
