import { z } from 'zod'
import { pageQuery } from '../shared/page.ts'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const dateMessage = 'Dates must be written YYYY-MM-DD.'
const isoDate = z
  .string()
  .regex(ISO_DATE, dateMessage)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), dateMessage)
const id = z.string().min(1).max(100)

/** The Audit trail page's filters: a person (staff id), a borrower, a loan and India dates, from and to inclusive. */
export const trailFilterInput = z.object({
  actorId: id.optional(),
  customerId: id.optional(),
  loanId: id.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
})
export type TrailFilterInput = z.infer<typeof trailFilterInput>

export const trailPageQuery = pageQuery.extend(trailFilterInput.shape)
