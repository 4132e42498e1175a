/** What the agreement's clauses say about one loan, every figure already formatted for the document. */
export type AgreementFacts = {
  shop: string
  borrower: string
  loanNumber: string
  principal: string
  scheme: string
  tenure: string
  disbursedOn: string
  maturityOn: string
  mode: string
  /** Percent a year, `12.5`. */
  rate: string
  /** `16.25%`, or the words for an APR that cannot be worked out. */
  apr: string
  repayment: string
  /** Percent a year, or null when the loan has no penal charges. */
  penalRate: string | null
  graceDays: number
  gold: string
  goldValue: string
  certificateNumber: string | null
  defaultDays: number
  noticeDays: number
  compensationPerDay: string
  coolingOffDays: number
  officer: string
}

export type Clause = { heading: string; text: string }
type Officer = { name: string | null; phone: string | null; email: string | null }
type Repayment = { scheme: string; count: number; amount: string; first: string; last: string }

/**
 * The standard gold loan agreement: the loan, interest, repayment, penal charges (RBI's penal
 * charges rules), the security, loan to value, default, auction (notice in the borrower's language),
 * recovery, release (7 working days, compensation a day), grievances, cooling-off, language. The
 * clause numbers are the KFS's (AGREEMENT_CLAUSES).
 */
export const AGREEMENT_EN = {
  title: 'Gold Loan Agreement',
  info: (loanNumber: string) => `Loan agreement ${loanNumber}`,
  parties: (date: string, lender: string, borrower: string, address: string | null) =>
    `This agreement is made on ${date} between ${lender} ("the lender") and ${borrower}${address ? ` of ${address}` : ''} ("the borrower").`,
  repayment: (r: Repayment) =>
    r.scheme === 'BULLET'
      ? `${r.amount} in one payment on ${r.first}`
      : r.scheme === 'MONTHLY_INTEREST'
        ? `each month's interest monthly from ${r.first}, and the principal with the last month's interest on ${r.last} (${r.count} payments in all)`
        : `${r.count} monthly installments of ${r.amount} (the last as in the repayment schedule of the Key Facts Statement), from ${r.first} to ${r.last}`,
  officer: (o: Officer) =>
    o.name || o.phone || o.email
      ? [o.name, o.phone && `phone ${o.phone}`, o.email && `email ${o.email}`].filter(Boolean).join(', ')
      : 'not named yet (ask the branch manager)',
  clauses: (f: AgreementFacts): Clause[] => [
    {
      heading: 'The loan',
      text: `${f.shop} lends the borrower ${f.principal} under loan ${f.loanNumber}, disbursed on ${f.disbursedOn} by ${f.mode}, for ${f.tenure}, maturing on ${f.maturityOn}. Scheme: ${f.scheme}.`,
    },
    {
      heading: 'Interest',
      text: `Interest is charged at ${f.rate}% a year, fixed, as simple interest on the principal outstanding for every day it is outstanding (Actual/365); it is not compounded. The Annual Percentage Rate, with the fees stated in the Key Facts Statement, is ${f.apr}.`,
    },
    {
      heading: 'Repayment',
      text: `The borrower repays ${f.repayment}. Every payment goes first to penal charges, then to interest, then to principal. The borrower may repay all or part of the loan at any time without any prepayment charge; interest stops on what is repaid.`,
    },
    {
      heading: 'Penal charges',
      text:
        f.penalRate === null
          ? 'No penal charges apply to this loan.'
          : `If a due is still unpaid ${f.graceDays} days after its due date, penal charges of ${f.penalRate}% a year run on the overdue amount from the day after the due date until it is paid. Penal charges are a separate charge: they are never added to the principal and no interest is charged on them.`,
    },
    {
      heading: 'The security',
      text: `The borrower pledges the gold ornaments listed in the schedule to this agreement (${f.gold}, valued at ${f.goldValue}${f.certificateNumber ? ` in valuation certificate ${f.certificateNumber}` : ''}) as security for the loan, its interest and charges. The ornaments are sealed in a packet in the borrower's presence and kept in the lender's safe custody; the lender will not use, lend or re-pledge them.`,
    },
    {
      heading: 'Loan to value',
      text: "The loan may not exceed the loan-to-value ratio the Reserve Bank of India permits on the gold's value. If the value of the gold falls so that the loan exceeds it, the lender will tell the borrower, who will pay the difference or pledge more gold.",
    },
    {
      heading: 'Default',
      text: `The loan is in default when a due stays unpaid for ${f.defaultDays} days, or when the loan is not repaid by its maturity date.`,
    },
    {
      heading: 'Auction',
      text: `On default, the lender may sell the pledged gold by auction only after a written notice to the borrower, in the borrower's language, that states the amount to close the loan and gives at least ${f.noticeDays} days to pay it. The borrower may close the loan at any time before the sale. The reserve price is at least 90% of the gold's current value (85% after two failed auctions). The proceeds pay the loan first; any surplus is paid to the borrower, and any shortfall remains payable by the borrower.`,
    },
    {
      heading: 'Recovery',
      text: 'The lender does not engage recovery agents for this loan. Reminders are sent by SMS, WhatsApp, email or telephone, only between 8 a.m. and 7 p.m.; the borrower will not be threatened, harassed or shamed.',
    },
    {
      heading: 'Release of the gold',
      text: `When the loan is fully repaid, the lender returns the ornaments within 7 working days (Sundays and the lender's holidays are not working days), in their sealed packet, against a release receipt, to the borrower or to a person the borrower authorises in writing (after the borrower's death, to the nominee or legal heirs). For each day of delay caused by the lender, the lender pays the borrower ${f.compensationPerDay}.`,
    },
    {
      heading: 'Grievances',
      text: `The borrower may raise any complaint with the lender's grievance redressal officer: ${f.officer}. The lender acknowledges a complaint at once and replies within 30 days. If it is not resolved within 30 days, or the reply does not satisfy the borrower, the borrower may approach the Reserve Bank of India's Integrated Ombudsman (cms.rbi.org.in) where the lender is a regulated entity, or else the authority that licenses the lender.`,
    },
    {
      heading: 'Cooling-off period',
      text: `The borrower may exit the loan within ${f.coolingOffDays} days of its disbursement by repaying the principal and the interest for the days used; no other charge applies.`,
    },
    {
      heading: 'Language, notices and copies',
      text: "This agreement and the Key Facts Statement were given to the borrower in the borrower's language before signing, and their terms explained. Notices go to the address and phone number on record; the borrower tells the lender of any change. Each party keeps a signed copy.",
    },
  ],
  schedule: 'Schedule: the ornaments pledged',
  lenderSign: (shop: string) => `For ${shop} (the lender)`,
  borrowerSign: (name: string) => `Borrower: ${name}`,
}

export type AgreementStrings = typeof AGREEMENT_EN
