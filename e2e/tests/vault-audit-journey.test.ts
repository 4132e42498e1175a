import { readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_LOGINS } from '@gold/api/seed'
import { launchBrowser, screenshot } from '../support/browser.ts'
import { fakeCameraArgs, writeCameraVideo } from '../support/fake-camera.ts'
import { text } from '../support/loan-steps.ts'
import { api, apiToken, appErrors, signInStaff, visible, type Tab } from '../support/pages.ts'
import { pdfRenderer } from '../support/pdf-render.ts'
import { openPhoneTab } from '../support/phone.ts'
import { startPlatform, type Platform } from '../support/platform.ts'
import { labelCrop, labelsPdf, packetInVault, trpcCall } from '../support/vault-steps.ts'

/**
 * Issue 28's vault audit on a 360 px phone, in the demo shop's vault: slot 1 of Tray 1 holds three
 * packets by the register. The phone's camera (Chromium playing a video made from the shop's own
 * printed label sheet) sees two of them and one of Tray 2's. The report lists the third as missing
 * and Tray 2's packet as in the wrong place.
 */
const LABEL_SCALE = 2
let platform: Platform
let browser: Browser
let video: string
let tab: Tab
const packets: Record<'a1' | 'a2' | 'a3' | 'b1', { id: string; number: string }> = {} as never
let trayOne: { id: string; label: string }
let trayTwo: { id: string; label: string }

const shoot = (name: string) => screenshot(tab.page, `vault-audit-journey-${name}-360`)

beforeAll(async () => {
  platform = await startPlatform()
  const admin = await apiToken(platform, DEMO_LOGINS.admin)
  const staff = await apiToken(platform, DEMO_LOGINS.employee)
  const manager = await apiToken(platform, DEMO_LOGINS.manager)
  // The demo shop's vault: Safe A, two trays of four slots.
  const places = await trpcCall<Array<{ id: string; label: string }>>(platform, admin, 'custody.places', {}, false)
  const place = (label: string) => places.find((p) => p.label === label)!
  trayOne = place('Safe A / Tray 1 / Slot 1')
  trayTwo = place('Safe A / Tray 2 / Slot 1')
  const customers = await api(platform, staff, '/api/customers')
  const borrower = customers.body[0].id as string
  const two = { asker: staff, confirmer: manager }
  packets.a1 = await packetInVault(platform, two, borrower, trayOne.id, 'SEAL-101')
  packets.a2 = await packetInVault(platform, two, borrower, trayOne.id, 'SEAL-102')
  packets.a3 = await packetInVault(platform, two, borrower, trayOne.id, 'SEAL-103')
  packets.b1 = await packetInVault(platform, two, borrower, trayTwo.id, 'SEAL-201')

  // The camera's video: the printed sheet of the three packets on the tray, each label in turn.
  const maker = await launchBrowser()
  try {
    const renderer = await pdfRenderer(maker)
    const shown = [packets.a1, packets.a2, packets.b1]
    const [sheet] = await renderer.render(
      await labelsPdf(
        platform,
        staff,
        shown.map((p) => p.id),
      ),
      'vault-audit-labels',
      LABEL_SCALE,
    )
    const png = await readFile(sheet!)
    video = path.join(os.tmpdir(), `vault-audit-camera-${process.pid}.y4m`)
    await writeCameraVideo(
      maker,
      shown.map((_, i) => ({ png, crop: labelCrop(i, LABEL_SCALE) })),
      video,
    )
  } finally {
    await maker.close()
  }
  browser = await launchBrowser({ args: fakeCameraArgs(video) })
  tab = await openPhoneTab(browser)
  await tab.context.grantPermissions(['camera'], { origin: platform.mainUrl })
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await platform?.close()
  if (video) await rm(video, { force: true })
})

describe('vault audit journey: scan a tray with the phone camera', () => {
  it('the staff member picks Tray 1 and starts scanning', async () => {
    const { page } = tab
    await signInStaff(page, platform, DEMO_LOGINS.employee, '/vault-audit')
    await visible(page.getByRole('heading', { name: 'Vault audit' }))
    await page.getByLabel('What to audit').selectOption({ label: trayOne.label })
    await shoot('1-start')
    await page.getByRole('button', { name: 'Start scanning' }).tap()
    await visible(page.getByRole('heading', { name: `Auditing ${trayOne.label}` }))
  })

  it('the camera reads the labels: two in place, one from Tray 2 in the wrong place, each listed once', async () => {
    const { page } = tab
    const list = page.getByRole('list', { name: 'Scanned packets' })
    const row = (n: string) => list.getByRole('listitem').filter({ hasText: n })
    await visible(row(packets.b1.number).getByText('Wrong place'), 60_000)
    await visible(row(packets.a1.number).getByText('In place'), 60_000)
    await visible(row(packets.a2.number).getByText('In place'), 60_000)
    // The video loops: labels seen again are not listed again.
    await page.waitForTimeout(3500)
    expect(await list.getByRole('listitem').count()).toBe(3)
    expect(await text(row(packets.b1.number))).toContain(`Belongs in ${trayTwo.label}`)
    expect(await text(page.locator('.audit-progress'))).toBe('Scanned 3 · Not yet found 1 · Wrong place 1')
    expect(await list.getByText(packets.a3.number).count()).toBe(0)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await shoot('2-scanning')
  })

  it('finishing says what will be reported missing, then shows the report', async () => {
    const { page } = tab
    await page.getByRole('button', { name: 'Finish audit' }).tap()
    const confirm = page.getByRole('group', { name: 'Finish the audit' })
    await visible(confirm.getByText('1 packet not scanned will be reported missing.'))
    await shoot('3-finish')
    await confirm.getByRole('button', { name: 'Finish and see the report' }).tap()

    await visible(page.getByRole('heading', { name: `Vault audit: ${trayOne.label}` }))
    const missing = page.getByRole('list', { name: 'Missing' })
    expect(await text(missing)).toBe(`${packets.a3.number} Should be in ${trayOne.label} Seal SEAL-103`)
    const wrong = page.getByRole('list', { name: 'Wrong place' })
    expect(await text(wrong)).toBe(
      `${packets.b1.number} Found in ${trayOne.label}; belongs in ${trayTwo.label} Seal SEAL-201`,
    )
    await visible(page.getByText('Nothing extra.'))
    expect(await page.getByRole('list', { name: 'In place' }).getByRole('listitem').count()).toBe(2)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    await shoot('4-report')
    // On paper: the report alone, without the app's bars and buttons.
    await page.emulateMedia({ media: 'print' })
    expect(await page.locator('.topbar').isVisible()).toBe(false)
    expect(await page.getByRole('button', { name: 'Print report' }).isVisible()).toBe(false)
    await shoot('5-report-print')
    await page.emulateMedia({ media: 'screen' })
    expect(appErrors(tab.errors)).toEqual([])
  })

  it('the stored audit says the same over the API', async () => {
    const token = await apiToken(platform, DEMO_LOGINS.manager)
    const { audits } = await trpcCall(platform, token, 'vaultAudits.list', undefined, false)
    expect(audits[0]).toMatchObject({
      status: 'finished',
      place: { id: trayOne.id },
      counts: { matched: 2, missing: 1, extra: 0, wrongPlace: 1 },
    })
  })
})
