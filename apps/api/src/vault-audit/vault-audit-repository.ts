import type { Prisma } from '@gold/db'
import type { AppContext } from '../platform/context.ts'

/** Core packet-status `inVault`: the register's word for a packet resting in a vault place. */
const IN_VAULT = 'inVault'

const PACKET_SELECT = { number: true, placeId: true, status: true, sealNo: true, loanId: true } as const
export type RegisterPacket = Prisma.GoldPacketGetPayload<{ select: typeof PACKET_SELECT }>

/** Vault audits and their scans, and the parts of the custody register an audit compares with: one shop's. */
export function vaultAuditRepository(ctx: AppContext, tenantId: string) {
  const db = ctx.db.forTenant(tenantId)
  return {
    place: (id: string) => db.vaultPlace.findFirst({ where: { id } }),
    activePlaces: () => db.vaultPlace.findMany({ where: { active: true }, orderBy: { label: 'asc' } }),
    placesByIds: (ids: readonly string[]) => db.vaultPlace.findMany({ where: { id: { in: [...new Set(ids)] } } }),

    /**
     * The packets an audit compares with: those the register has in the audited places, and those
     * scanned, wherever the register has them (another place, out, released) or nowhere.
     */
    registerFor: (placeIds: readonly string[], scannedNumbers: readonly string[]) =>
      db.goldPacket.findMany({
        where: {
          OR: [{ status: IN_VAULT, placeId: { in: [...placeIds] } }, { number: { in: [...scannedNumbers] } }],
        },
        select: PACKET_SELECT,
        orderBy: { number: 'asc' },
      }),

    start: (data: { placeId: string | null; placeIds: string[]; startedById: string; startedAt: Date }) =>
      db.vaultAudit.create({ data: { ...data, status: 'open' } as Prisma.VaultAuditUncheckedCreateInput }),
    audit: (id: string) => db.vaultAudit.findFirst({ where: { id } }),
    /** Newest first: open ones to carry on with, finished ones to read. */
    recent: (take: number) => db.vaultAudit.findMany({ orderBy: [{ startedAt: 'desc' }, { id: 'desc' }], take }),
    scans: (auditId: string) => db.vaultAuditScan.findMany({ where: { auditId }, orderBy: { scannedAt: 'asc' } }),

    /**
     * One row per packet per audit: a repeat in the same place changes nothing; in another place
     * the row moves there. Inserted with ON CONFLICT so two phones scanning one packet at once
     * both succeed (an interactive transaction would queue on PGlite).
     */
    recordScan: async (scan: {
      auditId: string
      packetNumber: string
      placeId: string
      scannedById: string
      scannedAt: Date
    }) => {
      await db.$executeRaw`
        INSERT INTO "VaultAuditScan" ("id", "tenantId", "auditId", "packetNumber", "placeId", "scannedById", "scannedAt")
        VALUES (${crypto.randomUUID()}, ${tenantId}, ${scan.auditId}, ${scan.packetNumber}, ${scan.placeId},
                ${scan.scannedById}, ${scan.scannedAt})
        ON CONFLICT ("auditId", "packetNumber") DO UPDATE
          SET "placeId" = EXCLUDED."placeId", "scannedById" = EXCLUDED."scannedById", "scannedAt" = EXCLUDED."scannedAt"
          WHERE "VaultAuditScan"."placeId" <> EXCLUDED."placeId" AND "VaultAuditScan"."tenantId" = ${tenantId}`
    },

    /** Close an open audit with its result; false when it was no longer open (finished meanwhile). */
    finish: async (
      id: string,
      data: Pick<
        Prisma.VaultAuditUncheckedUpdateInput,
        'finishedById' | 'finishedAt' | 'matchedCount' | 'missingCount' | 'extraCount' | 'wrongPlaceCount' | 'result'
      >,
    ) =>
      (await db.vaultAudit.updateMany({ where: { id, status: 'open' }, data: { ...data, status: 'finished' } }))
        .count === 1,

    staffNames: async (ids: readonly string[]) =>
      new Map(
        (await db.user.findMany({ where: { id: { in: [...new Set(ids)] } }, select: { id: true, name: true } })).map(
          (u) => [u.id, u.name] as const,
        ),
      ),
  }
}

export type VaultAuditRepository = ReturnType<typeof vaultAuditRepository>
