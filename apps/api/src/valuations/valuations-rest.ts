import {
  emiAddInput,
  emiStatusPatchInput,
  valuationCreateInput,
  valuationPatchInput,
  valuationSendInput,
  valuationCorrectionInput,
} from '@gold/core'
import { Router } from 'express'
import type { AppContext } from '../platform/context.ts'
import { guardedRoutes, permittedRoutes, publicGuard } from '../http/route-guards.ts'
import { clientIp } from '../http/request-context.ts'
import { sendPrivatePdf } from '../http/send-pdf.ts'
import { listTemplates, putTemplate, resetTemplate } from './communication-template-service.ts'
import { goldReceiptPdf, publicCertificate, staffCertificate } from './certificate-service.ts'
import { listDueEmis } from './emi-due-service.ts'
import { addEmi, patchEmi } from './emi-service.ts'
import { correctValuation } from './valuation-correction-service.ts'
import { createValuation } from './valuation-create-service.ts'
import { getValuationDetail, issueGoldReceipt, listValuations, patchValuation } from './valuation-read-service.ts'
import { emailReport, sendValuation } from './valuation-send-service.ts'

/** platform-spec 4.5 (valuations, EMIs) and the communication templates. */
export function valuationsRestRoutes(ctx: AppContext) {
  const r = permittedRoutes(ctx)
  r.post('valuations.write', '/valuations', async (staff, req, res) => {
    const result = await createValuation(ctx, staff, valuationCreateInput.parse(req.body))
    res.status(result.created ? 201 : 200)
    return result.valuation
  })
  r.get('valuations.read', '/valuations', (staff, req) => {
    const customerId = typeof req.query.customerId === 'string' ? req.query.customerId : undefined
    return listValuations(ctx, staff.tenantId, { customerId })
  })
  r.get('valuations.read', '/valuations/:id', (staff, req) =>
    getValuationDetail(ctx, staff.tenantId, String(req.params.id)),
  )
  r.patch('valuations.write', '/valuations/:id', (staff, req) =>
    patchValuation(ctx, staff.tenantId, String(req.params.id), valuationPatchInput.parse(req.body)),
  )
  // Issue 26 (not in platform-spec): correct a valuation by a new version.
  r.post('valuations.revise', '/valuations/:id/corrections', async (staff, req, res) => {
    const answer = await correctValuation(ctx, staff, String(req.params.id), valuationCorrectionInput.parse(req.body))
    res.status(201)
    return answer
  })
  r.post('valuations.write', '/valuations/:id/emi', (staff, req) =>
    addEmi(ctx, staff.tenantId, String(req.params.id), emiAddInput.parse(req.body)),
  )
  r.patch('loans.collect', '/valuations/:id/emi', (staff, req) =>
    patchEmi(ctx, staff.tenantId, String(req.params.id), emiStatusPatchInput.parse(req.body), {
      userId: staff.userId,
    }),
  )
  r.get('valuations.read', '/valuations/:id/certificate', async (staff, req, res) => {
    sendPrivatePdf(res, await staffCertificate(ctx, staff.tenantId, String(req.params.id)), 'inline')
    return undefined
  })
  r.get('valuations.read', '/valuations/:id/documents/gold-receipt', async (staff, req, res) => {
    sendPrivatePdf(res, await goldReceiptPdf(ctx, { tenantId: staff.tenantId }, String(req.params.id)), 'inline')
    return undefined
  })
  r.get('valuations.read', '/emis', (staff, req) => listDueEmis(ctx, staff.tenantId, { status: req.query.status }))
  r.post('valuations.write', '/valuations/:id/gold-receipt', (staff, req) =>
    issueGoldReceipt(ctx, staff.tenantId, String(req.params.id)),
  )
  r.post('messages.send', '/valuations/:id/report', (staff, req) =>
    emailReport(ctx, staff.tenantId, String(req.params.id)),
  )
  r.post('messages.send', '/valuations/:id/send', async (staff, req, res) => {
    const result = await sendValuation(ctx, staff.tenantId, String(req.params.id), valuationSendInput.parse(req.body))
    res.status(result.status)
    return result.body
  })
  r.get('valuations.read', '/communication-templates', (staff) => listTemplates(ctx, staff.tenantId))

  const templateEdits = permittedRoutes(ctx)
  templateEdits.put('shop.settings', '/communication-templates/:kind', (admin, req) =>
    putTemplate(ctx, admin.tenantId, String(req.params.kind), req.body),
  )
  templateEdits.delete('shop.settings', '/communication-templates/:kind', (admin, req) =>
    resetTemplate(ctx, admin.tenantId, String(req.params.kind)),
  )

  // The certificate's QR code leads here: anyone holding it may check the certificate's key facts.
  const verify = guardedRoutes(publicGuard)
  verify.get('/public/certificates/:code', (_, req) => publicCertificate(ctx, String(req.params.code), clientIp(req)))

  return Router().use(verify.router, r.router, templateEdits.router)
}
