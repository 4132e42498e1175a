import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../test-output/screenshots')

/**
 * Debian's Chromium (no browser downloads); flags keep it off the closed network. A test may add its
 * own `args` (a fake camera) and `env` (fonts).
 */
export async function launchBrowser(
  options: { args?: readonly string[]; env?: Record<string, string> } = {},
): Promise<Browser> {
  const { args: extraArgs = [], env = {} } = options
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    env: { ...process.env, ...env } as Record<string, string>,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--host-resolver-rules=MAP *.localhost 127.0.0.1',
      ...extraArgs,
    ],
  })
}

/** Fail the test on any console error or uncaught page error. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}

/** Full page, taken from the top: a page left scrolled (say after a width change) draws its sticky header mid-page. */
export async function screenshot(page: Page, name: string) {
  await mkdir(SCREENSHOT_DIR, { recursive: true })
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true })
}
