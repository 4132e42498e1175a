import { type HandoverInput, checkHandover, isShopUpload, parsePacketLabel, releaseDeskErrors } from '@gold/core'
import type { LoanQueries, LoanRecord } from './loans-repository.ts'

/**
 * The handover a release needs under the shop's packet rule (issue 28), checked in the clerk's
 * order (core `checkHandover`: packet on record, its label scanned and matching, seal photo,
 * signature), then the two images: each must be an image this shop's staff uploaded.
 */
export async function checkedReleaseHandover(
  q: LoanQueries,
  tenantId: string,
  loan: Pick<LoanRecord, 'id' | 'valuationId'>,
  handover: HandoverInput | null,
) {
  const packet = await q.packetOfLoan(loan)
  const checked = checkHandover(packet && { number: packet.number, sealNo: packet.sealNo }, handover, parsePacketLabel)
  const files = new Map((await q.storedFiles([checked.sealPhoto, checked.signature])).map((f) => [f.pathname, f]))
  for (const pathname of [checked.sealPhoto, checked.signature])
    if (!isShopUpload(tenantId, files.get(pathname) ?? null)) throw releaseDeskErrors.error('notShopUpload')
  return { ...checked, packetId: packet!.id }
}

export type CheckedReleaseHandover = Awaited<ReturnType<typeof checkedReleaseHandover>>
