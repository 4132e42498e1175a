import { customerFormInput, kycChangeInput, parseRevealReason } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { sendJsonStream } from '../http/json-stream.ts'
import { bodyFields } from '../http/json-body.ts'
import { permittedRoutes } from '../http/route-guards.ts'
import { revealAadhaar } from './customer-aadhaar.ts'
import { eraseCustomer } from './customer-erasure-service.ts'
import { exportPersonalData } from './personal-data-export.ts'
import { setCustomerKyc } from './customer-kyc-service.ts'
import { createCustomer, getCustomerDetail, writeCustomersJson } from './customer-service.ts'
import { setCustomerStatus } from './customer-status-service.ts'
import { getCustomerTimeline } from './customer-timeline-service.ts'

const isTrue = (v: unknown) => v === 'true' || v === '1' || v === ''

/** Spec 4.6, staff only (401 'Unauthorized'); tenant from the principal, other tenants' ids are 404. */
export function customersRestRoutes(ctx: AppContext) {
  const r = permittedRoutes(ctx)
  r.get('customers.read', '/customers', async (staff, req, res) => {
    const query = { search: req.query.search, picker: isTrue(req.query.picker) }
    await sendJsonStream(res, ctx.log, (write) => writeCustomersJson(ctx, staff.tenantId, query, write))
    return undefined
  })
  r.post('customers.write', '/customers', async (staff, req, res) => {
    const row = await createCustomer(ctx, staff.tenantId, customerFormInput.parse(req.body))
    res.status(201)
    return row
  })
  // `/api/customers//timeline` has an empty id segment: the blank-id answer, like `%20`.
  r.get('customers.read', /^\/customers\/\/timeline\/?$/, (staff) => getCustomerTimeline(ctx, staff.tenantId, ''))
  r.get('customers.read', '/customers/:id/timeline', (staff, req) =>
    getCustomerTimeline(ctx, staff.tenantId, String(req.params.id)),
  )
  r.patch('customers.write', '/customers/:id/status', async (staff, req) => {
    const { customerId, status } = await setCustomerStatus(ctx, {
      tenantId: staff.tenantId,
      customerId: String(req.params.id),
      status: bodyFields(req).status,
    })
    return { id: customerId, status }
  })
  r.patch('customers.write', '/customers/:id/kyc', (staff, req) =>
    setCustomerKyc(ctx, staff.tenantId, String(req.params.id), kycChangeInput.parse(req.body)),
  )
  // Not in the spec (whose reads keep the stored number): the staff app's recorded reveal, for REST
  // clients too. Body `{reason}`.
  r.post('customers.personalData', '/customers/:id/aadhaar/reveal', (staff, req) =>
    revealAadhaar(ctx, staff, String(req.params.id), parseRevealReason(bodyFields(req).reason)),
  )
  // Issue 28, not in the spec: the borrower's personal data as a JSON download, and the erasure.
  r.get(
    'customers.personalData',
    '/customers/:id/personal-data',
    async (staff, req, res) => {
      const data = await exportPersonalData(ctx, staff, String(req.params.id))
      res.setHeader('Content-Disposition', `attachment; filename="personal-data-${data.profile.id}.json"`)
      return data
    },
    { revealsPersonalData: true },
  )
  r.post('customers.erase', '/customers/:id/erasure', (staff, req) => eraseCustomer(ctx, staff, String(req.params.id)))
  r.get(
    'customers.read',
    '/customers/:id',
    (staff, req) => getCustomerDetail(ctx, staff.tenantId, String(req.params.id)),
    {
      revealsPersonalData: true,
    },
  )
  return r.router
}
