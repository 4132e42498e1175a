import { formatPaise } from '../shared/indian-format.ts'
import { formatIstDate } from '../shared/india-calendar.ts'

/** The placeholders a communication template may use (spec 4.5, report). */
export const TEMPLATE_PLACEHOLDERS = [
  'customerName',
  'tenantName',
  'valuationId',
  'totalValue',
  'estimatedValue',
  'estimatedLoan',
  'emiAmount',
  'dueDate',
  'borrowerName',
  'paymentLink',
] as const
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number]
export type TemplateValues = Partial<Record<TemplatePlaceholder, string | number | null>>

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch)
}

const isPlaceholder = (name: string): name is TemplatePlaceholder =>
  (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name)

/**
 * Replace `{{name}}` (spaces inside the braces tolerated) with its value, HTML-escaped unless
 * `escapeHtml: false`. Unknown placeholders are left as written, so a typo shows up in the sent
 * mail rather than vanishing; a known placeholder without a value becomes the empty string.
 */
export function interpolateTemplate(
  template: string,
  values: TemplateValues,
  options: { escapeHtml?: boolean } = {},
): string {
  const escape = options.escapeHtml ?? true
  return template.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (whole, name: string) => {
    if (!isPlaceholder(name)) return whole
    const text = String(values[name] ?? '')
    return escape ? escapeHtml(text) : text
  })
}

/** Template values for one valuation; amounts as `₹1,23,456.50`, dates as `15 Mar 2025` (IST). */
export function valuationTemplateValues(input: {
  customerName: string
  tenantName: string
  valuationId: string
  totalValuePaise: number
  estimatedLoanPaise: number
  /** The next unpaid installment, if any. */
  nextEmi?: { amountPaise: number; dueDate: Date } | null
  paymentLink?: string | null
}): Record<TemplatePlaceholder, string> {
  return {
    customerName: input.customerName,
    borrowerName: input.customerName,
    tenantName: input.tenantName,
    valuationId: input.valuationId,
    totalValue: formatPaise(input.totalValuePaise),
    estimatedValue: formatPaise(input.totalValuePaise),
    estimatedLoan: formatPaise(input.estimatedLoanPaise),
    emiAmount: input.nextEmi ? formatPaise(input.nextEmi.amountPaise) : '',
    dueDate: input.nextEmi ? formatIstDate(input.nextEmi.dueDate) : '',
    paymentLink: input.paymentLink ?? '',
  }
}

export type ValuationEmailTemplate = { subject: string; body: string }
export type ValuationEmail = { subject: string; html: string; text: string }

const looksLikeHtml = (body: string) => /<[a-z][^>]*>/i.test(body)

/**
 * Render a template (a tenant's EMAIL_REPORT / EMAIL_BANK, a branch override, or a default).
 * The HTML body has values HTML-escaped. The subject is a plain-text mail header, so values are
 * not HTML-escaped there (an `&` would otherwise show as `&amp;`); line breaks are flattened to
 * spaces so a value cannot inject headers. A plain-text body becomes paragraphs in the HTML part.
 */
export function renderValuationEmail(template: ValuationEmailTemplate, values: TemplateValues): ValuationEmail {
  const subject = interpolateTemplate(template.subject, values, { escapeHtml: false })
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim()
  if (looksLikeHtml(template.body)) {
    const html = interpolateTemplate(template.body, values)
    const text = html
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .trim()
    return { subject, html, text }
  }
  const html = template.body
    .trim()
    .split(/\n\s*\n/)
    .map((para) => `<p>${interpolateTemplate(para, values).replace(/\n/g, '<br>')}</p>`)
    .join('\n')
  return { subject, html, text: interpolateTemplate(template.body, values, { escapeHtml: false }).trim() }
}

/** Default customer report email, for tenants without an EMAIL_REPORT template. */
export function defaultReportTemplate(options: { isLoan: boolean; hasNextEmi: boolean }): ValuationEmailTemplate {
  const figures = ['Total value of your gold: {{totalValue}}']
  if (options.isLoan) figures.push('Estimated loan amount: {{estimatedLoan}}')
  if (options.isLoan && options.hasNextEmi) figures.push('Next installment: {{emiAmount}}, due on {{dueDate}}')
  return {
    subject: 'Your gold valuation report from {{tenantName}}',
    body: [
      'Dear {{customerName}},',
      'Thank you for choosing {{tenantName}}. Please find attached the valuation certificate for your gold ornaments (reference {{valuationId}}).',
      figures.join('\n'),
      'If you have any questions about this valuation, please reply to this email or visit us at the branch.',
      'Warm regards,\n{{tenantName}}',
    ].join('\n\n'),
  }
}

/** Shared default bank email, used when neither the branch nor the tenant has its own. */
export const DEFAULT_BANK_TEMPLATE: ValuationEmailTemplate = {
  subject: 'Gold valuation certificate for {{customerName}} from {{tenantName}}',
  body: [
    'Dear Sir/Madam,',
    'Please find attached the gold valuation certificate issued by {{tenantName}} for {{customerName}} (reference {{valuationId}}).',
    'Total value of the gold: {{totalValue}}\nEstimated loan amount: {{estimatedLoan}}',
    'The ornaments were tested and weighed by our appraiser; the attached certificate lists each item with its purity, gross weight and fine gold weight. Kindly let us know if you need any further details.',
    'Regards,\n{{tenantName}}',
  ].join('\n\n'),
}

export const defaultReportEmail = (options: { isLoan: boolean; values: Record<TemplatePlaceholder, string> }) =>
  renderValuationEmail(
    defaultReportTemplate({ isLoan: options.isLoan, hasNextEmi: options.values.emiAmount !== '' }),
    options.values,
  )

export const defaultBankEmail = (values: Record<TemplatePlaceholder, string>) =>
  renderValuationEmail(DEFAULT_BANK_TEMPLATE, values)
