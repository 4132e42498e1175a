import { isoDateOf } from '@gold/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { pdfText } from '../../apps/api/test/support/pdf-text.ts'
import { launchBrowser, screenshot } from '../support/browser.ts'
import { appErrors, openTab, signInStaff, visible } from '../support/pages.ts'
import { custodyRuleOff } from '../support/loan-steps.ts'
import { pdfRenderer } from '../support/pdf-render.ts'
import { type Platform, startPlatform } from '../support/platform.ts'

/**
 * Issue 17's documents as a person sees them: every document rendered to PNG (pdf.js in Chromium)
 * at one, five and twenty ornaments, with 12- and 60-installment schedules, kept in
 * test-output/documents; then the journey of a certificate carrying the shop's profile whose QR
 * page opens signed out.
 */

let platform: Platform
let browser: Browser
let renderer: Awaited<ReturnType<typeof pdfRenderer>>
let token: string

const PROFILE = {
  legalName: 'Sri Lakshmi Gold Finance Private Limited',
  address: '12, Gandhi Bazaar Main Road, Basavanagudi, Bengaluru 560004',
  phone: '08026601234',
  email: 'desk@lakshmigold.example',
  gstin: '29ABCDE1234F1Z5',
  licenceNumber: 'KA-MLA-2019-00421',
}

async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const raw = body instanceof Buffer
  return fetch(`${platform.mainUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && !raw ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : raw ? new Blob([body]) : JSON.stringify(body),
  })
}

async function json(method: string, path: string, body?: unknown) {
  const res = await api(method, path, body)
  const parsed = await res.json()
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(parsed)}`)
  return parsed
}

async function pdf(path: string) {
  const res = await api('GET', path)
  expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf'])
  return new Uint8Array(await res.arrayBuffer())
}

/** A picture made in the browser (no image files in the repository): a gold-ish ornament on a cloth. */
async function photo(page: Page, hue: number, type: 'jpeg' | 'png') {
  await page.setContent(
    `<div id="p" style="width:360px;height:270px;background:hsl(${hue},30%,25%);display:grid;place-items:center">
       <div style="width:180px;height:180px;border-radius:50%;border:22px solid hsl(45,80%,55%)"></div></div>`,
  )
  return page.locator('#p').screenshot({ type })
}

async function upload(bytes: Buffer, contentType: string, purpose: string) {
  const res = await api('POST', `/api/upload?purpose=${purpose}`, bytes, {
    'content-type': contentType,
    'x-file-name': `photo.${contentType.split('/')[1]}`,
  })
  const body = await res.json()
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(body)}`)
  return body as { pathname: string; url: string }
}

const KINDS = ['Chain', 'Bangle', 'Ring', 'Necklace', 'Ear studs', 'Anklet pair', 'Mangalsutra', 'Coin']
const PURITIES = ['22K', '22K', '18K', '24K']
const METHODS = ['XRF analyser', 'Touchstone', 'Acid test', null]

function ornaments(count: number, photoUrls: string[]) {
  return Array.from({ length: count }, (_, i) => ({
    type: `${KINDS[i % KINDS.length]}${i >= KINDS.length ? ` ${Math.floor(i / KINDS.length) + 1}` : ''}`,
    purity: PURITIES[i % PURITIES.length],
    grossWeight: 4 + ((i * 7) % 23) + 0.35,
    deduction: i % 3 === 0 ? 0.4 : 0,
    quantity: i % 5 === 1 ? 2 : 1,
    purityMethod: METHODS[i % METHODS.length],
    purityVerified: i % 4 !== 3,
    imageUrl: photoUrls[i % Math.max(1, photoUrls.length)] ?? null,
  }))
}

beforeAll(async () => {
  platform = await startPlatform()
  await custodyRuleOff(platform)
  browser = await launchBrowser()
  renderer = await pdfRenderer(browser)
  const login = await fetch(`${platform.mainUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.gold', password: 'Admin@12345' }),
  })
  token = ((await login.json()) as { accessToken: string }).accessToken
})

afterAll(async () => {
  await renderer?.close()
  await browser?.close()
  await platform?.close()
})

describe('documents rendered to PNG', () => {
  it('certificate, gold receipt and loan documents at 1, 5 and 20 ornaments', async () => {
    const page = await browser.newPage()
    const logo = await upload(await photo(page, 45, 'png'), 'image/png', 'general')
    const photos = [
      (await upload(await photo(page, 210, 'jpeg'), 'image/jpeg', 'valuation')).url,
      (await upload(await photo(page, 340, 'png'), 'image/png', 'valuation')).url,
    ]
    await page.close()
    const tenant = await platform.ctx.db.prisma.tenant.findFirstOrThrow({ where: { slug: 'demo' } })
    await platform.ctx.db.prisma.shopProfile.upsert({
      where: { tenantId: tenant.id },
      create: { tenantId: tenant.id, ...PROFILE, logoPathname: logo.pathname },
      update: { ...PROFILE, logoPathname: logo.pathname },
    })
    const borrower = await platform.ctx.db.prisma.customer.findFirstOrThrow({
      where: { tenantId: tenant.id, email: 'asha@example.com' },
    })

    const cases = [
      { name: '1-ornament', count: 1, body: { type: 'certificate' } },
      {
        name: '1-ornament-12-emis',
        count: 1,
        body: { type: 'loan', ltvPercentage: 75, interestRate: 12, emiInstallments: 12 },
      },
      {
        name: '5-ornaments-12-emis',
        count: 5,
        body: { type: 'loan', ltvPercentage: 75, interestRate: 12, emiInstallments: 12 },
      },
      {
        name: '5-ornaments-60-emis',
        count: 5,
        body: { type: 'loan', ltvPercentage: 75, interestRate: 12, emiInstallments: 60 },
      },
      { name: '20-ornaments', count: 20, body: { type: 'sell' } },
      {
        name: '20-ornaments-60-emis',
        count: 20,
        body: { type: 'loan', ltvPercentage: 75, interestRate: 12, emiInstallments: 60 },
      },
    ]
    const numbers: string[] = []
    for (const c of cases) {
      const v = await json('POST', '/api/valuations', {
        customerId: borrower.id,
        appraiserName: 'Suresh Rao',
        ornaments: ornaments(c.count, photos),
        ...c.body,
      })
      const certificate = await pdf(`/api/valuations/${v.id}/certificate`)
      const pages = await pdfText(certificate)
      const text = pages.join(' ')
      expect(text).toContain(PROFILE.legalName)
      expect(text).toContain(`GSTIN ${PROFILE.gstin}`)
      expect(text).toContain("Appraiser's declaration")
      expect(text).toContain('SHOP COPY')
      expect(text).toContain('BORROWER COPY')
      const number = /Certificate No\. (VC\/\d{4}-\d{2}\/\d{6})/.exec(text)?.[1]
      expect(number).toBeDefined()
      numbers.push(number!)
      // No page holds only the signatures: the page with the declaration has something above it.
      for (const p of pages.filter((t) => t.includes("Appraiser's declaration")))
        expect(p.indexOf("Appraiser's declaration")).toBeGreaterThan(120)
      await renderer.render(certificate, `certificate-${c.name}`)

      const receipt = await pdf(`/api/valuations/${v.id}/documents/gold-receipt`)
      expect((await pdfText(receipt)).join(' ')).toContain('Gold Receipt (Pledge Slip)')
      if (c.name !== '5-ornaments-60-emis') await renderer.render(receipt, `gold-receipt-${c.name}`)

      if (c.body.type === 'loan' && c.name !== '1-ornament-12-emis') {
        const loan = await json('POST', '/api/loans', {
          valuationId: v.id,
          principal: Math.min(5_000_000, Math.floor(v.estimatedLoan * 50)),
          scheme: 'EMI',
          annualRate: 12,
          tenureMonths: c.body.emiInstallments,
          penalRate: 2,
          graceDays: 7,
          disbursementMode: 'BankTransfer',
          disbursementReference: 'NEFT-778899',
          disbursedOn: isoDateOf(new Date()),
        })
        const voucher = await pdf(`/api/loans/${loan.id}/documents/disbursement`)
        expect((await pdfText(voucher)).join(' ')).toContain(PROFILE.legalName)
        await renderer.render(voucher, `disbursement-voucher-${c.name}`)
      }
    }
    // Gapless: one series per tenant and financial year.
    const sequences = numbers.map((n) => Number(n.slice(-6)))
    expect(sequences).toEqual(sequences.map((_, i) => sequences[0]! + i))
  })
})

describe('journey: the shop profile on a certificate, and its QR page', () => {
  it('a clerk records packet and seal, prints the certificate and gold receipt; the verification page opens signed out', async () => {
    const tenant = await platform.ctx.db.prisma.tenant.findFirstOrThrow({ where: { slug: 'demo' } })
    await platform.ctx.db.prisma.shopProfile.upsert({
      where: { tenantId: tenant.id },
      create: { tenantId: tenant.id, ...PROFILE },
      update: PROFILE,
    })
    const borrower = await platform.ctx.db.prisma.customer.findFirstOrThrow({
      where: { tenantId: tenant.id, email: 'asha@example.com' },
    })
    const v = await json('POST', '/api/valuations', {
      customerId: borrower.id,
      type: 'loan',
      ltvPercentage: 75,
      interestRate: 12,
      emiInstallments: 12,
      appraiserName: 'Suresh Rao',
      ornaments: ornaments(2, []),
    })

    const clerk = await openTab(browser)
    const { page } = clerk
    await signInStaff(page, platform, { email: 'staff@demo.gold', password: 'Staff@12345' }, `/valuations/${v.id}`)
    await visible(page.getByText(/Certificate VC\//))
    await page.getByLabel('Packet No.').fill('P-0042')
    await page.getByLabel('Seal No.').fill('S-7781')
    await page.getByRole('button', { name: 'Save packet and seal' }).click()
    await visible(page.getByText('Packet and seal saved.'))
    await screenshot(page, 'documents-valuation-page-1440')

    await page.getByRole('button', { name: 'Issue gold receipt' }).click()
    await visible(page.getByText(/Gold receipt GR-/))
    // The links open PDFs in a new tab; the page's own session reads them as the tab would.
    const receiptHref = await page.getByRole('link', { name: /Print gold receipt/ }).getAttribute('href')
    const receipt = new Uint8Array(await (await page.request.get(`${platform.mainUrl}${receiptHref}`)).body())
    const receiptText = (await pdfText(receipt)).join(' ')
    expect(receiptText).toContain('Packet No. P-0042')
    expect(receiptText).toContain('Seal No. S-7781')
    await renderer.render(receipt, 'journey-gold-receipt')

    const certificateHref = await page.getByRole('link', { name: /View certificate/ }).getAttribute('href')
    const certificate = new Uint8Array(await (await page.request.get(`${platform.mainUrl}${certificateHref}`)).body())
    const text = (await pdfText(certificate)).join(' ')
    expect(text).toContain(PROFILE.legalName)
    expect(text).toContain(`GSTIN ${PROFILE.gstin}`)
    await renderer.render(certificate, 'journey-certificate')
    const number = /Certificate No\. (VC\/\S+)/.exec(text)![1]!
    const verifyUrl = /Verify this certificate at (\S+)/.exec(text)![1]!
    expect(verifyUrl.startsWith(`${platform.mainUrl}/verify/`)).toBe(true)
    expect(appErrors(clerk.errors)).toEqual([])
    await clerk.context.close()

    // Someone with the printed certificate, not signed in, on a phone and a desk.
    for (const width of [390, 1440]) {
      const bank = await openTab(browser)
      await bank.page.setViewportSize({ width, height: 844 })
      await bank.page.goto(verifyUrl)
      await visible(bank.page.getByText(`Genuine certificate ${number}`, { exact: false }))
      const shown = await bank.page.locator('body').innerText()
      expect(shown).toContain(PROFILE.legalName)
      expect(shown).toContain(PROFILE.gstin)
      expect(shown).not.toContain(borrower.name)
      expect(shown).not.toContain(borrower.phone)
      await screenshot(bank.page, `documents-verify-${width}`)
      expect(appErrors(bank.errors)).toEqual([])
      await bank.context.close()
    }

    const unknown = await openTab(browser, `${platform.mainUrl}/verify/AAAAAAAAAAAAAAAA`)
    await visible(unknown.page.getByText('No certificate has this verification code', { exact: false }))
    await screenshot(unknown.page, 'documents-verify-unknown-1440')
    expect(appErrors(unknown.errors, [404])).toEqual([])
    await unknown.context.close()
  })
})
