import {
  customerCorrectionInput,
  idAndFields,
  kycChangeInput,
  parseRevealReason,
  preferredLanguageInput,
  privacySettingsBody,
  searchPageQuery,
  staffCustomerFormInput,
  type Permission,
} from '@gold/core'
import { z } from 'zod'
import { currentIntakeLink, revokeIntakeLinks } from './intake-link-service.ts'
import { permittedProcedure, revealsPersonalData, router } from '../trpc/trpc.ts'
import { maskAadhaarFields, revealAadhaar } from './customer-aadhaar.ts'
import { customerKycDocuments, setCustomerKyc } from './customer-kyc-service.ts'
import {
  createCustomer,
  customerSummary,
  getStaffCustomerDetail,
  listCustomersPage,
  pickerCustomers,
  setPreferredLanguage,
} from './customer-service.ts'
import { setCustomerStatus } from './customer-status-service.ts'
import { correctCustomer, customerCorrections } from './customer-correction-service.ts'
import { getCustomerTimeline } from './customer-timeline-service.ts'
import { eraseCustomer, privacySettings, updatePrivacySettings } from './customer-erasure-service.ts'
import { exportPersonalData } from './personal-data-export.ts'
import { customerConsents } from './customer-consents-service.ts'

/** Customer responses are personal data: never cached (same as the REST routes). */
const noStoreStaff = (permission: Permission) =>
  permittedProcedure(permission).use(({ ctx, next }) => {
    ctx.res.setHeader('Cache-Control', 'no-store')
    return next()
  })
/**
 * Staff see Aadhaar numbers masked (last four digits) in every answer of this router; the full
 * number only through `revealAadhaar`, which is recorded. REST keeps the spec's stored value.
 */
const customerStaff = (permission: Permission) =>
  noStoreStaff(permission).use(async ({ next }) => {
    const result = await next()
    if (result.ok) maskAadhaarFields(result.data)
    return result
  })
const byId = z.object({ id: z.string() })
/** Core's rule and message: the reason is checked before anything is read. */
const revealReason = z.custom<string>(() => true).transform((raw) => parseRevealReason(raw))

/** Staff customers router: the same services as /api/customers and /api/intake-link. */
export const customersRouter = router({
  /** One keyset page (`{items, nextCursor}`) of the REST list's rows, searched on the server. */
  list: customerStaff('customers.read')
    .input(searchPageQuery.optional())
    .query(({ ctx, input }) => listCustomersPage(ctx.app, ctx.principal.tenantId, input)),
  picker: customerStaff('customers.read')
    .input(searchPageQuery.optional())
    .query(({ ctx, input }) => pickerCustomers(ctx.app, ctx.principal.tenantId, input)),
  summary: customerStaff('customers.read').query(({ ctx }) => customerSummary(ctx.app, ctx.principal.tenantId)),
  /** The REST form plus the borrower's message language (`preferredLanguage`, English when not sent). */
  create: customerStaff('customers.write')
    .input(staffCustomerFormInput)
    .mutation(({ ctx, input }) => createCustomer(ctx.app, ctx.principal.tenantId, input, ctx.principal)),
  get: customerStaff('customers.read')
    .meta(revealsPersonalData)
    .input(byId)
    .query(({ ctx, input }) => getStaffCustomerDetail(ctx.app, ctx.principal.tenantId, input.id)),
  /** `{ id, preferredLanguage }`: `en`, `hi` or `ta`, the language of the borrower's SMS, WhatsApp and reminder emails. */
  setLanguage: customerStaff('customers.write')
    .input(idAndFields(preferredLanguageInput))
    .mutation(({ ctx, input }) =>
      setPreferredLanguage(ctx.app, ctx.principal.tenantId, input.id, input.body.preferredLanguage),
    ),
  timeline: customerStaff('customers.read')
    .input(byId)
    .query(({ ctx, input }) => getCustomerTimeline(ctx.app, ctx.principal.tenantId, input.id)),
  setStatus: customerStaff('customers.write')
    .input(z.object({ id: z.string(), status: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const { customerId, status } = await setCustomerStatus(ctx.app, {
        tenantId: ctx.principal.tenantId,
        customerId: input.id,
        status: input.status,
      })
      return { id: customerId, status }
    }),
  /** `{ id, ...urls }`: the KYC media to set or clear beside the customer's id. */
  setKyc: customerStaff('customers.write')
    .input(idAndFields(kycChangeInput))
    .mutation(({ ctx, input }) => setCustomerKyc(ctx.app, ctx.principal.tenantId, input.id, input.body)),
  /** `{ documents: [{ kind, url }] }`: the KYC media on file, each with a link the staff session opens. */
  kycDocuments: customerStaff('customers.read')
    .meta(revealsPersonalData)
    .input(byId)
    .query(({ ctx, input }) => customerKycDocuments(ctx.app, ctx.principal.tenantId, input.id)),
  intakeLink: customerStaff('customers.write').query(({ ctx }) => currentIntakeLink(ctx.app, ctx.principal)),
  /** `{ id, reason }`: the full Aadhaar number, recorded with the reason (AADHAAR_REVEALED and the shop's trail). */
  revealAadhaar: noStoreStaff('customers.personalData')
    .input(z.object({ id: z.string(), reason: revealReason }))
    .mutation(({ ctx, input }) => revealAadhaar(ctx.app, ctx.principal, input.id, input.reason)),
  /** `{ id, name, phone, email, address, nomineeName, nomineeRel, bankName, accountNumber, ifsc, reason }`: the details as they should read. */
  correct: customerStaff('customers.correct')
    .input(idAndFields(customerCorrectionInput))
    .mutation(({ ctx, input }) => correctCustomer(ctx.app, ctx.principal, input.id, input.body)),
  /** The borrower's corrections, newest first (what changed, why, who, when). */
  corrections: customerStaff('customers.read')
    .input(byId)
    .query(({ ctx, input }) => customerCorrections(ctx.app, ctx.principal.tenantId, input.id)),
  /** The borrower's personal data as the REST download gives it (full Aadhaar number included), recorded. */
  exportData: noStoreStaff('customers.personalData')
    .meta(revealsPersonalData)
    .input(byId)
    .query(({ ctx, input }) => exportPersonalData(ctx.app, ctx.principal, input.id)),
  /** The borrower's consents to the privacy notice, oldest first. */
  consents: customerStaff('customers.read')
    .input(byId)
    .query(({ ctx, input }) => customerConsents(ctx.app, ctx.principal.tenantId, input.id)),
  /** Erase the borrower's identity data once the retention has passed (owner only by default). */
  erase: customerStaff('customers.erase')
    .input(byId)
    .mutation(({ ctx, input }) => eraseCustomer(ctx.app, ctx.principal, input.id)),
  /** `{ retentionYears }`: how long identity data is kept after the last loan closed (Settings › Personal data). */
  privacySettings: permittedProcedure('shop.read').query(({ ctx }) => privacySettings(ctx.app, ctx.principal.tenantId)),
  updatePrivacySettings: permittedProcedure('shop.settings')
    .input(privacySettingsBody)
    .mutation(({ ctx, input }) => updatePrivacySettings(ctx.app, ctx.principal.tenantId, input)),
  revokeIntakeLink: permittedProcedure('shop.settings').mutation(({ ctx }) =>
    revokeIntakeLinks(ctx.app, ctx.principal.tenantId),
  ),
})
