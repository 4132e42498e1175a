import type { TenantClient } from '@gold/db'

export type TemplateKindName = 'EMAIL_REPORT' | 'EMAIL_BANK'

/** The shop's email templates (the report and bank emails). */
export function communicationTemplateQueries(db: TenantClient, tenantId: string) {
  return {
    templates: () =>
      db.communicationTemplate.findMany({ select: { kind: true, subject: true, body: true, updatedAt: true } }),
    template: (kind: TemplateKindName) =>
      db.communicationTemplate.findFirst({ where: { kind }, select: { subject: true, body: true } }),
    putTemplate: (kind: TemplateKindName, text: { subject: string; body: string }) =>
      db.communicationTemplate.upsert({
        where: { tenantId_kind: { tenantId, kind } },
        create: { tenantId, kind, ...text },
        update: text,
      }),
    deleteTemplate: (kind: TemplateKindName) => db.communicationTemplate.deleteMany({ where: { kind } }),
  }
}
