import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { isoDateOf } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfText } from '../../apps/api/test/support/pdf-text.ts'
import { custodyRuleOff } from '../support/loan-steps.ts'
import { DOCUMENT_DIR } from '../support/pdf-render.ts'
import { type Platform, startPlatform } from '../support/platform.ts'

/**
 * Issue 28: the borrower's papers in their language. The demo shop's borrower is set to English,
 * Hindi, then Tamil; the KFS, agreement, certificate and a payment receipt are fetched over HTTP,
 * their embedded fonts and words checked, and each first page rendered to PNG (pdftoppm) into
 * test-output/documents to be looked at.
 */

let platform: Platform
let token: string

async function call(method: string, route: string, body?: unknown) {
  const res = await fetch(`${platform.mainUrl}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${text}`)
  return JSON.parse(text)
}

async function pdf(route: string) {
  const res = await fetch(`${platform.mainUrl}${route}`, { headers: { authorization: `Bearer ${token}` } })
  expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf'])
  return new Uint8Array(await res.arrayBuffer())
}

const work = mkdtempSync(path.join(tmpdir(), 'papers-'))

/** The font names a PDF embeds (pdffonts). */
function fontsOf(bytes: Uint8Array, name: string) {
  const file = path.join(work, `${name}.pdf`)
  writeFileSync(file, bytes)
  return execFileSync('pdffonts', [file], { encoding: 'utf8' })
}

/** The first page as a PNG in test-output/documents; its size in bytes. */
function renderFirstPage(bytes: Uint8Array, name: string) {
  mkdirSync(DOCUMENT_DIR, { recursive: true })
  const file = path.join(work, `${name}.pdf`)
  writeFileSync(file, bytes)
  const out = path.join(DOCUMENT_DIR, name)
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', file, out])
  const png = readFileSync(`${out}.png`)
  expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG')
  return statSync(`${out}.png`).size
}

const EXPECTED = {
  en: { font: 'DejaVuSans', words: ['Key Facts Statement', "Borrower's declaration of ownership"] },
  hi: { font: 'NotoSansDevanagari', words: ['प्रमाणपत्र', 'स्वामित्व'] },
  ta: { font: 'NotoSansTamil', words: ['சான்றிதழ்', 'உறுதிமொழி'] },
} as const

beforeAll(async () => {
  platform = await startPlatform()
  await custodyRuleOff(platform)
  const login = await fetch(`${platform.mainUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.gold', password: 'Admin@12345' }),
  })
  token = ((await login.json()) as { accessToken: string }).accessToken
})

afterAll(async () => {
  await platform?.close()
})

describe("papers in the borrower's language", () => {
  it('KFS, agreement, certificate and payment receipt in en, hi and ta, rendered to PNG', async () => {
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
    const created = await call('POST', '/api/loans', {
      valuationId: v.id,
      // Below the demo shop's approval threshold, so the loan opens without a second person.
      principal: 2_000_000,
      scheme: 'BULLET',
      annualRate: 12,
      tenureMonths: 12,
      penalRate: 2,
      graceDays: 7,
      disbursementMode: 'BankTransfer',
      purpose: 'consumption',
      disbursementReference: 'NEFT-2828',
      disbursedOn: isoDateOf(new Date()),
    })
    const loan = { id: (created.loan?.id ?? created.id) as string }
    if (!loan.id) throw new Error(`POST /api/loans answered ${JSON.stringify(created)}`)
    const paid = await call('POST', `/api/loans/${loan.id}/payments`, {
      amount: 100_000,
      mode: 'UPI',
      reference: 'UPI-28',
    })
    const paymentId: string = paid.payment?.id ?? paid.id

    for (const language of ['en', 'hi', 'ta'] as const) {
      await call('POST', '/trpc/customers.setLanguage', {
        json: { id: borrower.id, body: { preferredLanguage: language } },
      })
      const docs = {
        kfs: await pdf(`/api/loans/${loan.id}/documents/kfs`),
        agreement: await pdf(`/api/loans/${loan.id}/documents/agreement`),
        certificate: await pdf(`/api/valuations/${v.id}/certificate`),
        receipt: await pdf(`/api/loans/${loan.id}/payments/${paymentId}/receipt`),
      }
      const expected = EXPECTED[language]
      for (const [kind, bytes] of Object.entries(docs)) {
        const name = `papers-${kind}-${language}`
        expect(fontsOf(bytes, name), name).toContain(expected.font)
        if (language !== 'en') expect(fontsOf(bytes, name), name).not.toContain('DejaVuSans')
        // A page of text at 80 dpi is tens of kilobytes; a blank page is a few hundred bytes.
        expect(renderFirstPage(bytes, name), name).toBeGreaterThan(20_000)
      }
      const certificate = (await pdfText(docs.certificate)).join(' ')
      if (language === 'en') {
        expect((await pdfText(docs.kfs)).join(' ')).toContain(expected.words[0])
        expect(certificate).toContain(expected.words[1])
        expect(certificate).toContain("Appraiser's declaration")
      } else {
        for (const word of expected.words) expect(certificate, `${language} ${word}`).toContain(word)
        expect(certificate).not.toContain("Appraiser's declaration")
      }
    }
  })
})
