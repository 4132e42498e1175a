import { defineErrors } from '../shared/domain-error.ts'

/** Webhook answers of platform-spec 7 (Webhook and cron). */
export const webhookErrors = defineErrors({
  notConfigured: [503, 'Webhook not configured.'],
  missingSignature: [400, 'Missing signature.'],
  invalidSignature: [400, 'Invalid signature.'],
  invalidPayload: [400, 'Invalid payload.'],
})
