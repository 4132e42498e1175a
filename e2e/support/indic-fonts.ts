import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { BrowserContext } from 'playwright-core'

/**
 * This test machine has no Devanagari or Tamil font, which every Android phone has as "Noto Sans
 * Devanagari" and "Noto Sans Tamil". Installed here under those names, for the browser tests only,
 * so screenshots show what a phone shows, and they prove the apps' font stack asks for them by name.
 * The fonts are the ones the PDFs embed (the API's dependency); the apps themselves download none.
 */
const apiRequire = createRequire(path.resolve(import.meta.dirname, '../../apps/api/package.json'))

function fontFace(family: string, pkg: string, file: (weight: string) => string, weight: 400 | 700) {
  const dir = path.dirname(apiRequire.resolve(`${pkg}/package.json`))
  const name = weight === 400 ? '400Regular' : '700Bold'
  const data = readFileSync(path.join(dir, name, file(name))).toString('base64')
  return `@font-face{font-family:'${family}';font-weight:${weight};src:url(data:font/ttf;base64,${data}) format('truetype')}`
}

const CSS = [400, 700]
  .flatMap((weight) => [
    fontFace(
      'Noto Sans Devanagari',
      '@expo-google-fonts/noto-sans-devanagari',
      (n) => `NotoSansDevanagari_${n}.ttf`,
      weight as 400 | 700,
    ),
    fontFace(
      'Noto Sans Tamil',
      '@expo-google-fonts/noto-sans-tamil',
      (n) => `NotoSansTamil_${n}.ttf`,
      weight as 400 | 700,
    ),
  ])
  .join('\n')

/** Give every page of `context` the phone's Indian-script fonts, before the app's own styles apply. */
export async function withPhoneFonts(context: BrowserContext) {
  await context.addInitScript((css: string) => {
    const add = () => {
      const style = document.createElement('style')
      style.dataset.testFonts = 'indic'
      style.textContent = css
      document.head.prepend(style)
    }
    if (document.head) add()
    else document.addEventListener('DOMContentLoaded', add, { once: true })
  }, CSS)
}
