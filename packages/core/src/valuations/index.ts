export * from './emi-payment.ts'
export * from './emi-receipt-allocation.ts'
export * from './emi-schedule.ts'
export * from './emi-status.ts'
export * from './valuations-errors.ts'
export * from './gold-receipt.ts'
export * from './certificate.ts'
export * from './gold-rate-quote.ts'
export { parseNumeric, round2, sum2, toHundredths, isBlank } from './numbers.ts'
export {
  TEMPLATE_PLACEHOLDERS,
  type TemplatePlaceholder,
  type TemplateValues,
  interpolateTemplate,
  valuationTemplateValues,
  type ValuationEmailTemplate,
  type ValuationEmail,
  renderValuationEmail,
  defaultReportTemplate,
  DEFAULT_BANK_TEMPLATE,
  defaultReportEmail,
  defaultBankEmail,
  escapeHtml,
} from './message-template.ts'
export * from './ornament-calculation.ts'
export * from './ornament-kind.ts'
export * from './purity.ts'
export * from './valuation-calculation.ts'
export * from './valuation-input.ts'
export * from './valuation-patch.ts'
export * from './valuation-timeline.ts'
