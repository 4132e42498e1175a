import { goldPacketBody, isPacketStatus, parseLabelIds } from '@gold/core'
import { permittedRoutes } from '../http/route-guards.ts'
import { sendPrivatePdf } from '../http/send-pdf.ts'
import type { AppContext } from '../platform/context.ts'
import { packetLabelsPdf } from './custody-labels-service.ts'
import { createPacket, getPacket, listPackets } from './custody-packet-service.ts'

/** Custody over REST (issue 28): the labels sheet, and packets for scripts and other apps. */
export function custodyRestRoutes(ctx: AppContext) {
  const r = permittedRoutes(ctx)
  r.get('custody.read', '/custody/labels.pdf', async (staff, req, res) => {
    sendPrivatePdf(res, await packetLabelsPdf(ctx, staff.tenantId, parseLabelIds(req.query.ids)), 'inline')
    return undefined
  })
  r.get('custody.read', '/custody/packets', (staff, req) => {
    const status = isPacketStatus(req.query.status) ? req.query.status : undefined
    return listPackets(ctx, staff.tenantId, { status })
  })
  r.get('custody.read', '/custody/packets/:id', (staff, req) => getPacket(ctx, staff.tenantId, String(req.params.id)))
  r.post('custody.pack', '/custody/packets', async (staff, req, res) => {
    res.status(201)
    return createPacket(ctx, staff.tenantId, staff.userId, goldPacketBody.parse(req.body))
  })
  return r.router
}
