import { ageingCsv, dayBookCsv, portfolioCsv, reportFormatOf } from '@gold/core'
import type { Request, Response } from 'express'
import { permittedRoutes } from '../http/route-guards.ts'
import type { AppContext } from '../platform/context.ts'
import { ageingReport, dayBookReport, portfolioReport } from './report-service.ts'

/** `?format=` first, else the caller's Accept header; checked before the report is read. */
const formatOf = (req: Request) => reportFormatOf(req.query.format, req.accepts(['application/json', 'text/csv']))

/** The CSV as a download named after the report and its day; the JSON otherwise. */
function answer<T>(res: Response, format: 'json' | 'csv', name: string, report: T, csv: (r: T) => string) {
  res.vary('Accept')
  if (format === 'json') return report
  res.type('text/csv; charset=utf-8')
  res.setHeader('Content-Disposition', `attachment; filename="${name}.csv"`)
  res.send(csv(report))
  return undefined
}

/** loans.md section 8: the shop's reports, tenant admins only; JSON, or CSV on request. */
export function reportsRestRoutes(ctx: AppContext) {
  const r = permittedRoutes(ctx)
  r.get('reports.read', '/reports/portfolio', async (admin, req, res) => {
    const format = formatOf(req)
    const { asOf, report } = await portfolioReport(ctx, admin.tenantId, req.query.asOf)
    return answer(res, format, `portfolio-${asOf}`, report, portfolioCsv)
  })
  r.get('reports.read', '/reports/ageing', async (admin, req, res) => {
    const format = formatOf(req)
    const { asOf, report } = await ageingReport(ctx, admin.tenantId, req.query.asOf)
    return answer(res, format, `ageing-${asOf}`, report, ageingCsv)
  })
  r.get('reports.read', '/reports/day-book', async (admin, req, res) => {
    const format = formatOf(req)
    const book = await dayBookReport(ctx, admin.tenantId, req.query.date)
    return answer(res, format, `day-book-${book.date}`, book, dayBookCsv)
  })
  return r.router
}
