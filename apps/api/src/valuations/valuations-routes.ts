import { Router } from 'express'
import type { AppContext } from '../platform/context.ts'
import { handle, requireStaff, requireTenantAdmin } from '../http/request-context.ts'
import { sendPrivatePdf } from '../http/send-pdf.ts'
import { listTemplates, putTemplate, resetTemplate } from './communication-template-service.ts'
import { staffCertificate } from './certificate-service.ts'
import { listDueEmis } from './emi-due-service.ts'
import { addEmi, patchEmi } from './emi-service.ts'
import { createValuation } from './valuation-create-service.ts'
import { getValuationDetail, issueGoldReceipt, listValuations, patchValuation } from './valuation-read-service.ts'
import { emailReport, sendValuation } from './valuation-send-service.ts'

/** platform-spec 4.5 (valuations, EMIs) and the communication templates. */
export function valuationsRoutes(ctx: AppContext) {
  const r = Router()
  const staff = (req: Parameters<typeof requireStaff>[1]) => requireStaff(ctx, req)

  r.post('/valuations', handle(async (req, res) => {
    const result = await createValuation(ctx, await staff(req), req.body)
    res.status(result.created ? 201 : 200)
    return result.valuation
  }))
  r.get('/valuations', handle(async (req) => {
    const { tenantId } = await staff(req)
    const customerId = typeof req.query.customerId === 'string' ? req.query.customerId : undefined
    return listValuations(ctx, tenantId, { customerId })
  }))
  r.get('/valuations/:id', handle(async (req) => getValuationDetail(ctx, (await staff(req)).tenantId, String(req.params.id))))
  r.patch('/valuations/:id', handle(async (req) => patchValuation(ctx, (await staff(req)).tenantId, String(req.params.id), req.body)))
  r.post('/valuations/:id/emi', handle(async (req) => addEmi(ctx, (await staff(req)).tenantId, String(req.params.id), req.body)))
  r.patch('/valuations/:id/emi', handle(async (req) => patchEmi(ctx, (await staff(req)).tenantId, String(req.params.id), req.body)))
  r.get('/valuations/:id/certificate', handle(async (req, res) => {
    sendPrivatePdf(res, await staffCertificate(ctx, (await staff(req)).tenantId, String(req.params.id)), 'inline')
    return undefined
  }))
  r.get('/emis', handle(async (req) => listDueEmis(ctx, (await staff(req)).tenantId, { status: req.query.status })))
  r.post('/valuations/:id/gold-receipt', handle(async (req) => issueGoldReceipt(ctx, (await staff(req)).tenantId, String(req.params.id))))
  r.post('/valuations/:id/report', handle(async (req) => emailReport(ctx, (await staff(req)).tenantId, String(req.params.id))))
  r.post('/valuations/:id/send', handle(async (req, res) => {
    const { tenantId } = await staff(req)
    const result = await sendValuation(ctx, tenantId, String(req.params.id), req.body)
    res.status(result.status)
    return result.body
  }))

  r.get('/communication-templates', handle(async (req) => listTemplates(ctx, (await staff(req)).tenantId)))
  r.put('/communication-templates/:kind', handle(async (req) => putTemplate(ctx, (await requireTenantAdmin(ctx, req)).tenantId, String(req.params.kind), req.body)))
  r.delete('/communication-templates/:kind', handle(async (req) => resetTemplate(ctx, (await requireTenantAdmin(ctx, req)).tenantId, String(req.params.kind))))

  return r
}
