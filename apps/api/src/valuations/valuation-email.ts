import {
  DEFAULT_BANK_TEMPLATE,
  type TemplatePlaceholder,
  type ValuationEmail,
  defaultReportTemplate,
  renderValuationEmail,
  valuationTemplateValues,
} from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import type { ValuationDocument } from './valuation-document.ts'
import { valuationsRepository } from './valuations-repository.ts'

export const TEMPLATE_KINDS = ['EMAIL_REPORT', 'EMAIL_BANK'] as const
export type TemplateKind = (typeof TEMPLATE_KINDS)[number]

/** Link to the borrower portal of the tenant (its subdomain). */
export function portalLink(ctx: AppContext, slug: string): string {
  const host = `${slug}.${ctx.config.baseDomain}`
  return ctx.config.baseDomain === 'localhost' ? `http://${host}:${ctx.config.port}/` : `https://${host}/`
}

export function templateValues(ctx: AppContext, d: ValuationDocument): Record<TemplatePlaceholder, string> {
  const next = d.valuation.emiRecords.find((e) => e.status !== 'Paid') ?? null
  return valuationTemplateValues({
    customerName: d.valuation.customer.name,
    tenantName: d.tenant.name,
    valuationId: d.valuation.id,
    totalValuePaise: Number(d.valuation.totalValuePaise),
    estimatedLoanPaise: Number(d.valuation.estimatedLoanPaise),
    nextEmi: next ? { amountPaise: Number(next.amountPaise), dueDate: next.dueDate } : null,
    paymentLink: d.tenant.slug ? portalLink(ctx, d.tenant.slug) : null,
  })
}

async function tenantTemplate(ctx: AppContext, tenantId: string, kind: TemplateKind) {
  return valuationsRepository(ctx, tenantId).template(kind)
}

const pickText = (...candidates: (string | null | undefined)[]) =>
  candidates.find((c) => typeof c === 'string' && c.trim() !== '') ?? ''

/** Customer report mail: the tenant's EMAIL_REPORT template, else the default. */
export async function reportEmail(ctx: AppContext, d: ValuationDocument): Promise<ValuationEmail> {
  const values = templateValues(ctx, d)
  const custom = await tenantTemplate(ctx, d.tenant.id, 'EMAIL_REPORT')
  const fallback = defaultReportTemplate({ isLoan: d.valuation.type === 'loan', hasNextEmi: values.emiAmount !== '' })
  return renderValuationEmail(
    { subject: pickText(custom?.subject, fallback.subject), body: pickText(custom?.body, fallback.body) },
    values,
  )
}

/**
 * Bank mail, subject and body each chosen separately: the branch's override, then the tenant's
 * EMAIL_BANK template, then the bank template's own text, then the shared default.
 */
export async function bankEmail(ctx: AppContext, d: ValuationDocument): Promise<ValuationEmail> {
  const values = templateValues(ctx, d)
  const custom = await tenantTemplate(ctx, d.tenant.id, 'EMAIL_BANK')
  return renderValuationEmail(
    {
      subject: pickText(d.branch?.emailSubject, custom?.subject, d.bank?.emailSubject, DEFAULT_BANK_TEMPLATE.subject),
      body: pickText(d.branch?.emailBody, custom?.body, d.bank?.emailBody, DEFAULT_BANK_TEMPLATE.body),
    },
    values,
  )
}

export const certificateFilename = (d: ValuationDocument) => `valuation-certificate-${d.valuation.id}.pdf`
