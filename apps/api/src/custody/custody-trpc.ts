import {
  custodyIdInput,
  custodySettingsInput,
  goldPacketBody,
  moveRequestBody,
  packetLoanInput,
  packetsQuery,
  packetValuationInput,
  placeActiveInput,
  placesQuery,
  vaultPlaceBody,
  vaultPlaceUpdate,
} from '@gold/core'
import { permittedProcedure, router } from '../trpc/trpc.ts'
import { cancelMove, confirmMove, pendingMoves, requestMove } from './custody-move-service.ts'
import { createPacket, getPacket, listPackets, packetOfValuation, pledgedGold } from './custody-packet-service.ts'
import { createPlace, listPlaces, setPlaceActive, updatePlace } from './custody-place-service.ts'
import { getCustodySettings, updateCustodySettings } from './custody-settings-service.ts'
import { lastCustodyCheck, verifyCustodyChain } from './custody-verify-service.ts'

/** Custody of the pledged gold (issue 28). Labels: GET /api/custody/labels.pdf?ids=… */
export const custodyRouter = router({
  settings: permittedProcedure('shop.read').query(({ ctx }) => getCustodySettings(ctx.app, ctx.principal.tenantId)),
  updateSettings: permittedProcedure('custody.manage')
    .input(custodySettingsInput)
    .mutation(({ ctx, input }) => updateCustodySettings(ctx.app, ctx.principal.tenantId, input)),

  packets: permittedProcedure('custody.read')
    .input(packetsQuery)
    .query(({ ctx, input }) => listPackets(ctx.app, ctx.principal.tenantId, input ?? {})),
  packet: permittedProcedure('custody.read')
    .input(custodyIdInput)
    .query(({ ctx, input }) => getPacket(ctx.app, ctx.principal.tenantId, input.id)),
  packetOfValuation: permittedProcedure('custody.read')
    .input(packetValuationInput)
    .query(({ ctx, input }) => packetOfValuation(ctx.app, ctx.principal.tenantId, input.valuationId)),
  /** The loan page's "Pledged gold" card: read with the loan itself. */
  pledgedGold: permittedProcedure('loans.read')
    .input(packetLoanInput)
    .query(({ ctx, input }) => pledgedGold(ctx.app, ctx.principal.tenantId, input.loanId)),
  createPacket: permittedProcedure('custody.pack')
    .input(goldPacketBody)
    .mutation(({ ctx, input }) => createPacket(ctx.app, ctx.principal.tenantId, ctx.principal.userId, input)),

  places: permittedProcedure('custody.read')
    .input(placesQuery)
    .query(({ ctx, input }) => listPlaces(ctx.app, ctx.principal.tenantId, input?.includeRetired ?? false)),
  createPlace: permittedProcedure('custody.manage')
    .input(vaultPlaceBody)
    .mutation(({ ctx, input }) => createPlace(ctx.app, ctx.principal.tenantId, input)),
  updatePlace: permittedProcedure('custody.manage')
    .input(vaultPlaceUpdate)
    .mutation(({ ctx, input }) => updatePlace(ctx.app, ctx.principal.tenantId, input.id, input.body)),
  setPlaceActive: permittedProcedure('custody.manage')
    .input(placeActiveInput)
    .mutation(({ ctx, input }) => setPlaceActive(ctx.app, ctx.principal.tenantId, input.id, input.active)),

  pendingMoves: permittedProcedure('custody.read').query(({ ctx }) => pendingMoves(ctx.app, ctx.principal.tenantId)),
  requestMove: permittedProcedure('custody.move')
    .input(moveRequestBody)
    .mutation(({ ctx, input }) => requestMove(ctx.app, ctx.principal.tenantId, ctx.principal.userId, input)),
  confirmMove: permittedProcedure('custody.move')
    .input(custodyIdInput)
    .mutation(({ ctx, input }) => confirmMove(ctx.app, ctx.principal.tenantId, ctx.principal.userId, input.id)),
  cancelMove: permittedProcedure('custody.move')
    .input(custodyIdInput)
    .mutation(({ ctx, input }) => cancelMove(ctx.app, ctx.principal.tenantId, input.id)),

  /** Walks the whole custody log now: `{ok, movements}` or the first edited, missing or re-ordered movement. */
  verify: permittedProcedure('custody.read').query(({ ctx }) => verifyCustodyChain(ctx.app, ctx.principal.tenantId)),
  /** The daily check's last result (null before its first run). */
  lastCheck: permittedProcedure('custody.read').query(({ ctx }) => lastCustodyCheck(ctx.app, ctx.principal.tenantId)),
})
