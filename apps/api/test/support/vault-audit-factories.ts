import { randomBytes } from 'node:crypto'
import { packetNumber } from '@gold/core'
import type { Prisma } from '@gold/db'
import type { TestServer } from './test-server.ts'

/**
 * A shop's vault as custody's register would hold it, written straight to the database: places,
 * and sealed packets resting in them (or out, released). The audit tests read the register only.
 */
export function vaultRegister(server: TestServer, tenantId: string, createdById: string) {
  const db = server.ctx.db.forTenant(tenantId)
  let next = 0
  return {
    place: (safe: string, tray: string, slot = '1') =>
      db.vaultPlace.create({
        data: { safe, tray, slot, label: `${safe} / ${tray} / ${slot}` } as Prisma.VaultPlaceUncheckedCreateInput,
      }),
    packet: (placeId: string | null, status = placeId ? 'inVault' : 'released') =>
      db.goldPacket.create({
        data: {
          number: packetNumber(++next),
          valuationId: `val-${randomBytes(6).toString('hex')}`,
          sealNo: `S-${next}`,
          ornamentPhotoUrls: ['/uploads/o.png'],
          sealedPhotoUrl: '/uploads/s.png',
          placeId,
          status,
          createdById,
        } as Prisma.GoldPacketUncheckedCreateInput,
      }),
  }
}
