/** Loan document series: loan number, payment receipt, release receipt, auction notice. */
export const LOAN_SERIES = { loan: 'GL', payment: 'PR', release: 'RR', auctionNotice: 'AN' } as const
