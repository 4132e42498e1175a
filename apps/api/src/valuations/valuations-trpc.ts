import {
  emiAddInput,
  emiStatusPatchInput,
  idAndBody,
  pageQuery,
  valuationCreateInput,
  valuationPatchInput,
  valuationPacketInput,
  valuationSendInput,
  valuationCorrectionInput,
} from '@gold/core'
import { z } from 'zod'
import { shopGoldRate } from '../gold-rates/shop-gold-rate-service.ts'
import { clientIp } from '../http/request-context.ts'
import { publicProcedure, router, permittedProcedure } from '../trpc/trpc.ts'
import { publicCertificate, setPacket } from './certificate-service.ts'
import { listTemplates, putTemplate, resetTemplate } from './communication-template-service.ts'
import { listDueEmis } from './emi-due-service.ts'
import { addEmi, getValuationDetailForApp, patchEmiForApp } from './emi-service.ts'
import { correctValuation } from './valuation-correction-service.ts'
import { createValuation } from './valuation-create-service.ts'
import { issueGoldReceipt, listValuationsPage, patchValuation, valuationsToday } from './valuation-read-service.ts'
import { emailReport, sendValuation } from './valuation-send-service.ts'

const byId = z.object({ id: z.string() })

/** The staff app's valuation procedures: the same services and core input schemas as the REST routes of platform-spec 4.5. */
export const valuationsRouter = router({
  /** One keyset page (`{items, nextCursor}`) of the REST list's rows, optionally of one customer. */
  list: permittedProcedure('valuations.read')
    .input(pageQuery.extend({ customerId: z.string().max(100).optional() }).optional())
    .query(({ ctx, input }) => listValuationsPage(ctx.app, ctx.principal.tenantId, input)),
  today: permittedProcedure('valuations.read').query(({ ctx }) => valuationsToday(ctx.app, ctx.principal.tenantId)),
  /** The REST detail plus each EMI's `paidAmount` and `outstanding` (partial payments; not in the spec's projection). */
  get: permittedProcedure('valuations.read')
    .input(byId)
    .query(({ ctx, input }) => getValuationDetailForApp(ctx.app, ctx.principal.tenantId, input.id)),
  /** `created` false: the clientRequestId was seen before and this is that valuation. */
  create: permittedProcedure('valuations.write')
    .input(valuationCreateInput)
    .mutation(({ ctx, input }) => createValuation(ctx.app, ctx.principal, input)),
  patch: permittedProcedure('valuations.write')
    .input(idAndBody(valuationPatchInput))
    .mutation(({ ctx, input }) => patchValuation(ctx.app, ctx.principal.tenantId, input.id, input.body)),
  /** Issue 26: a new version with the corrected appraisal and a new certificate number; the old one is superseded. */
  correct: permittedProcedure('valuations.revise')
    .input(idAndBody(valuationCorrectionInput))
    .mutation(({ ctx, input }) => correctValuation(ctx.app, ctx.principal, input.id, input.body)),
  addEmi: permittedProcedure('valuations.write')
    .input(idAndBody(emiAddInput))
    .mutation(({ ctx, input }) => addEmi(ctx.app, ctx.principal.tenantId, input.id, input.body)),
  /** The REST answer plus `paidAmount` and `outstanding`; body may carry `idempotencyKey`. */
  patchEmi: permittedProcedure('loans.collect')
    .input(idAndBody(emiStatusPatchInput))
    .mutation(({ ctx, input }) =>
      patchEmiForApp(ctx.app, ctx.principal.tenantId, input.id, input.body, { userId: ctx.principal.userId }),
    ),
  /** Unpaid EMIs that are Due Soon or Overdue (after the status sync), earliest first, at most 20. */
  emisDue: permittedProcedure('valuations.read')
    .input(z.object({ status: z.string().optional() }).optional())
    .query(({ ctx, input }) => listDueEmis(ctx.app, ctx.principal.tenantId, { status: input?.status })),
  goldReceipt: permittedProcedure('valuations.write')
    .input(byId)
    .mutation(({ ctx, input }) => issueGoldReceipt(ctx.app, ctx.principal.tenantId, input.id)),
  /** The pledge packet and seal numbers (blank clears); the gold receipt prints them. */
  setPacket: permittedProcedure('valuations.write')
    .input(valuationPacketInput)
    .mutation(({ ctx, input }) => setPacket(ctx.app, ctx.principal.tenantId, input.id, input.body)),
  /** The public verification page (signed out): GET /api/public/certificates/{code}'s answer, rate limited alike. */
  verifyCertificate: publicProcedure
    .input(z.object({ code: z.string().max(100) }))
    .query(({ ctx, input }) => publicCertificate(ctx.app, input.code, clientIp(ctx.req))),
  report: permittedProcedure('messages.send')
    .input(byId)
    .mutation(({ ctx, input }) => emailReport(ctx.app, ctx.principal.tenantId, input.id)),
  /**
   * The breakdown is returned even when every target failed (REST answers 502 there); `allFailed` says so.
   * `outbox`: the sent targets that were only written to the mail outbox (no mail server is set up).
   */
  send: permittedProcedure('messages.send')
    .input(idAndBody(valuationSendInput))
    .mutation(async ({ ctx, input }) => {
      const result = await sendValuation(ctx.app, ctx.principal.tenantId, input.id, input.body)
      return { ...result.body, allFailed: result.status === 502, outbox: result.outbox }
    }),
  /** The rate a valuation created now is priced with, its source and age (the form shows them). */
  currentRate: permittedProcedure('valuations.read').query(({ ctx }) => shopGoldRate(ctx.app, ctx.principal.tenantId)),
  templates: permittedProcedure('valuations.read').query(({ ctx }) => listTemplates(ctx.app, ctx.principal.tenantId)),
  putTemplate: permittedProcedure('shop.settings')
    .input(z.object({ kind: z.string(), subject: z.string(), body: z.string() }))
    .mutation(({ ctx, input }) => putTemplate(ctx.app, ctx.principal.tenantId, input.kind, input)),
  resetTemplate: permittedProcedure('shop.settings')
    .input(z.object({ kind: z.string() }))
    .mutation(({ ctx, input }) => resetTemplate(ctx.app, ctx.principal.tenantId, input.kind)),
})
