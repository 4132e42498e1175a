import { loadConfig } from '@gold/api/env'
import { bootContext } from '@gold/api/platform/boot'
import { renderCertificatePdf } from '@gold/api/valuations/certificate-pdf'
import { loadValuationDocument } from '@gold/api/valuations/valuation-document'
const rss = () => Math.round(process.memoryUsage().rss / 1e6)
console.log('start rss', rss())
const ctx = await bootContext(loadConfig({ DATABASE_URL: 'postgresql://postgres@127.0.0.1:5433/gold_bench', DATA_DIR: '/tmp/bx', LOG_LEVEL: 'silent' }), 'x', 2)
console.log('booted rss', rss())
const t = await ctx.db.prisma.tenant.findUnique({ where: { slug: 'bench' } })
const doc = await loadValuationDocument(ctx, t!.id, 'bval000001')
console.log('loaded rss', rss(), doc!.valuation.emiRecords.length)
for (let i = 0; i < 40; i++) {
  const s = performance.now()
  const pdf = await renderCertificatePdf(doc!)
  if (i % 5 === 0) console.log((performance.now() - s).toFixed(1), 'ms', pdf.length, 'bytes rss', rss())
}
await ctx.db.close()
