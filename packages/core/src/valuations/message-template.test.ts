import { describe, expect, it } from 'vitest'
import {
  DEFAULT_BANK_TEMPLATE,
  defaultBankEmail,
  defaultReportEmail,
  interpolateTemplate,
  renderValuationEmail,
  valuationTemplateValues,
} from './message-template.ts'

const values = valuationTemplateValues({
  customerName: "Anita D'Souza",
  tenantName: 'Lakshmi Gold & Loans',
  valuationId: 'clx9abc123def',
  totalValuePaise: 12345650,
  estimatedLoanPaise: 9259238,
  nextEmi: { amountPaise: 888488, dueDate: new Date('2025-03-15') },
  paymentLink: 'https://pay.example/x?a=1&b=2',
})

describe('interpolateTemplate', () => {
  it.each([
    ['Dear {{customerName}},', 'Dear Anita D&#39;Souza,'],
    ['{{tenantName}}', 'Lakshmi Gold &amp; Loans'],
    ['{{ totalValue }} / {{estimatedValue}}', '₹1,23,456.50 / ₹1,23,456.50'],
    ['{{estimatedLoan}} {{emiAmount}} {{dueDate}}', '₹92,592.38 ₹8,884.88 15 Mar 2025'],
    ['{{borrowerName}} {{valuationId}}', 'Anita D&#39;Souza clx9abc123def'],
    ['{{paymentLink}}', 'https://pay.example/x?a=1&amp;b=2'],
    ['{{unknownThing}} stays', '{{unknownThing}} stays'],
    ['{{customerName', '{{customerName'],
  ])('%s -> %s', (template, expected) => expect(interpolateTemplate(template, values)).toBe(expected))

  it.each([
    ['<b>"x" & \'y\'</b>', '&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/b&gt;'],
    [null, ''],
    [42, '42'],
  ])('escapes %j', (value, expected) =>
    expect(interpolateTemplate('{{customerName}}', { customerName: value })).toBe(expected),
  )

  it('leaves values raw when asked', () => {
    expect(interpolateTemplate('{{tenantName}}', values, { escapeHtml: false })).toBe('Lakshmi Gold & Loans')
  })
})

describe('renderValuationEmail', () => {
  it('keeps the subject plain text on one line and escapes the HTML body', () => {
    const email = renderValuationEmail(
      { subject: 'Report\nfrom {{tenantName}}', body: '<p>Hi {{customerName}}</p>' },
      values,
    )
    expect(email).toEqual({
      subject: 'Report from Lakshmi Gold & Loans',
      html: '<p>Hi Anita D&#39;Souza</p>',
      text: "Hi Anita D'Souza",
    })
  })

  it('turns a plain-text body into paragraphs', () => {
    expect(
      renderValuationEmail({ subject: 's', body: 'Dear {{customerName}},\n\nLine one\nLine two' }, values).html,
    ).toBe('<p>Dear Anita D&#39;Souza,</p>\n<p>Line one<br>Line two</p>')
  })
})

describe('default emails', () => {
  it.each([
    [true, ['₹1,23,456.50', '₹92,592.38', '₹8,884.88', '15 Mar 2025']],
    [false, ['₹1,23,456.50']],
  ])('report email (loan %s) names the shop and the figures', (isLoan, figures) => {
    const email = defaultReportEmail({ isLoan, values })
    expect(email.subject).toBe('Your gold valuation report from Lakshmi Gold & Loans')
    expect(email.html).toContain('Lakshmi Gold &amp; Loans')
    for (const figure of figures) expect(email.text).toContain(figure)
    if (!isLoan) expect(email.text).not.toContain('loan amount')
  })

  it('bank email names the shop, the customer and the total', () => {
    const email = defaultBankEmail(values)
    expect(email.subject).toBe("Gold valuation certificate for Anita D'Souza from Lakshmi Gold & Loans")
    expect(email.text).toContain('Total value of the gold: ₹1,23,456.50')
    expect(email.text).toContain('Lakshmi Gold & Loans')
    expect(DEFAULT_BANK_TEMPLATE.body).not.toMatch(
      /\{\{(?!customerName|tenantName|valuationId|totalValue|estimatedLoan)/,
    )
  })
})
