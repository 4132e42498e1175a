import type { Response } from 'express'
import { sendPrivatePdf } from '../http/send-pdf.ts'
import { permittedRoutes } from '../http/route-guards.ts'
import type { AppContext } from '../platform/context.ts'
import {
  type BooksDownload,
  type BooksPdfName,
  balanceSheetCsvFile,
  booksPdfFile,
  dayBookCsvFile,
  ledgerCsvFile,
  moneyBookCsvFile,
  profitAndLossCsvFile,
} from './book-reads-export-service.ts'

function sendCsv(res: Response, file: BooksDownload) {
  res.type('text/csv; charset=utf-8')
  res.setHeader('Content-Disposition', `attachment; filename="${file.name}.csv"`)
  res.send(file.body)
  return undefined
}

const PDFS: readonly BooksPdfName[] = [
  'day-book',
  'cash-book',
  'bank-book',
  'ledger',
  'profit-and-loss',
  'balance-sheet',
]

/** The books to read as downloads for the shop's accountant (issue 25): CSV in rupees and PDF, tenant admins only. */
export function bookReadsRestRoutes(ctx: AppContext) {
  const r = permittedRoutes(ctx)
  r.get('books.read', '/books/day-book.csv', async (a, req, res) =>
    sendCsv(res, await dayBookCsvFile(ctx, a.tenantId, req.query)),
  )
  r.get('books.read', '/books/cash-book.csv', async (a, req, res) =>
    sendCsv(res, await moneyBookCsvFile(ctx, a.tenantId, 'Cash', req.query)),
  )
  r.get('books.read', '/books/bank-book.csv', async (a, req, res) =>
    sendCsv(res, await moneyBookCsvFile(ctx, a.tenantId, 'Bank', req.query)),
  )
  r.get('books.read', '/books/ledger.csv', async (a, req, res) =>
    sendCsv(res, await ledgerCsvFile(ctx, a.tenantId, req.query)),
  )
  r.get('books.read', '/books/profit-and-loss.csv', async (a, req, res) =>
    sendCsv(res, await profitAndLossCsvFile(ctx, a.tenantId, req.query)),
  )
  r.get('books.read', '/books/balance-sheet.csv', async (a, req, res) =>
    sendCsv(res, await balanceSheetCsvFile(ctx, a.tenantId, req.query)),
  )
  for (const name of PDFS)
    r.get('books.read', `/books/${name}.pdf`, async (a, req, res) => {
      sendPrivatePdf(res, await booksPdfFile(ctx, a.tenantId, name, req.query), 'attachment')
      return undefined
    })
  return r.router
}
