import { randomBytes } from 'node:crypto'
import { packetNumber, parseVaultPlaceInput } from '@gold/core'
import type { Prisma } from '@gold/db'
import { createPlace } from '../../src/custody/custody-place-service.ts'
import type { TestServer } from './test-server.ts'

/**
 * A shop's vault as custody's register would hold it: places, and sealed packets resting in them
 * (or out, released) written straight to the database (no valuations, photos or moves behind
 * them: the audit reads the register only).
 */
export function vaultRegister(server: TestServer, tenantId: string, createdById: string) {
  const db = server.ctx.db.forTenant(tenantId)
  let next = 0
  return {
    /** Through custody's own service: the label reads as custody writes it ("Safe 1 / Tray A / Slot 1"). */
    place: (safe: string, tray: string, slot = '1') =>
      createPlace(server.ctx, tenantId, parseVaultPlaceInput({ safe, tray, slot })),
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
