import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'

declare global {
  interface Window {
    rendererReady?: boolean
    renderPdf?: (base64: string, scale: number) => Promise<string[]>
  }
}

const require = createRequire(import.meta.url)
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'))
/** A made-up origin the page loads pdf.js from; requests to it are answered from node_modules. */
const ORIGIN = 'http://pdf-render.invalid'

export const DOCUMENT_DIR = path.resolve(import.meta.dirname, '../../test-output/documents')

const PAGE_HTML = `<!doctype html><html><body style="margin:0;background:#777">
<script type="module">
  import * as pdfjs from '${ORIGIN}/build/pdf.mjs'
  pdfjs.GlobalWorkerOptions.workerSrc = '${ORIGIN}/build/pdf.worker.mjs'
  window.renderPdf = async (base64, scale) => {
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    const doc = await pdfjs.getDocument({ data, standardFontDataUrl: '${ORIGIN}/standard_fonts/' }).promise
    const pages = []
    for (let i = 1; i <= doc.numPages; i++) {
      const page = await doc.getPage(i)
      const viewport = page.getViewport({ scale })
      const canvas = document.createElement('canvas')
      canvas.width = Math.ceil(viewport.width)
      canvas.height = Math.ceil(viewport.height)
      await page.render({ canvasContext: canvas.getContext('2d'), viewport, canvas }).promise
      pages.push(canvas.toDataURL('image/png'))
    }
    await doc.destroy()
    return pages
  }
  window.rendererReady = true
</script></body></html>`

/**
 * Renders PDFs to PNG in Chromium with pdf.js (the page's canvas, so no native canvas module is
 * needed in node): one PNG per page, `<name>-p<n>.png` in test-output/documents.
 */
export async function pdfRenderer(browser: Browser) {
  const page: Page = await browser.newPage()
  await page.route(`${ORIGIN}/**`, async (route) => {
    const file = path.join(PDFJS_DIR, new URL(route.request().url()).pathname)
    if (!file.startsWith(PDFJS_DIR + path.sep)) return route.fulfill({ status: 404 })
    const body = await readFile(file).catch(() => null)
    if (!body) return route.fulfill({ status: 404 })
    const type = file.endsWith('.mjs') ? 'text/javascript' : 'application/octet-stream'
    return route.fulfill({ status: 200, body, headers: { 'content-type': type, 'access-control-allow-origin': '*' } })
  })
  await page.route(`${ORIGIN}/`, (route) => route.fulfill({ status: 200, body: PAGE_HTML, contentType: 'text/html' }))
  await page.goto(`${ORIGIN}/`)
  await page.waitForFunction(() => window.rendererReady === true)
  return {
    /** Writes every page of `pdf` as a PNG and answers their paths. */
    async render(pdf: Uint8Array, name: string, scale = 1.5): Promise<string[]> {
      const base64 = Buffer.from(pdf).toString('base64')
      const pages = await page.evaluate(([b64, s]) => window.renderPdf!(b64, s), [base64, scale] as const)
      await mkdir(DOCUMENT_DIR, { recursive: true })
      const files: string[] = []
      for (const [i, dataUrl] of pages.entries()) {
        const file = path.join(DOCUMENT_DIR, `${name}-p${i + 1}.png`)
        await writeFile(file, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'))
        files.push(file)
      }
      return files
    },
    close: () => page.close(),
  }
}
