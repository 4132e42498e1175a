import type { IsoDate, LoanStatus } from '@gold/core'
import type { TenantClient } from '@gold/db'
import { nextDocumentSequence } from '../platform/document-counter-repository.ts'
import { type LoanAuctionSale, type LoanBalances, type LoanRelease, type NewLoan, dateOf } from './loan-records.ts'

/**
 * The Loan aggregate's writes: its row locks, document numbers, opening and every status change,
 * each one conditional update. Raw SQL names the tenant explicitly.
 */
export function loanLifecycleQueries(db: TenantClient, tenantId: string) {
  return {
    /**
     * Lock the loan's row until the transaction ends (payments, releases); false when there is no
     * such loan in the tenant. Raw SQL: the tenant is named here explicitly.
     */
    lockLoan: async (id: string): Promise<boolean> =>
      (
        await db.$queryRaw<{ id: string }[]>`
          SELECT "id" FROM "Loan" WHERE "tenantId" = ${tenantId} AND "id" = ${id} FOR UPDATE`
      ).length === 1,

    /**
     * Lock the borrower's row until the transaction ends: openings and cash payments of one
     * borrower queue, so two of them never both pass a limit on the borrower's total (the
     * loan-to-value exposure, 269ST's cash a day).
     */
    lockCustomer: async (id: string): Promise<boolean> =>
      (
        await db.$queryRaw<{ id: string }[]>`
          SELECT "id" FROM "Customer" WHERE "tenantId" = ${tenantId} AND "id" = ${id} FOR UPDATE`
      ).length === 1,

    /**
     * The next number of a loan document series (`GL`, `PR`, `RR`) in a financial year, taken inside
     * the issuing transaction: the counter row's lock serialises issuers and a rollback returns the
     * number, so the sequence has no gaps.
     */
    nextLoanDocumentNumber: async (series: string, financialYear: string): Promise<string> =>
      `${series}/${financialYear}/${String(await nextDocumentSequence(db, tenantId, series, financialYear)).padStart(6, '0')}`,

    insertLoan: async ({ ltvValue, ...loan }: NewLoan): Promise<string> =>
      (
        await db.loan.create({
          data: {
            ...loan,
            ltvValuePaise: BigInt(ltvValue.paise),
            ltvValueBasis: ltvValue.basis,
            tenantId,
            principal: BigInt(loan.principal),
            principalOutstanding: BigInt(loan.principalOutstanding),
            interestDue: BigInt(loan.interestDue),
            penalChargesDue: BigInt(loan.penalChargesDue),
            disbursedOn: dateOf(loan.disbursedOn),
            maturityOn: dateOf(loan.maturityOn),
            lastPostedOn: dateOf(loan.lastPostedOn),
            status: 'Active',
          },
          select: { id: true },
        })
      ).id,

    /** Write the balances (and closure) after a payment; `from` is the status it must still have. */
    updateBalances: async (id: string, from: LoanStatus, b: LoanBalances): Promise<boolean> =>
      (
        await db.loan.updateMany({
          where: { id, status: from },
          data: {
            principalOutstanding: BigInt(b.principalOutstanding),
            interestDue: BigInt(b.interestDue),
            penalChargesDue: BigInt(b.penalChargesDue),
            lastPostedOn: dateOf(b.lastPostedOn),
            ledgerCount: b.ledgerCount,
            ...(b.status ? { status: b.status } : {}),
            ...(b.closedOn ? { closedOn: dateOf(b.closedOn) } : {}),
            ...(b.releaseDueBy ? { releaseDueBy: dateOf(b.releaseDueBy) } : {}),
          },
        })
      ).count === 1,

    /** Active → Renewed once: the carried principal left with the RENEWAL entry (one conditional update). */
    markRenewed: async (id: string, r: { renewedToId: string; renewedOn: IsoDate; ledgerCount: number }) =>
      (
        await db.loan.updateMany({
          where: { id, status: 'Active' },
          data: {
            status: 'Renewed',
            renewedToId: r.renewedToId,
            principalOutstanding: 0n,
            lastPostedOn: dateOf(r.renewedOn),
            ledgerCount: r.ledgerCount,
          },
        })
      ).count === 1,

    /** Active → AuctionNoticed once, with the notice's number and dates. */
    noticeAuction: async (id: string, n: { number: string; noticedOn: IsoDate; earliestOn: IsoDate }) =>
      (
        await db.loan.updateMany({
          where: { id, status: 'Active' },
          data: {
            status: 'AuctionNoticed',
            auctionNoticeNumber: n.number,
            auctionNoticedOn: dateOf(n.noticedOn),
            auctionEarliestOn: dateOf(n.earliestOn),
          },
        })
      ).count === 1,

    /** One more failed auction, counted once (`failedBefore` is the count it was read with). */
    countFailedAuction: async (id: string, failedBefore: number) =>
      (
        await db.loan.updateMany({
          where: { id, status: 'AuctionNoticed', failedAuctions: failedBefore },
          data: { failedAuctions: failedBefore + 1 },
        })
      ).count === 1,

    /** AuctionNoticed → Auctioned once: the balances after the proceeds and the surplus owed. */
    markAuctioned: async (id: string, a: LoanAuctionSale) =>
      (
        await db.loan.updateMany({
          where: { id, status: 'AuctionNoticed' },
          data: {
            status: 'Auctioned',
            principalOutstanding: BigInt(a.principalOutstanding),
            interestDue: BigInt(a.interestDue),
            penalChargesDue: BigInt(a.penalChargesDue),
            lastPostedOn: dateOf(a.lastPostedOn),
            ledgerCount: a.ledgerCount,
            auctionedOn: dateOf(a.auctionedOn),
            surplusOwed: BigInt(a.surplusOwed),
            ...(a.closedOn ? { closedOn: dateOf(a.closedOn) } : {}),
          },
        })
      ).count === 1,

    /** The surplus handed to the borrower, once. */
    markSurplusPaid: async (id: string, paidOn: IsoDate, ledgerCount: number) =>
      (
        await db.loan.updateMany({
          where: { id, status: 'Auctioned', surplusPaidOn: null, surplusOwed: { gt: 0n } },
          data: { surplusPaidOn: dateOf(paidOn), ledgerCount },
        })
      ).count === 1,

    /** Closed → Released, once (one conditional update). */
    releaseLoan: async (id: string, r: LoanRelease): Promise<boolean> =>
      (
        await db.loan.updateMany({
          where: { id, status: 'Closed' },
          data: {
            status: 'Released',
            releasedOn: dateOf(r.releasedOn),
            releasedTo: r.releasedTo,
            sealIntact: r.sealIntact,
            releaseNote: r.releaseNote,
            releaseReceiptNumber: r.releaseReceiptNumber,
            releaseDelayDays: r.releaseDelayDays,
            releaseCompensation: BigInt(r.releaseCompensation),
          },
        })
      ).count === 1,
  }
}
