import {
  booksAsOfInput,
  modeAndReferenceBody,
  counterCloseInput,
  counterOpenInput,
  dayCloseInput,
  dayReopenInput,
  idAndBody,
  journalReverseInput,
  voucherInput,
} from '@gold/core'
import { z } from 'zod'
import { router, permittedProcedure } from '../trpc/trpc.ts'
import { bookReadsProcedures } from './book-reads-trpc.ts'
import { controlCheckRead, trialBalanceRead } from './books-service.ts'
import { requestCloseCounter, requestReopenDay } from './books-approval-gates.ts'
import { counterList, openCounter } from './counter-service.ts'
import { closeBooksDay } from './day-close-service.ts'
import { reverseJournalById, writeVoucher } from './voucher-service.ts'
import { lastControlCheck, runControlCheckNow } from './control-run-service.ts'
import { receiveValuationFee, valuationFeeOf } from './valuation-fee-service.ts'

/**
 * The shop's books for the staff app. Counters are every staff member's (they take the cash);
 * the reads, vouchers, corrections and the day's close and reopening are tenant admins'.
 */
export const booksRouter = router({
  trialBalance: permittedProcedure('books.read')
    .input(booksAsOfInput)
    .query(({ ctx, input }) => trialBalanceRead(ctx.app, ctx.principal.tenantId, input?.asOf)),
  controlCheck: permittedProcedure('books.read')
    .input(booksAsOfInput)
    .query(({ ctx, input }) => controlCheckRead(ctx.app, ctx.principal.tenantId, input?.asOf)),
  counters: permittedProcedure('books.counter').query(({ ctx }) => counterList(ctx.app, ctx.principal.tenantId)),
  openCounter: permittedProcedure('books.counter')
    .input(counterOpenInput)
    .mutation(({ ctx, input }) => openCounter(ctx.app, ctx.principal, input)),
  closeCounter: permittedProcedure('books.counter')
    .input(counterCloseInput)
    .mutation(({ ctx, input }) => requestCloseCounter(ctx.app, ctx.principal, input)),
  writeVoucher: permittedProcedure('books.vouchers')
    .input(voucherInput)
    .mutation(({ ctx, input }) => writeVoucher(ctx.app, ctx.principal, input)),
  reverseJournal: permittedProcedure('books.vouchers')
    .input(journalReverseInput)
    .mutation(({ ctx, input }) => reverseJournalById(ctx.app, ctx.principal, input)),
  closeDay: permittedProcedure('books.closeDay')
    .input(dayCloseInput)
    .mutation(({ ctx, input }) => closeBooksDay(ctx.app, ctx.principal, input?.date)),
  reopenDay: permittedProcedure('books.reopenDay')
    .input(dayReopenInput)
    .mutation(({ ctx, input }) => requestReopenDay(ctx.app, ctx.principal, input)),
  ...bookReadsProcedures,
  runControlCheck: permittedProcedure('books.read')
    .input(booksAsOfInput)
    .mutation(({ ctx, input }) => runControlCheckNow(ctx.app, ctx.principal, input?.asOf)),
  lastControlCheck: permittedProcedure('books.read').query(({ ctx }) =>
    lastControlCheck(ctx.app, ctx.principal.tenantId),
  ),
  /** A valuation's fee and whether it was received; receiving it (counter staff take fees) posts fee income and GST. */
  valuationFee: permittedProcedure('books.counter')
    .input(z.object({ id: z.string() }))
    .query(({ ctx, input }) => valuationFeeOf(ctx.app, ctx.principal.tenantId, input.id)),
  receiveValuationFee: permittedProcedure('books.counter')
    .input(idAndBody(modeAndReferenceBody))
    .mutation(({ ctx, input }) => receiveValuationFee(ctx.app, ctx.principal, input.id, input.body)),
})
