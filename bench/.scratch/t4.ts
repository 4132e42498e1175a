import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { FONTS } from '@gold/api/pdf/pdf-document'
const req = createRequire(createRequire(import.meta.url).resolve('@gold/api/pdf/pdf-document'))
const pdfkitPath = req.resolve('pdfkit')
const fontkit = createRequire(pdfkitPath)('fontkit')
const buf = readFileSync(FONTS.regular)
const words = 'Gross and deduction are per piece. Net fine weight = (gross - deduction) x purity factor (24K 0.999, 22K 0.916, 18K 0.75) x quantity, valued at the 24K rate. ₹ 1,23,456.00 Necklace Bangle Ring'.split(' ')
function run(font: any) { for (const w of words) font.layout(w) }
for (let i = 0; i < 20; i++) { const s = performance.now(); const f = fontkit.create(buf); run(f); if (i % 5 === 4) console.log('fresh', (performance.now() - s).toFixed(1)) }
const shared = fontkit.create(buf)
for (let i = 0; i < 20; i++) { const s = performance.now(); run(shared); if (i % 5 === 4) console.log('shared', (performance.now() - s).toFixed(2)) }
