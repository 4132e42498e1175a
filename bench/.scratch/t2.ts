import { PrismaClient } from '@gold/db'
// @ts-ignore
import { PrismaPg } from '/work/main/packages/db/node_modules/@prisma/adapter-pg/dist/index.mjs'
import { customerSearchWhere } from '@gold/api/customers/customer-search'
const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: 'postgresql://postgres@127.0.0.1:5433/gold_bench' }), log: [{ emit: 'event', level: 'query' }] } as any)
;(prisma as any).$on('query', (e: any) => console.log(e.duration + 'ms', e.query.slice(0, 1500)))
const t = await prisma.tenant.findUnique({ where: { slug: 'bench' } })
const mode = process.argv[2]
if (mode === 'list') {
  await prisma.customer.findMany({ where: { tenantId: t!.id }, omit: { passwordHash: true }, include: { valuations: { select: { createdAt: true }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 1 }, _count: { select: { valuations: true, emiRecords: true } } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] })
}
if (mode === 'plans') {
  await prisma.plan.findMany({ where: { isActive: true, isPublic: true }, orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }], include: { prices: { where: { isActive: true } }, features: { where: { isPublic: true }, orderBy: [{ sortOrder: 'asc' }, { key: 'asc' }] } } })
}
await prisma.$disconnect()
