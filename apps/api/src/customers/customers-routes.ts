import { Router } from 'express'
import type { AppContext } from '../platform/context.ts'
import { sendJsonStream } from '../http/json-stream.ts'
import { handle, requireStaff } from '../http/request-context.ts'
import { revealAadhaar } from './customer-aadhaar.ts'
import { setCustomerKyc } from './customer-kyc-service.ts'
import { createCustomer, getCustomerDetail, writeCustomersJson } from './customer-service.ts'
import { setCustomerStatus } from './customer-status-service.ts'
import { getCustomerTimeline } from './customer-timeline-service.ts'

const isTrue = (v: unknown) => v === 'true' || v === '1' || v === ''

/** Spec 4.6, staff only (401 'Unauthorized'); tenant from the principal, other tenants' ids are 404. */
export function customersRoutes(ctx: AppContext) {
  const r = Router()
  r.get('/customers', handle(async (req, res) => {
    const staff = await requireStaff(ctx, req)
    const query = { search: req.query.search, picker: isTrue(req.query.picker) }
    await sendJsonStream(res, ctx.log, (write) => writeCustomersJson(ctx, staff.tenantId, query, write))
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
  // Not in the spec (whose reads keep the stored number): the staff app's recorded reveal, for REST clients too.
  r.post('/customers/:id/aadhaar/reveal', handle(async (req) => revealAadhaar(ctx, await requireStaff(ctx, req), String(req.params.id))))
  r.get('/customers/:id', handle(async (req) => {
    const staff = await requireStaff(ctx, req)
    return getCustomerDetail(ctx, staff.tenantId, String(req.params.id))
  }))
  return r
}
