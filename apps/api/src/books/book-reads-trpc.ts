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
import { tenantAdminProcedure } from '../trpc/trpc.ts'
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
  dayBook: tenantAdminProcedure
    .input(booksDateInput)
    .query(({ ctx, input }) => dayBookRead(ctx.app, ctx.principal.tenantId, input?.date)),
  cashBook: tenantAdminProcedure
    .input(moneyBookInput)
    .query(({ ctx, input }) => moneyBookRead(ctx.app, ctx.principal.tenantId, 'Cash', input)),
  bankBook: tenantAdminProcedure
    .input(moneyBookInput)
    .query(({ ctx, input }) => moneyBookRead(ctx.app, ctx.principal.tenantId, 'Bank', input)),
  ledger: tenantAdminProcedure
    .input(ledgerInput)
    .query(({ ctx, input }) => ledgerRead(ctx.app, ctx.principal.tenantId, input)),
  profitAndLoss: tenantAdminProcedure
    .input(booksRangeInput)
    .query(({ ctx, input }) => profitAndLossRead(ctx.app, ctx.principal.tenantId, input)),
  balanceSheet: tenantAdminProcedure
    .input(booksAsOfInput)
    .query(({ ctx, input }) => balanceSheetRead(ctx.app, ctx.principal.tenantId, input?.asOf)),
  cashInHand: tenantAdminProcedure
    .input(booksRangeInput)
    .query(({ ctx, input }) => cashInHandRead(ctx.app, ctx.principal.tenantId, input)),
  accounts: tenantAdminProcedure.query(({ ctx }) => accountsRead(ctx.app, ctx.principal.tenantId)),
  vouchers: tenantAdminProcedure
    .input(booksRangeInput)
    .query(({ ctx, input }) => vouchersRead(ctx.app, ctx.principal.tenantId, input)),
  addAccount: tenantAdminProcedure
    .input(accountAddInput)
    .mutation(({ ctx, input }) => addAccount(ctx.app, ctx.principal.tenantId, input)),
  renameAccount: tenantAdminProcedure
    .input(accountRenameInput)
    .mutation(({ ctx, input }) => renameAccount(ctx.app, ctx.principal.tenantId, input)),
  deleteAccount: tenantAdminProcedure
    .input(accountDeleteInput)
    .mutation(({ ctx, input }) => deleteAccount(ctx.app, ctx.principal.tenantId, input)),
}
