import type { RouterOutputs } from '../../trpc.ts'

/** The valuation screens' data as the API's router types it (`valuations.get`, `valuations.list`). */
export type ValuationDetail = RouterOutputs['valuations']['get']
/** An installment of the detail, with `amountPaise`, `paidAmountPaise` and `outstandingPaise` (scheduled, received, still owed). */
export type ValuationEmi = ValuationDetail['emiRecords'][number]
export type ValuationRow = RouterOutputs['valuations']['list']['items'][number]

const TYPE_LABELS: Record<string, string> = { loan: 'Loan', sell: 'Sell', certificate: 'Certificate' }
export const typeLabel = (t: string) => TYPE_LABELS[t] ?? t
