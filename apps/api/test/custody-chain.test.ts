import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runDailyTrailChecks } from '../src/audit/trail-check-service.ts'
import { startTestServer, type TestServer } from './support/test-server.ts'
import { setGoldRate } from './support/valuation-factories.ts'
import { custodyHelpers } from './custody-support.ts'

/** Issue 28: the custody log is append-only and hash-chained; `custody.verify` finds the first break. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await setGoldRate(server)
})
afterAll(async () => {
  await server?.close()
})
const h = custodyHelpers(() => server)

/** A shop whose log holds four movements of one packet (seq 1 to 4). */
async function shopWithMoves() {
  const t = await h.shop()
  const packet = await h.createPacketOk(t.token, (await h.loanValuation(t.token, t.customer.id)).id)
  const [a, b] = [await h.placeOk(t.admin.token, '1'), await h.placeOk(t.admin.token, '2')]
  await h.moveOk(t.token, t.admin.token, { packetId: packet.id, kind: 'intoVault', toPlaceId: a.id })
  await h.moveOk(t.admin.token, t.token, { packetId: packet.id, kind: 'outForRevaluation' })
  await h.moveOk(t.token, t.admin.token, { packetId: packet.id, kind: 'back', toPlaceId: b.id })
  await h.moveOk(t.token, t.admin.token, { packetId: packet.id, kind: 'reseal', sealNo: 'S-7' })
  return { t, packet }
}

const verify = async (token: string) => (await h.trpc(token, 'custody.verify', undefined, 'query')).data

/** Someone with the database's owner rights turns the trigger off for one statement. */
async function behindTheTrigger(sql: string, ...values: unknown[]) {
  const db = server.ctx.db.prisma
  await db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe('ALTER TABLE "CustodyMovement" DISABLE TRIGGER "CustodyMovement_append_only"')
    await tx.$executeRawUnsafe(sql, ...values)
    await tx.$executeRawUnsafe('ALTER TABLE "CustodyMovement" ENABLE TRIGGER "CustodyMovement_append_only"')
  })
}

describe('the custody chain', () => {
  it('is intact after moves, and the table refuses an edit or a delete', async () => {
    const { t } = await shopWithMoves()
    expect(await verify(t.token)).toEqual({ ok: true, movements: 4 })
    const db = server.ctx.db.prisma
    await expect(
      db.$executeRaw`UPDATE "CustodyMovement" SET "sealNo" = 'S-X' WHERE "tenantId" = ${t.tenantId} AND "seq" = 2`,
    ).rejects.toThrow(/append-only/)
    await expect(
      db.$executeRaw`DELETE FROM "CustodyMovement" WHERE "tenantId" = ${t.tenantId} AND "seq" = 2`,
    ).rejects.toThrow(/append-only/)
    expect(await verify(t.token)).toEqual({ ok: true, movements: 4 })
  })

  it('finds an edited movement (a swapped seal) at its seq', async () => {
    const { t } = await shopWithMoves()
    await behindTheTrigger(
      `UPDATE "CustodyMovement" SET "sealNo" = 'S-FAKE' WHERE "tenantId" = $1 AND "seq" = 3`,
      t.tenantId,
    )
    expect(await verify(t.token)).toMatchObject({ ok: false, movements: 2, break: { problem: 'edited', seq: 3 } })
  })

  it('finds a deleted movement where the gap starts, and a deleted last one through the head', async () => {
    const { t } = await shopWithMoves()
    await behindTheTrigger(`DELETE FROM "CustodyMovement" WHERE "tenantId" = $1 AND "seq" = 2`, t.tenantId)
    expect(await verify(t.token)).toMatchObject({ ok: false, movements: 1, break: { problem: 'missing', seq: 2 } })

    const last = await shopWithMoves()
    await behindTheTrigger(`DELETE FROM "CustodyMovement" WHERE "tenantId" = $1 AND "seq" = 4`, last.t.tenantId)
    expect(await verify(last.t.token)).toMatchObject({
      ok: false,
      movements: 3,
      break: { problem: 'missing', seq: 4, id: null },
    })
  })

  it('finds re-ordered movements (two seqs swapped)', async () => {
    const { t } = await shopWithMoves()
    // Through a spare seq: the (tenant, seq) key is unique at every statement.
    for (const [from, to] of [
      [2, 0],
      [3, 2],
      [0, 3],
    ])
      await behindTheTrigger(
        `UPDATE "CustodyMovement" SET "seq" = $2 WHERE "tenantId" = $1 AND "seq" = $3`,
        t.tenantId,
        to,
        from,
      )
    expect(await verify(t.token)).toMatchObject({ ok: false, movements: 1, break: { seq: 2 } })
  })

  it("one shop's break does not show in another's chain", async () => {
    const [a, b] = [await shopWithMoves(), await shopWithMoves()]
    await behindTheTrigger(
      `UPDATE "CustodyMovement" SET "note" = 'x' WHERE "tenantId" = $1 AND "seq" = 1`,
      a.t.tenantId,
    )
    expect((await verify(a.t.token)).ok).toBe(false)
    expect(await verify(b.t.token)).toEqual({ ok: true, movements: 4 })
  })

  it('the daily chain check walks every custody log and keeps the result', async () => {
    const [broken, intact] = [await shopWithMoves(), await shopWithMoves()]
    const lastCheck = async (token: string) => (await h.trpc(token, 'custody.lastCheck', undefined, 'query')).data
    expect(await lastCheck(broken.t.token)).toBeNull()
    await behindTheTrigger(`DELETE FROM "CustodyMovement" WHERE "tenantId" = $1 AND "seq" = 3`, broken.t.tenantId)
    const run = await runDailyTrailChecks(server.ctx)
    expect(run.custody).toContainEqual({ tenantId: broken.t.tenantId, ok: false })
    expect(run.custody).toContainEqual({ tenantId: intact.t.tenantId, ok: true })
    expect(await lastCheck(broken.t.token)).toMatchObject({
      ok: false,
      movements: 2,
      break: { problem: 'missing', seq: 3 },
    })
    expect(await lastCheck(intact.t.token)).toMatchObject({ ok: true, movements: 4, break: null })
  })
})
