import { Router, type NextFunction, type Request, type Response } from 'express'
import type { AppContext } from '../context.ts'
import { handle, requireStaff } from '../http/request-context.ts'
import { setCustomerKyc } from './customer-kyc-service.ts'
import { createCustomer, getCustomerDetail, listCustomersJson } from './customer-service.ts'
import { setCustomerStatus } from './customer-status-service.ts'
import { getCustomerTimeline } from './customer-timeline-service.ts'

/** Customer responses are personal data (spec 2.12): never cached, errors included. */
export function noStore(_req: Request, res: Response, next: NextFunction) {
  res.setHeader('Cache-Control', 'no-store')
  next()
}

const isTrue = (v: unknown) => v === 'true' || v === '1' || v === ''

/** Spec 4.6, staff only (401 'Unauthorized'); tenant from the principal, other tenants' ids are 404. */
export function customerRoutes(ctx: AppContext) {
  const r = Router()
  r.use('/customers', noStore)
  r.get('/customers', handle(async (req, res) => {
    const staff = await requireStaff(ctx, req)
    const json = await listCustomersJson(ctx, staff.tenantId, { search: req.query.search, picker: isTrue(req.query.picker) })
    res.type('application/json').send(json)
    return undefined
  }))
  r.post('/customers', handle(async (req, res) => {
    const staff = await requireStaff(ctx, req)
    const row = await createCustomer(ctx, staff.tenantId, req.body)
    res.status(201)
    return row
  }))
  // `/api/customers//timeline` has an empty id segment: the blank-id answer, like `%20`.
  r.get(/^\/customers\/\/timeline\/?$/, handle(async (req) => {
    const staff = await requireStaff(ctx, req)
    return getCustomerTimeline(ctx, staff.tenantId, '')
  }))
  r.get('/customers/:id/timeline', handle(async (req) => {
    const staff = await requireStaff(ctx, req)
    return getCustomerTimeline(ctx, staff.tenantId, String(req.params.id))
  }))
  r.patch('/customers/:id/status', handle(async (req) => {
    const staff = await requireStaff(ctx, req)
    const { customerId, status } = await setCustomerStatus(ctx, { tenantId: staff.tenantId, customerId: String(req.params.id), status: req.body?.status })
    return { id: customerId, status }
  }))
  r.patch('/customers/:id/kyc', handle(async (req) => {
    const staff = await requireStaff(ctx, req)
    return setCustomerKyc(ctx, staff.tenantId, String(req.params.id), req.body)
  }))
  r.get('/customers/:id', handle(async (req) => {
    const staff = await requireStaff(ctx, req)
    return getCustomerDetail(ctx, staff.tenantId, String(req.params.id))
  }))
  return r
}
