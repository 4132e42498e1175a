import {
  countInstallments,
  installmentStateLabel,
  installmentSummary,
  type Installment,
  type InstallmentState,
  type ScheduleEnding,
} from '@gold/core/loans/loan-installments'
import { defineCatalogue } from './catalogue.ts'

/**
 * An installment's state and the schedule's one-line count: English is core's own wording (one
 * source for staff and borrower); Hindi and Tamil count the same way.
 */
const en: {
  state: (state: InstallmentState, ending: ScheduleEnding) => string
  summary: (
    installments: readonly Pick<Installment, 'state'>[],
    ending: ScheduleEnding,
    carriedTo: string | null,
  ) => string
} = { state: installmentStateLabel, summary: installmentSummary }

export const installmentText = defineCatalogue(en, {
  hi: {
    state: (state, ending) =>
      ({
        paid: 'जमा',
        partlyPaid: 'कुछ जमा',
        due: 'देय',
        overdue: 'बकाया',
        carried: 'नए लोन में गई',
        settled: ending === 'sold' ? 'बिक्री से निपटी' : 'लोन बंद होने पर निपटी',
      })[state],
    summary: (installments, ending, carriedTo) => {
      const c = countInstallments(installments)
      return [
        `${c.total} में से ${c.paid} जमा`,
        c.carried > 0 && `${c.carried} ${carriedTo ? `लोन ${carriedTo}` : 'नए लोन'} में गईं`,
        c.settled > 0 && `${c.settled} ${ending === 'sold' ? 'बिक्री से' : 'लोन बंद होने पर'} निपटीं`,
        c.overdue > 0 && `${c.overdue} बकाया`,
        c.partlyPaid > 0 && `${c.partlyPaid} कुछ जमा`,
      ]
        .filter(Boolean)
        .join(' · ')
    },
  },
  ta: {
    state: (state, ending) =>
      ({
        paid: 'செலுத்தப்பட்டது',
        partlyPaid: 'பகுதி செலுத்தப்பட்டது',
        due: 'செலுத்த வேண்டியது',
        overdue: 'தாமதம்',
        carried: 'புதிய கடனுக்கு மாற்றப்பட்டது',
        settled: ending === 'sold' ? 'விற்பனையில் தீர்க்கப்பட்டது' : 'கடன் முடிவில் தீர்க்கப்பட்டது',
      })[state],
    summary: (installments, ending, carriedTo) => {
      const c = countInstallments(installments)
      return [
        `${c.total} இல் ${c.paid} செலுத்தப்பட்டன`,
        c.carried > 0 && `${c.carried} ${carriedTo ? `கடன் ${carriedTo} க்கு` : 'புதிய கடனுக்கு'} மாற்றப்பட்டன`,
        c.settled > 0 && `${c.settled} ${ending === 'sold' ? 'விற்பனையில்' : 'கடன் முடிவில்'} தீர்க்கப்பட்டன`,
        c.overdue > 0 && `${c.overdue} தாமதம்`,
        c.partlyPaid > 0 && `${c.partlyPaid} பகுதி செலுத்தப்பட்டன`,
      ]
        .filter(Boolean)
        .join(' · ')
    },
  },
})
