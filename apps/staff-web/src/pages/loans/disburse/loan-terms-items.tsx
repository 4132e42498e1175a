import { loanSchedule, maturityOf } from '@gold/core/loans/loan-schedule'
import { Money } from '@gold/ui'
import type { DisburseBody } from './disburse-form.ts'
import { LoanDate, plural, schemeLabel } from '../shared/loan-outputs.tsx'
import { Repayment } from './repayment-summary.tsx'

/**
 * A new loan's terms as Disburse and Renew read them back before it is recorded: scheme, rates,
 * its dates (the first labelled `dateLabel`) and what repays it on schedule.
 */
export function loanTermsItems(body: DisburseBody, dateLabel: string) {
  const terms = {
    scheme: body.scheme,
    principal: body.principal,
    annualRateBp: Math.round(body.annualRate * 100),
    tenureMonths: body.tenureMonths,
    disbursedOn: body.disbursedOn,
  }
  const dues = loanSchedule(terms)
  return [
    body.purpose && {
      label: 'Purpose',
      value: body.purpose === 'consumption' ? 'Consumption' : 'Income-generating',
    },
    { label: 'Scheme', value: schemeLabel(body.scheme) },
    { label: 'Interest', value: `${body.annualRate}% a year` },
    { label: 'Tenure', value: plural(body.tenureMonths, 'month') },
    { label: dateLabel, value: <LoanDate value={body.disbursedOn} /> },
    { label: 'Matures on', value: <LoanDate value={maturityOf(terms)} /> },
    {
      label: 'Penal charges',
      value: body.penalRate > 0 ? `${body.penalRate}% a year after ${plural(body.graceDays, 'day')} of grace` : 'None',
    },
    dues.length > 0 && { label: 'Repayment', value: <Repayment dues={dues} scheme={body.scheme} /> },
    { label: 'Total to repay on schedule', value: <Money paise={dues.reduce((sum, d) => sum + d.amount, 0)} /> },
  ]
}
