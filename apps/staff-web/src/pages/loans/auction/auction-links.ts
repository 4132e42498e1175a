/** The auction notice PDF, opened inline to print (the staff side of loans.md section 7). */
export const auctionNoticeHref = (loanId: string) => `/api/loans/${encodeURIComponent(loanId)}/documents/auction-notice`
