import type { Response } from 'express'
import { permittedRoutes } from '../http/route-guards.ts'
import type { AppContext } from '../platform/context.ts'
import { journalCsvExport, tallyExport, trialBalanceCsvExport } from './books-export-service.ts'

/** Sends `body` as a download named `name`, as the reports' CSV are. */
function download(res: Response, type: string, name: string, body: string) {
  res.type(`${type}; charset=utf-8`)
  res.setHeader('Content-Disposition', `attachment; filename="${name}"`)
  res.send(body)
  return undefined
}

/** The books as files for the shop's accountant (issue 25): Tally XML and CSV in rupees, tenant admins only. */
export function booksExportRestRoutes(ctx: AppContext) {
  const r = permittedRoutes(ctx)
  r.get('books.read', '/books/export/tally.xml', async (admin, req, res) => {
    const { range, body } = await tallyExport(ctx, admin.tenantId, req.query)
    return download(res, 'application/xml', `tally-${range.from}-to-${range.to}.xml`, body)
  })
  r.get('books.read', '/books/export/journal.csv', async (admin, req, res) => {
    const { range, body } = await journalCsvExport(ctx, admin.tenantId, req.query)
    return download(res, 'text/csv', `journal-${range.from}-to-${range.to}.csv`, body)
  })
  r.get('books.read', '/books/trial-balance.csv', async (admin, req, res) => {
    const { range, body } = await trialBalanceCsvExport(ctx, admin.tenantId, req.query.asOf)
    return download(res, 'text/csv', `trial-balance-${range}.csv`, body)
  })
  return r.router
}
