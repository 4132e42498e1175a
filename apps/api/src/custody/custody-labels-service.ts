import { custodyErrors } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { packetViews } from './custody-packet-json.ts'
import { custodyRepository } from './custody-repository.ts'
import { packetLabelsPdfKind } from './packet-labels-pdf.ts'

/**
 * GET /api/custody/labels.pdf?ids=…: a sheet of the packets' labels, in the order asked. A packet
 * id that is not this shop's reads as not found (404), as any other tenant's record does.
 */
export async function packetLabelsPdf(ctx: AppContext, tenantId: string, ids: string[]) {
  const repo = custodyRepository(ctx, tenantId)
  const shopName = await repo.shopName()
  const views = await packetViews(repo, await repo.packets({ ids }, ids.length))
  if (views.length !== ids.length) throw custodyErrors.error('packetNotFound')
  const labels = ids.map((id) => {
    const p = views.find((v) => v.id === id)!
    return {
      number: p.number,
      sealNo: p.sealNo,
      borrowerName: p.borrowerName,
      reference: p.loanNumber ?? p.certificateNumber ?? p.goldReceiptNo,
      placeLabel: p.placeLabel,
    }
  })
  const pdf = await ctx.pdf.forShop(tenantId).render(packetLabelsPdfKind, { shopName, labels })
  return { filename: `packet-labels-${ctx.now().toISOString().slice(0, 10)}.pdf`, pdf }
}
