import { loadConfig } from '@gold/api/env'
import { bootContext } from '@gold/api/platform/boot'
import { syncEmiStatuses } from '@gold/api/valuations/emi-sync'
import { listCustomers } from '@gold/api/customers/customer-service'
const ctx = await bootContext(loadConfig({ DATABASE_URL: 'postgresql://postgres@127.0.0.1:5433/gold_bench', DATA_DIR: '/tmp/bx', LOG_LEVEL: 'silent' }), 'x', 2)
const t = await ctx.db.prisma.tenant.findUnique({ where: { slug: 'bench' } })
for (let i = 0; i < 3; i++) {
  let s = performance.now()
  await syncEmiStatuses(ctx, t!.id, {})
  const a = performance.now() - s; s = performance.now()
  const rows = await listCustomers(ctx, t!.id, {})
  const b = performance.now() - s; s = performance.now()
  const json = JSON.stringify(rows)
  console.log({ sync: a.toFixed(0), listIncludingSync: b.toFixed(0), stringify: (performance.now() - s).toFixed(0), n: rows.length, bytes: json.length })
}
await ctx.db.close()
