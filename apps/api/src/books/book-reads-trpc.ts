import {
  accountAddInput,
  accountDeleteInput,
  accountRenameInput,
  booksAsOfInput,
  booksDateInput,
  booksRangeInput,
  ledgerInput,
  moneyBookInput,
} from '@gold/core'
import { permittedProcedure } from '../trpc/trpc.ts'
import { addAccount, deleteAccount, renameAccount } from './book-chart-service.ts'
import {
  accountsRead,
  balanceSheetRead,
  cashInHandRead,
  dayBookRead,
  ledgerRead,
  moneyBookRead,
  profitAndLossRead,
  vouchersRead,
} from './book-reads-service.ts'

/**
 * The books to read and the chart's edits (tenant admins), spread into `books.*`: outputs in
 * paise, the screens format (shapes in docs/decisions/books.md, "Books to read").
 */
export const bookReadsProcedures = {
  dayBook: permittedProcedure('books.read')
    .input(booksDateInput)
    .query(({ ctx, input }) => dayBookRead(ctx.app, ctx.principal.tenantId, input?.date)),
  cashBook: permittedProcedure('books.read')
    .input(moneyBookInput)
    .query(({ ctx, input }) => moneyBookRead(ctx.app, ctx.principal.tenantId, 'Cash', input)),
  bankBook: permittedProcedure('books.read')
    .input(moneyBookInput)
    .query(({ ctx, input }) => moneyBookRead(ctx.app, ctx.principal.tenantId, 'Bank', input)),
  ledger: permittedProcedure('books.read')
    .input(ledgerInput)
    .query(({ ctx, input }) => ledgerRead(ctx.app, ctx.principal.tenantId, input)),
  profitAndLoss: permittedProcedure('books.read')
    .input(booksRangeInput)
    .query(({ ctx, input }) => profitAndLossRead(ctx.app, ctx.principal.tenantId, input)),
  balanceSheet: permittedProcedure('books.read')
    .input(booksAsOfInput)
    .query(({ ctx, input }) => balanceSheetRead(ctx.app, ctx.principal.tenantId, input?.asOf)),
  cashInHand: permittedProcedure('books.read')
    .input(booksRangeInput)
    .query(({ ctx, input }) => cashInHandRead(ctx.app, ctx.principal.tenantId, input)),
  accounts: permittedProcedure('books.read').query(({ ctx }) => accountsRead(ctx.app, ctx.principal.tenantId)),
  vouchers: permittedProcedure('books.read')
    .input(booksRangeInput)
    .query(({ ctx, input }) => vouchersRead(ctx.app, ctx.principal.tenantId, input)),
  addAccount: permittedProcedure('books.chart')
    .input(accountAddInput)
    .mutation(({ ctx, input }) => addAccount(ctx.app, ctx.principal.tenantId, input)),
  renameAccount: permittedProcedure('books.chart')
    .input(accountRenameInput)
    .mutation(({ ctx, input }) => renameAccount(ctx.app, ctx.principal.tenantId, input)),
  deleteAccount: permittedProcedure('books.chart')
    .input(accountDeleteInput)
    .mutation(({ ctx, input }) => deleteAccount(ctx.app, ctx.principal.tenantId, input)),
}
