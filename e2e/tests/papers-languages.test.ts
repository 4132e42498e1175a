import { addDays, isoDateOf } from '@gold/core'
import { DEMO_LOGINS } from '@gold/api/seed'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfText } from '../../apps/api/test/support/pdf-text.ts'
import { launchBrowser } from '../support/browser.ts'
import { approvalRulesOff, custodyRuleOff } from '../support/loan-steps.ts'
import { api, apiToken } from '../support/pages.ts'
import { pdfRenderer } from '../support/pdf-render.ts'
import { type Platform, startPlatform } from '../support/platform.ts'

/**
 * Issue 28: the borrower's papers in their language. The demo shop's borrower is set to English,
 * Hindi, then Tamil; the KFS, agreement, certificate, gold receipt, a payment receipt and the
 * auction notice are fetched over HTTP, their embedded fonts and words checked, and every page
 * rendered to PNG (pdf.js in Chromium) into test-output/documents to be looked at.
 */

let platform: Platform
let browser: Browser
let token: string

/** A call that must succeed; its JSON body. */
async function call(method: string, route: string, body?: unknown) {
  const res = await api(platform, token, route, { method, body })
  if (res.status >= 300) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body
}

async function pdf(route: string) {
  const res = await fetch(`${platform.mainUrl}${route}`, { headers: { authorization: `Bearer ${token}` } })
  expect([res.status, res.headers.get('content-type')], route).toEqual([200, 'application/pdf'])
  return new Uint8Array(await res.arrayBuffer())
}

/** The font names a PDF embeds: pdfkit writes each font's dictionary, with its /BaseFont, uncompressed. */
function fontsOf(bytes: Uint8Array): string[] {
  const names = Buffer.from(bytes)
    .toString('latin1')
    .matchAll(/\/BaseFont\s*\/(?:[A-Z]{6}\+)?([A-Za-z0-9-]+)/g)
  return [...new Set([...names].map((m) => m[1]!))]
}

const EXPECTED = {
  en: { font: 'DejaVuSans', certificate: ["Borrower's declaration of ownership", "Appraiser's declaration"] },
  // Words without conjuncts: text extraction gives a conjunct's glyph back as other code points.
  // "Ornaments" and "stolen" (the ownership declaration says the gold is not).
  hi: { font: 'NotoSansDevanagari', certificate: ['आभूषण', 'चोरी'] },
  ta: { font: 'NotoSansTamil', certificate: ['நகை', 'திருட'] },
} as const

beforeAll(async () => {
  platform = await startPlatform()
  browser = await launchBrowser()
  await custodyRuleOff(platform)
  // The loan is back-dated into default; the demo shop would hold that entry for a second person.
  await approvalRulesOff(platform, ['backDatedEntry'])
  token = await apiToken(platform, DEMO_LOGINS.admin)
})

afterAll(async () => {
  await browser?.close()
  await platform?.close()
})

describe("papers in the borrower's language", () => {
  it('KFS, agreement, certificate, gold receipt, payment receipt and auction notice in en, hi and ta, rendered to PNG', async () => {
    const tenant = await platform.ctx.db.prisma.tenant.findFirstOrThrow({ where: { slug: 'demo' } })
    const borrower = await platform.ctx.db.prisma.customer.findFirstOrThrow({
      where: { tenantId: tenant.id, email: 'asha@example.com' },
    })
    const v = await call('POST', '/api/valuations', {
      customerId: borrower.id,
      type: 'loan',
      ltvPercentage: 75,
      interestRate: 12,
      appraiserName: 'Suresh Rao',
      ornaments: [
        {
          type: 'Chain',
          quantity: 1,
          purity: '22K',
          grossWeight: 20,
          deduction: 0.5,
          purityMethod: 'XRF analyser',
          purityVerified: true,
        },
        {
          type: 'Bangle',
          quantity: 2,
          purity: '22K',
          grossWeight: 30,
          deduction: 0,
          purityMethod: 'Touchstone',
          purityVerified: true,
        },
      ],
    })
    await call('POST', `/api/valuations/${v.id}/gold-receipt`, {})
    const today = isoDateOf(new Date())
    // Disbursed 130 days ago on a 3-month term: past maturity with principal outstanding, so in
    // default and the auction notice can be sent.
    const created = await call('POST', '/api/loans', {
      valuationId: v.id,
      // Below the demo shop's approval threshold, so the loan opens without a second person.
      principal: 2_000_000,
      scheme: 'BULLET',
      annualRate: 12,
      tenureMonths: 3,
      penalRate: 2,
      graceDays: 7,
      disbursementMode: 'BankTransfer',
      purpose: 'consumption',
      disbursementReference: 'NEFT-2828',
      disbursedOn: addDays(today, -130),
    })
    const loanId: string = created.loan?.id ?? created.id
    const paid = await call('POST', `/api/loans/${loanId}/payments`, {
      amount: 100_000,
      mode: 'UPI',
      reference: 'UPI-28',
    })
    const paymentId: string = paid.payment?.id ?? paid.id
    await call('POST', `/api/loans/${loanId}/auction-notice`)

    const renderer = await pdfRenderer(browser)
    for (const language of ['en', 'hi', 'ta'] as const) {
      await call('POST', '/trpc/customers.setLanguage', {
        json: { id: borrower.id, preferredLanguage: language },
      })
      const docs = {
        kfs: await pdf(`/api/loans/${loanId}/documents/kfs`),
        agreement: await pdf(`/api/loans/${loanId}/documents/agreement`),
        certificate: await pdf(`/api/valuations/${v.id}/certificate`),
        'gold-receipt': await pdf(`/api/valuations/${v.id}/documents/gold-receipt`),
        receipt: await pdf(`/api/loans/${loanId}/payments/${paymentId}/receipt`),
        'auction-notice': await pdf(`/api/loans/${loanId}/documents/auction-notice`),
      }
      const expected = EXPECTED[language]
      for (const [kind, bytes] of Object.entries(docs)) {
        const name = `papers-${kind}-${language}`
        const fonts = fontsOf(bytes)
        expect(
          fonts.some((f) => f.startsWith(expected.font)),
          `${name}: ${fonts.join(', ')}`,
        ).toBe(true)
        if (language !== 'en')
          expect(
            fonts.some((f) => f.startsWith('DejaVuSans')),
            `${name}: ${fonts}`,
          ).toBe(false)
        const pages = await renderer.render(bytes, name, 1.2)
        expect(pages.length, name).toBeGreaterThan(0)
      }
      const certificate = (await pdfText(docs.certificate)).join(' ')
      for (const words of expected.certificate) expect(certificate, `${language} ${words}`).toContain(words)
      if (language !== 'en') expect(certificate).not.toContain("Appraiser's declaration")
    }
    await renderer.close()
  })
})
