/**
 * Certificate renderer timed directly, in its own process: load one valuation's document (3
 * ornaments, 12 EMIs), render it a few times to warm up, then time PDF_RENDERS sequential renders.
 * Prints one JSON line: {samplesMs, maxRssMb}.
 */
import { loadConfig } from '@gold/api/platform/env'
import { bootContext } from '@gold/api/platform/boot'
import { renderCertificatePdf } from '@gold/api/valuations/certificate-pdf'
import { loadValuationDocument } from '@gold/api/valuations/valuation-document'

const renders = Number(process.env.PDF_RENDERS ?? 60)
const ctx = await bootContext(
  loadConfig({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR, LOG_LEVEL: 'silent' }),
  'bench',
  2,
)
const doc = await loadValuationDocument(ctx, process.env.TENANT_ID!, process.env.VALUATION_ID!)
if (!doc) throw new Error('valuation to render not found')
for (let i = 0; i < 5; i++) await renderCertificatePdf(doc)
const samplesMs: number[] = []
for (let i = 0; i < renders; i++) {
  const start = process.hrtime.bigint()
  await renderCertificatePdf(doc)
  samplesMs.push(Number(process.hrtime.bigint() - start) / 1e6)
}
await ctx.db.close()
console.log(JSON.stringify({ samplesMs, maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }))
process.exit(0)
