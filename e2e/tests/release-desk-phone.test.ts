import { readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_LOGINS } from '@gold/api/seed'
import { pdfText } from '../../apps/api/test/support/pdf-text.ts'
import { launchBrowser, screenshot } from '../support/browser.ts'
import { fakeCameraArgs, writeCameraVideo } from '../support/fake-camera.ts'
import { text } from '../support/loan-steps.ts'
import { api, apiToken, appErrors, signInStaff, visible, type Tab } from '../support/pages.ts'
import { pdfRenderer } from '../support/pdf-render.ts'
import { openPhoneTab } from '../support/phone.ts'
import { startPlatform, type Platform } from '../support/platform.ts'
import { closedLoanWithPacket } from '../support/release-steps.ts'
import { labelCrop, labelsPdf, trpcCall } from '../support/vault-steps.ts'

/**
 * Issue 28's release desk on a 360 px phone, in the demo shop (the packet rule on): a closed loan's
 * gold goes back with its packet label read by the phone's camera (Chromium playing a video of the
 * shop's printed label), a photo of the seal, and the borrower's signature drawn on the screen. The
 * release waits for a witness; the manager approves it from their phone, and the release receipt
 * prints the handover.
 */
const LABEL_SCALE = 2
let platform: Platform
let browser: Browser
let video: string
let clerk: Tab
let sealPhoto: Buffer
const loan = { id: '', number: '', dueBy: '' }
let packet: { id: string; number: string }
let borrowerName: string

const shoot = (tab: Tab, name: string) => screenshot(tab.page, `release-desk-phone-${name}-360`)
const noOverflow = (tab: Tab) =>
  tab.page
    .evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    .then((o) => expect(o).toBeLessThanOrEqual(0))

beforeAll(async () => {
  platform = await startPlatform()
  const staff = await apiToken(platform, DEMO_LOGINS.employee)
  const manager = await apiToken(platform, DEMO_LOGINS.manager)
  const admin = await apiToken(platform, DEMO_LOGINS.admin)
  const places = await trpcCall<Array<{ id: string; label: string }>>(platform, admin, 'custody.places', {}, false)
  const borrower = (await api(platform, staff, '/api/customers')).body[0]
  borrowerName = borrower.name
  const pledged = await closedLoanWithPacket(
    platform,
    { asker: staff, confirmer: manager },
    borrower.id,
    places[0]!.id,
    '7001',
  )
  packet = pledged.packet
  Object.assign(loan, pledged.loan)

  // The camera's video: the packet's printed label. The seal photo: that label, cut from the sheet.
  const maker = await launchBrowser()
  try {
    const renderer = await pdfRenderer(maker)
    const [sheet] = await renderer.render(
      await labelsPdf(platform, staff, [packet.id]),
      'release-desk-label',
      LABEL_SCALE,
    )
    const png = await readFile(sheet!)
    video = path.join(os.tmpdir(), `release-desk-camera-${process.pid}.y4m`)
    await writeCameraVideo(maker, [{ png, crop: labelCrop(0, LABEL_SCALE) }], video)
    const photo = await maker.newPage({ viewport: { width: 1400, height: 1000 } })
    await photo.setContent(`<img style="display:block" src="data:image/png;base64,${png.toString('base64')}">`)
    sealPhoto = await photo.screenshot({ clip: labelCrop(0, LABEL_SCALE) })
  } finally {
    await maker.close()
  }
  browser = await launchBrowser({ args: fakeCameraArgs(video) })
  clerk = await openPhoneTab(browser)
  await clerk.context.grantPermissions(['camera'], { origin: platform.mainUrl })
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await platform?.close()
  if (video) await rm(video, { force: true })
})

describe('release desk on a phone: label scanned, seal photographed, signed, witnessed', () => {
  it('the closed loan waits at the release desk with its clock', async () => {
    const { page } = clerk
    await signInStaff(page, platform, DEMO_LOGINS.employee, '/release-desk')
    await visible(page.getByRole('heading', { name: 'Release desk' }))
    const card = page.locator('.card', { hasText: loan.number })
    // Seven working days from today's closure: more calendar days, the clock counting down.
    await visible(card.getByText(/^\d+ days left$/))
    expect(await text(card)).toMatch(/Due by \d{1,2} [A-Z][a-z]{2} \d{4}/)
    await noOverflow(clerk)
    await shoot(clerk, '1-desk')
  })

  it('the clerk scans the label with the camera, photographs the seal and the borrower signs', async () => {
    const { page } = clerk
    // From the loan page: under the packet rule the gold goes back only through the desk's handover.
    await page.goto(`${platform.mainUrl}/loans/${loan.id}`)
    await page.getByRole('link', { name: 'Hand over at the release desk' }).tap()
    await page.waitForURL(/\/release-desk\?loan=/)
    const form = page.getByRole('form', { name: `Hand over the gold of ${loan.number}` })
    expect(await form.getByLabel('Handed to').inputValue()).toBe(borrowerName)
    // Nothing yet: the form says what is missing first, and sends nothing.
    await form.getByRole('button', { name: 'Release the gold' }).tap()
    await visible(form.getByText('Scan the packet label before releasing the gold.'))

    await form.getByRole('button', { name: 'Scan the label with the camera' }).tap()
    await visible(form.getByRole('region', { name: 'Scan the packet label' }))
    await shoot(clerk, '2-camera')
    await expect
      .poll(() => form.getByLabel('Packet label').inputValue(), { timeout: 60_000 })
      .toBe(`GOLD-PACKET:${packet.number}`)
    expect(await form.getByRole('region', { name: 'Scan the packet label' }).count()).toBe(0)

    await form
      .getByLabel('Photo of the seal')
      .setInputFiles({ name: 'seal.png', mimeType: 'image/png', buffer: sealPhoto })
    await form.getByRole('button', { name: 'Release the gold' }).tap()
    await visible(form.getByText('The borrower must sign on the screen.'))

    // The borrower signs with a finger: a stroke across the pad.
    const pad = form.getByLabel('Borrower’s signature', { exact: true })
    await pad.scrollIntoViewIfNeeded()
    const box = (await pad.boundingBox())!
    await page.mouse.move(box.x + 20, box.y + box.height * 0.7)
    await page.mouse.down()
    for (let i = 1; i <= 12; i++)
      await page.mouse.move(box.x + 20 + i * ((box.width - 40) / 12), box.y + box.height * (i % 2 ? 0.3 : 0.7), {
        steps: 3,
      })
    await page.mouse.up()
    await expect.poll(() => pad.getAttribute('data-signed')).toBe('true')
    await noOverflow(clerk)
    await shoot(clerk, '3-signed')

    await form.getByRole('button', { name: 'Release the gold' }).tap()
    await visible(
      page.getByText(`Release of ${loan.number} sent for approval: a second staff member confirms it.`),
      30_000,
    )
    await shoot(clerk, '4-sent-for-approval')
    expect(appErrors(clerk.errors)).toEqual([])
  })

  it('the manager, as witness, approves it from the inbox on their phone', async () => {
    const witness = await openPhoneTab(browser)
    const { page } = witness
    await signInStaff(page, platform, DEMO_LOGINS.manager, '/approvals')
    const request = page.getByRole('article').filter({ hasText: loan.number })
    await visible(request)
    await noOverflow(witness)
    await shoot(witness, '5-witness-inbox')
    await request.getByRole('button', { name: 'Approve' }).tap()
    // The gold leaves on approval: the witness confirms what they saw first.
    await visible(request.getByText('Witness the handover?'))
    await shoot(witness, '6-witness-confirm')
    await request.getByRole('button', { name: 'Yes, approve the release' }).tap()
    await visible(request.getByText('Approved and posted').last(), 30_000)
    await shoot(witness, '7-witnessed')
    expect(appErrors(witness.errors)).toEqual([])
  })

  it('the gold is released, the packet left the vault, and the receipt prints the handover', async () => {
    const token = await apiToken(platform, DEMO_LOGINS.manager)
    const released = await api(platform, token, `/api/loans/${loan.id}`)
    expect(released.body.status).toBe('Released')
    const packets = await api(platform, token, `/api/custody/packets/${packet.id}`)
    expect(packets.body).toMatchObject({ number: packet.number, status: 'released' })

    const res = await fetch(`${platform.mainUrl}/api/loans/${loan.id}/documents/release`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.status).toBe(200)
    const receipt = new Uint8Array(await res.arrayBuffer())
    const words = (await pdfText(receipt)).join(' ')
    for (const word of ['Handover', `GOLD-PACKET:${packet.number}`, 'Seal at handover', 'Witness'])
      expect(words, word).toContain(word)
    const renderer = await pdfRenderer(browser)
    expect((await renderer.render(receipt, 'release-desk-phone-receipt')).length).toBeGreaterThan(0)
    await renderer.close()

    // The desk no longer lists it.
    await clerk.page.reload()
    await visible(clerk.page.getByRole('heading', { name: 'Release desk' }))
    expect(await text(clerk.page.locator('main'))).not.toContain(loan.number)
  })
})
