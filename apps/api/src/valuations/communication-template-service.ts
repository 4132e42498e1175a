import { DEFAULT_BANK_TEMPLATE, defaultReportTemplate, textLimits, isRecord } from '@gold/core'
import type { AppContext } from '../platform/context.ts'
import { bankErrors } from '../banks/banks-errors.ts'
import { TEMPLATE_KINDS, type TemplateKind } from './valuation-email.ts'
import { valuationsRepository } from './valuations-repository.ts'

const DEFAULTS: Record<TemplateKind, { subject: string; body: string }> = {
  EMAIL_REPORT: defaultReportTemplate({ isLoan: true, hasNextEmi: true }),
  EMAIL_BANK: DEFAULT_BANK_TEMPLATE,
}

function assertKind(kind: string): TemplateKind {
  if (!(TEMPLATE_KINDS as readonly string[]).includes(kind)) throw bankErrors.error('invalidTemplateKind')
  return kind as TemplateKind
}

/** GET /api/communication-templates: both kinds, the tenant's text or the default (`isCustom` false). */
export async function listTemplates(ctx: AppContext, tenantId: string) {
  const rows = await valuationsRepository(ctx, tenantId).templates()
  return {
    templates: TEMPLATE_KINDS.map((kind) => {
      const row = rows.find((r) => r.kind === kind)
      return row
        ? { kind, subject: row.subject, body: row.body, isCustom: true, updatedAt: row.updatedAt }
        : { kind, ...DEFAULTS[kind], isCustom: false, updatedAt: null }
    }),
  }
}

/** PUT /api/communication-templates/{kind} (tenant admin): subject and body, both non-blank and within their caps. */
export async function putTemplate(ctx: AppContext, tenantId: string, kindRaw: string, body: unknown) {
  const kind = assertKind(kindRaw)
  const b: Record<string, unknown> = isRecord(body) ? body : {}
  const subject = typeof b.subject === 'string' ? b.subject.trim() : ''
  const text = typeof b.body === 'string' ? b.body.trim() : ''
  if (!subject || !text) throw bankErrors.error('templateFieldsRequired')
  if (subject.length > textLimits.emailSubject) throw bankErrors.error('emailSubjectTooLong')
  if (text.length > textLimits.emailBody) throw bankErrors.error('emailBodyTooLong')
  const row = await valuationsRepository(ctx, tenantId).putTemplate(kind, { subject, body: text })
  return { kind, subject: row.subject, body: row.body, isCustom: true, updatedAt: row.updatedAt }
}

/** DELETE /api/communication-templates/{kind} (tenant admin): back to the default. */
export async function resetTemplate(ctx: AppContext, tenantId: string, kindRaw: string) {
  const kind = assertKind(kindRaw)
  await valuationsRepository(ctx, tenantId).deleteTemplate(kind)
  return { kind, ...DEFAULTS[kind], isCustom: false, updatedAt: null }
}
