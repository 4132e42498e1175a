import { copyFile, mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { launchBrowser } from './browser.ts'

/**
 * This test machine has no Devanagari or Tamil font; every Android phone has Noto Sans Devanagari
 * and Noto Sans Tamil as system fonts. The browser for the language tests gets them the same way,
 * as system fonts (a fontconfig file adding them to the machine's), so its screenshots show what a
 * phone shows and the apps are seen to need no font of their own. The fonts are the ones the PDFs
 * embed (the API's dependency).
 */
const apiRequire = createRequire(path.resolve(import.meta.dirname, '../../apps/api/package.json'))
const FONTS = [
  ['@expo-google-fonts/noto-sans-devanagari', 'NotoSansDevanagari'],
  ['@expo-google-fonts/noto-sans-tamil', 'NotoSansTamil'],
] as const

async function fontconfigWithIndicFonts(): Promise<string> {
  const dir = path.join(os.tmpdir(), `gold-e2e-indic-fonts-${process.pid}`)
  await mkdir(path.join(dir, 'cache'), { recursive: true })
  for (const [pkg, family] of FONTS) {
    const root = path.dirname(apiRequire.resolve(`${pkg}/package.json`))
    for (const weight of ['400Regular', '700Bold'])
      await copyFile(path.join(root, weight, `${family}_${weight}.ttf`), path.join(dir, `${family}_${weight}.ttf`))
  }
  const file = path.join(dir, 'fonts.conf')
  await writeFile(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${dir}</dir>
  <cachedir>${path.join(dir, 'cache')}</cachedir>
</fontconfig>
`,
  )
  return file
}

/** The test browser, with a phone's Devanagari and Tamil system fonts. */
export async function launchBrowserWithIndicFonts(): Promise<Browser> {
  return launchBrowser({ env: { FONTCONFIG_FILE: await fontconfigWithIndicFonts() } })
}
