import { type IsoDate, financialYearOf } from '@gold/core'

/** The financial year of a calendar date (India): April to March, `2025-26`. */
export const financialYearOfDate = (date: IsoDate): string => financialYearOf(new Date(`${date}T00:00:00+05:30`))

/** Loan document series: loan number, payment receipt, release receipt, auction notice. */
export const LOAN_SERIES = { loan: 'GL', payment: 'PR', release: 'RR', auctionNotice: 'AN' } as const
