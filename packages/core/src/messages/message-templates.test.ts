import { describe, expect, it } from 'vitest'
import { formatHindiDate } from '../shared/india-calendar.ts'
import { MAX_LOAN_PAISE } from '../shared/money.ts'
import { messageLanguage } from './message-language.ts'
import { MESSAGE_KINDS, renderBorrowerMessage, type MessageContent, type MessageKind } from './message-templates.ts'
import { smsLength } from './sms-length.ts'

const loanNumber = 'GL/2025-26/000123'
const contents: Record<MessageKind, MessageContent> = {
  due: { kind: 'due', values: { loanNumber, amountPaise: 1_234_550, dueOn: '2026-03-15' } },
  overdue: { kind: 'overdue', values: { loanNumber, amountPaise: 500_000, dueOn: '2026-03-15' } },
  auctionNotice: {
    kind: 'auctionNotice',
    values: {
      loanNumber,
      noticeNumber: 'AN/2025-26/000001',
      amountPaise: 12_345_678,
      asOf: '2026-03-18',
      earliestOn: '2026-04-01',
    },
  },
  shortfall: { kind: 'shortfall', values: { loanNumber, amountPaise: 250_000 } },
  paymentReversed: {
    kind: 'paymentReversed',
    values: { loanNumber, receiptNumber: 'PR/2026-27/000123', noteNumber: 'CN/2026-27/000001', amountPaise: 5_000_000 },
  },
  loanCancelled: { kind: 'loanCancelled', values: { loanNumber, amountPaise: 1_500_000 } },
  loanWrittenOff: { kind: 'loanWrittenOff', values: { loanNumber, amountPaise: 10_098_630 } },
  onlinePaymentRefunded: {
    kind: 'onlinePaymentRefunded',
    values: { loanNumber, amountPaise: 150_000, reason: 'aboveAmountToClose' },
  },
  onlinePaymentHeld: { kind: 'onlinePaymentHeld', values: { loanNumber, amountPaise: 80_000, reason: 'paidTwice' } },
  collectGold: {
    kind: 'collectGold',
    values: {
      loanNumber,
      dueBy: '2026-03-24',
      url: 'https://lakshmi-gold.example.in/release-link/AbCdEfGhIjKlMnOpQrStUvWxYz012345',
    },
  },
  releaseSlotReminder: {
    kind: 'releaseSlotReminder',
    values: { loanNumber, slotDate: '2026-03-20', slotTime: '10:30' },
  },
}
const to = (language: 'en' | 'hi' | 'ta', shop = 'Lakshmi Gold Loans') => ({ shop, name: 'Asha Devi', language })

describe('renderBorrowerMessage', () => {
  it.each<[MessageKind, string, string]>([
    [
      'due',
      'EMI due - Lakshmi Gold Loans',
      'Lakshmi Gold Loans: Your EMI of ₹12,345.50 on gold loan GL/2025-26/000123 is due on 15 Mar 2026. Please pay on time.',
    ],
    [
      'overdue',
      'EMI overdue - Lakshmi Gold Loans',
      'Lakshmi Gold Loans: Your EMI of ₹5,000 on gold loan GL/2025-26/000123 was due on 15 Mar 2026 and is unpaid. Please pay now to avoid penal charges.',
    ],
    [
      'auctionNotice',
      'Auction notice - Lakshmi Gold Loans',
      'Lakshmi Gold Loans: Auction notice AN/2025-26/000001: pay ₹1,23,456.78 (as of 18 Mar 2026) to close gold loan GL/2025-26/000123 before 1 Apr 2026, or the pledged gold may be auctioned.',
    ],
    [
      'shortfall',
      'Gold value shortfall - Lakshmi Gold Loans',
      'Lakshmi Gold Loans: The gold pledged for loan GL/2025-26/000123 is now worth less than the loan allows. Please pay ₹2,500 or pledge more gold.',
    ],
    [
      'loanCancelled',
      'Loan cancelled - Lakshmi Gold Loans',
      'Lakshmi Gold Loans: Gold loan GL/2025-26/000123 of ₹15,000 was cancelled today and the money returned. Nothing is owed on it.',
    ],
    [
      'loanWrittenOff',
      'Loan written off - Lakshmi Gold Loans',
      'Lakshmi Gold Loans: Gold loan GL/2025-26/000123 was written off with ₹1,00,986.30 outstanding.',
    ],
    [
      'onlinePaymentRefunded',
      'Online payment refunded - Lakshmi Gold Loans',
      'Lakshmi Gold Loans: Your online payment of ₹1,500 for loan GL/2025-26/000123 was refunded: more than the amount to close. Expect it in your account in 5-7 working days.',
    ],
    [
      'onlinePaymentHeld',
      'Online payment not applied - Lakshmi Gold Loans',
      'Lakshmi Gold Loans: Your online payment of ₹800 for loan GL/2025-26/000123 could not be applied: it was paid twice. The shop will contact you to return it.',
    ],
  ])('English %s', (kind, subject, text) => {
    const m = renderBorrowerMessage(contents[kind], to('en'))
    expect(m).toMatchObject({ language: 'en', subject, text })
    expect(m.email).toBe(
      `Dear Asha Devi,\n\n${text.replace('Lakshmi Gold Loans: ', '')}\n\nRegards,\nLakshmi Gold Loans`,
    )
  })

  it.each<[MessageKind, string, string]>([
    [
      'due',
      'किस्त देय - Lakshmi Gold Loans',
      'Lakshmi Gold Loans: आपके गोल्ड लोन GL/2025-26/000123 की ₹12,345.50 की किस्त 15 मार्च 2026 को देय है। कृपया समय पर भुगतान करें।',
    ],
    [
      'overdue',
      'किस्त बकाया - Lakshmi Gold Loans',
      'Lakshmi Gold Loans: आपके गोल्ड लोन GL/2025-26/000123 की ₹5,000 की किस्त 15 मार्च 2026 को देय थी और बकाया है। दंड शुल्क से बचने के लिए तुरंत भुगतान करें।',
    ],
    [
      'auctionNotice',
      'नीलामी सूचना - Lakshmi Gold Loans',
      'Lakshmi Gold Loans: नीलामी सूचना AN/2025-26/000001: लोन GL/2025-26/000123 की 18 मार्च 2026 तक की बकाया राशि ₹1,23,456.78, 1 अप्रैल 2026 से पहले जमा करें, वरना सोना नीलाम हो सकता है।',
    ],
    [
      'shortfall',
      'सोने के मूल्य में कमी - Lakshmi Gold Loans',
      'Lakshmi Gold Loans: लोन GL/2025-26/000123 के लिए गिरवी सोने का मूल्य अब लोन से कम है। कृपया ₹2,500 जमा करें या और सोना गिरवी रखें।',
    ],
    [
      'onlinePaymentRefunded',
      'ऑनलाइन भुगतान वापस - Lakshmi Gold Loans',
      'Lakshmi Gold Loans: लोन GL/2025-26/000123 के लिए आपका ₹1,500 का ऑनलाइन भुगतान वापस किया गया: राशि लोन बंद करने की राशि से अधिक थी। यह 5-7 कार्य दिवसों में आपके खाते में आ जाएगा।',
    ],
  ])('Hindi %s', (kind, subject, text) => {
    const m = renderBorrowerMessage(contents[kind], to('hi'))
    expect(m).toMatchObject({ language: 'hi', subject, text })
    expect(m.email).toMatch(/^प्रिय Asha Devi,\n\n/)
    expect(m.email).toMatch(/\n\nधन्यवाद,\nLakshmi Gold Loans$/)
  })

  it.each<[MessageKind, string, string]>([
    [
      'due',
      'தவணை நினைவூட்டல் - Lakshmi Gold Loans',
      'Lakshmi Gold Loans: நகைக் கடன் GL/2025-26/000123: ₹12,345.50 தவணையை 15 மார்ச் 2026 அன்று செலுத்த வேண்டும். உரிய நேரத்தில் செலுத்தவும்.',
    ],
    [
      'auctionNotice',
      'ஏல அறிவிப்பு - Lakshmi Gold Loans',
      'Lakshmi Gold Loans: ஏல அறிவிப்பு AN/2025-26/000001: கடன் GL/2025-26/000123 முடிக்க ₹1,23,456.78 (18 மார்ச் 2026 வரை) 1 ஏப்ரல் 2026க்குள் கட்டவும்; இல்லையேல் நகை ஏலம் போகலாம்.',
    ],
  ])('Tamil %s', (kind, subject, text) => {
    const m = renderBorrowerMessage(contents[kind], to('ta'))
    expect(m).toMatchObject({ language: 'ta', subject, text })
    expect(m.email).toMatch(/^அன்புள்ள Asha Devi,\n\n/)
    expect(m.email).toMatch(/\n\nநன்றி,\nLakshmi Gold Loans$/)
  })

  it('every text fits three SMS parts with a long shop name, the largest amount and the longest reason', () => {
    for (const language of ['en', 'hi', 'ta'] as const)
      for (const kind of MESSAGE_KINDS) {
        const longest = { amountPaise: MAX_LOAN_PAISE - 1, reason: 'aboveAmountToClose' }
        const values = { ...contents[kind].values, ...longest }
        const content = { ...contents[kind], values }
        const m = renderBorrowerMessage(
          content as MessageContent,
          to(language, 'Sri Venkateswara Gold Finance and Jewellers'),
        )
        expect(m.text.startsWith('Sri Venkateswara Gold Finance…: ')).toBe(true)
        expect(smsLength(m.text).segments, `${language} ${kind}`).toBeLessThanOrEqual(3)
      }
  })
})

describe('formatHindiDate', () => {
  it.each([
    ['2026-01-05', '5 जनवरी 2026'],
    ['2026-02-28', '28 फ़रवरी 2026'],
    ['2026-12-31', '31 दिसंबर 2026'],
  ])('%s is %s', (iso, text) => expect(formatHindiDate(iso)).toBe(text))
})

describe('messageLanguage', () => {
  it.each<[unknown, string]>([
    ['en', 'en'],
    ['hi', 'hi'],
    ['HI', 'en'],
    ['ta', 'ta'],
    ['bn', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ])('%s reads as %s', (raw, language) => expect(messageLanguage(raw)).toBe(language))
})

describe('smsLength', () => {
  it.each<[string, string, number, number]>([
    ['plain ASCII', 'a'.repeat(160), 160, 1],
    ['ASCII over one part', 'a'.repeat(161), 161, 2],
    ['extension characters count twice', '{}'.repeat(40), 160, 1],
    ['the rupee sign makes it UCS-2', `₹${'a'.repeat(69)}`, 70, 1],
    ['UCS-2 over one part', `₹${'a'.repeat(70)}`, 71, 2],
    ['Devanagari', 'नमस्ते', 6, 1],
  ])('%s', (_case, text, units, segments) => {
    expect(smsLength(text)).toMatchObject({ units, segments })
  })
})
