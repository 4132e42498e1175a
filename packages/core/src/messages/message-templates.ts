import type { Misfit } from '../gateway/loan-payment-order-state.ts'
import { formatHindiDate, formatIsoDate, formatTamilDate, type IsoDate } from '../shared/india-calendar.ts'
import { formatRupeeFigure } from '../shared/money.ts'
import type { MessageLanguage } from './message-language.ts'

/** What each kind of borrower message says, beside the shop's and the borrower's names. Amounts in paise. */
export type MessageValues = {
  /** An installment falling due: what is still needed to cover it. */
  due: { loanNumber: string; amountPaise: number; dueOn: IsoDate }
  /** An installment past its due date: what is still needed to cover it. */
  overdue: { loanNumber: string; amountPaise: number; dueOn: IsoDate }
  /** The auction notice (loans.md 7): the amount to close and the earliest auction date. */
  /** `amountPaise` closes the loan as of `asOf` (the notice date); interest keeps running after it. */
  auctionNotice: { loanNumber: string; noticeNumber: string; amountPaise: number; asOf: IsoDate; earliestOn: IsoDate }
  /** The gold's value fell below what the loan may be: what brings the loan back within its ratio. */
  shortfall: { loanNumber: string; amountPaise: number }
  /** A payment taken back (issue 26): its receipt is cancelled by the cancellation note. */
  paymentReversed: { loanNumber: string; receiptNumber: string; noteNumber: string; amountPaise: number }
  /** A disbursement taken back the day it was made (issue 26): the money handed back, the loan cancelled. */
  loanCancelled: { loanNumber: string; amountPaise: number }
  /** A loan written off (issue 26): what it owed, taken off the shop's books. */
  loanWrittenOff: { loanNumber: string; amountPaise: number }
  /** An online payment that could not be posted (issue 27), refunded through the shop's gateway. */
  onlinePaymentRefunded: { loanNumber: string; amountPaise: number; reason: Misfit }
  /** An online payment that could not be posted and whose refund the gateway refused: the shop will call. */
  onlinePaymentHeld: { loanNumber: string; amountPaise: number; reason: Misfit }
  /** The loan is closed (issue 28): come for the gold by the deadline; `url` books a release slot. */
  collectGold: { loanNumber: string; dueBy: IsoDate; url: string }
  /** The day before a booked release slot (issue 28). */
  releaseSlotReminder: { loanNumber: string; slotDate: IsoDate; slotTime: string }
}
export type MessageKind = keyof MessageValues
export const MESSAGE_KINDS = [
  'due',
  'overdue',
  'auctionNotice',
  'shortfall',
  'paymentReversed',
  'loanCancelled',
  'loanWrittenOff',
  'onlinePaymentRefunded',
  'onlinePaymentHeld',
  'collectGold',
  'releaseSlotReminder',
] as const satisfies readonly MessageKind[]

/** One message to a borrower: its kind and that kind's values. */
export type MessageContent = { [K in MessageKind]: { kind: K; values: MessageValues[K] } }[MessageKind]

/** A message in one language: email subject and body, and the short text SMS and WhatsApp carry. */
export type RenderedMessage = { language: MessageLanguage; subject: string; text: string; email: string }

type Template<K extends MessageKind> = { subject: string; body: (v: MessageValues[K], date: DateFormat) => string }
type DateFormat = (date: IsoDate) => string
type Templates = { [K in MessageKind]: Template<K> }

const amount = formatRupeeFigure

/** Why an online payment was not posted, short enough for an SMS. */
const WHY: Record<MessageLanguage, Record<Misfit, string>> = {
  en: {
    loanNotPayable: 'the loan was already settled',
    aboveAmountToClose: 'more than the amount to close',
    amountMismatch: 'the amount did not match',
    paidTwice: 'it was paid twice',
  },
  hi: {
    loanNotPayable: 'लोन पहले ही निपट चुका था',
    aboveAmountToClose: 'राशि लोन बंद करने की राशि से अधिक थी',
    amountMismatch: 'राशि ऑर्डर से मेल नहीं खाती थी',
    paidTwice: 'भुगतान दो बार हुआ',
  },
  ta: {
    loanNotPayable: 'கடன் ஏற்கெனவே முடிக்கப்பட்டுவிட்டது',
    aboveAmountToClose: 'கடன் முடிக்கும் தொகைக்கு மேல்',
    amountMismatch: 'தொகை பொருந்தவில்லை',
    paidTwice: 'இரண்டு முறை செலுத்தப்பட்டது',
  },
}

// Short on purpose: the text goes by SMS, and ₹ or Devanagari make every SMS UCS-2 (70 characters
// a part, 67 when split), so each text is kept within three parts (smsLength, tested). An amount
// to close is dated ("as of"): interest keeps running after it.
const ENGLISH: Templates = {
  due: {
    subject: 'EMI due',
    body: (v, d) =>
      `Your EMI of ${amount(v.amountPaise)} on gold loan ${v.loanNumber} is due on ${d(v.dueOn)}. Please pay on time.`,
  },
  overdue: {
    subject: 'EMI overdue',
    body: (v, d) =>
      `Your EMI of ${amount(v.amountPaise)} on gold loan ${v.loanNumber} was due on ${d(v.dueOn)} and is unpaid. Please pay now to avoid penal charges.`,
  },
  auctionNotice: {
    subject: 'Auction notice',
    body: (v, d) =>
      `Auction notice ${v.noticeNumber}: pay ${amount(v.amountPaise)} (as of ${d(v.asOf)}) to close gold loan ${v.loanNumber} before ${d(v.earliestOn)}, or the pledged gold may be auctioned.`,
  },
  shortfall: {
    subject: 'Gold value shortfall',
    body: (v) =>
      `The gold pledged for loan ${v.loanNumber} is now worth less than the loan allows. Please pay ${amount(v.amountPaise)} or pledge more gold.`,
  },
  paymentReversed: {
    subject: 'Payment reversed',
    body: (v) =>
      `Your payment of ${amount(v.amountPaise)} on gold loan ${v.loanNumber} (receipt ${v.receiptNumber}) was reversed. Cancellation note ${v.noteNumber}.`,
  },
  loanCancelled: {
    subject: 'Loan cancelled',
    body: (v) =>
      `Gold loan ${v.loanNumber} of ${amount(v.amountPaise)} was cancelled today and the money returned. Nothing is owed on it.`,
  },
  loanWrittenOff: {
    subject: 'Loan written off',
    body: (v) => `Gold loan ${v.loanNumber} was written off with ${amount(v.amountPaise)} outstanding.`,
  },
  onlinePaymentRefunded: {
    subject: 'Online payment refunded',
    body: (v) =>
      `Your online payment of ${amount(v.amountPaise)} for loan ${v.loanNumber} was refunded: ${WHY.en[v.reason]}. Expect it in your account in 5-7 working days.`,
  },
  onlinePaymentHeld: {
    subject: 'Online payment not applied',
    body: (v) =>
      `Your online payment of ${amount(v.amountPaise)} for loan ${v.loanNumber} could not be applied: ${WHY.en[v.reason]}. The shop will contact you to return it.`,
  },
  collectGold: {
    subject: 'Collect your gold',
    body: (v, d) => `Loan ${v.loanNumber} is closed. Collect your gold by ${d(v.dueBy)}. Book a time: ${v.url}`,
  },
  releaseSlotReminder: {
    subject: 'Gold release tomorrow',
    body: (v, d) =>
      `Reminder: collect your gold for loan ${v.loanNumber} on ${d(v.slotDate)} at ${v.slotTime}. Bring ID.`,
  },
}

const HINDI: Templates = {
  due: {
    subject: 'किस्त देय',
    body: (v, d) =>
      `आपके गोल्ड लोन ${v.loanNumber} की ${amount(v.amountPaise)} की किस्त ${d(v.dueOn)} को देय है। कृपया समय पर भुगतान करें।`,
  },
  overdue: {
    subject: 'किस्त बकाया',
    body: (v, d) =>
      `आपके गोल्ड लोन ${v.loanNumber} की ${amount(v.amountPaise)} की किस्त ${d(v.dueOn)} को देय थी और बकाया है। दंड शुल्क से बचने के लिए तुरंत भुगतान करें।`,
  },
  auctionNotice: {
    subject: 'नीलामी सूचना',
    body: (v, d) =>
      `नीलामी सूचना ${v.noticeNumber}: लोन ${v.loanNumber} की ${d(v.asOf)} तक की बकाया राशि ${amount(v.amountPaise)}, ${d(v.earliestOn)} से पहले जमा करें, वरना सोना नीलाम हो सकता है।`,
  },
  shortfall: {
    subject: 'सोने के मूल्य में कमी',
    body: (v) =>
      `लोन ${v.loanNumber} के लिए गिरवी सोने का मूल्य अब लोन से कम है। कृपया ${amount(v.amountPaise)} जमा करें या और सोना गिरवी रखें।`,
  },
  paymentReversed: {
    subject: 'भुगतान वापस',
    body: (v) =>
      `गोल्ड लोन ${v.loanNumber} पर आपका ${amount(v.amountPaise)} का भुगतान (रसीद ${v.receiptNumber}) वापस किया गया। रद्द नोट ${v.noteNumber}।`,
  },
  loanCancelled: {
    subject: 'लोन रद्द',
    body: (v) =>
      `${amount(v.amountPaise)} का गोल्ड लोन ${v.loanNumber} आज रद्द किया गया और राशि वापस ली गई। इस पर कुछ बकाया नहीं है।`,
  },
  loanWrittenOff: {
    subject: 'लोन बट्टे खाते में',
    body: (v) => `गोल्ड लोन ${v.loanNumber} ${amount(v.amountPaise)} बकाया के साथ बट्टे खाते में डाला गया।`,
  },
  onlinePaymentRefunded: {
    subject: 'ऑनलाइन भुगतान वापस',
    body: (v) =>
      `लोन ${v.loanNumber} के लिए आपका ${amount(v.amountPaise)} का ऑनलाइन भुगतान वापस किया गया: ${WHY.hi[v.reason]}। यह 5-7 कार्य दिवसों में आपके खाते में आ जाएगा।`,
  },
  onlinePaymentHeld: {
    subject: 'ऑनलाइन भुगतान जमा नहीं हुआ',
    body: (v) =>
      `लोन ${v.loanNumber} के लिए आपका ${amount(v.amountPaise)} का ऑनलाइन भुगतान जमा नहीं हो सका: ${WHY.hi[v.reason]}। राशि लौटाने के लिए दुकान आपसे संपर्क करेगी।`,
  },
  collectGold: {
    subject: 'अपना सोना ले जाएँ',
    body: (v, d) => `लोन ${v.loanNumber} बंद हो गया। ${d(v.dueBy)} तक अपना सोना ले जाएँ। समय चुनें: ${v.url}`,
  },
  releaseSlotReminder: {
    subject: 'कल सोना वापसी',
    body: (v, d) =>
      `याद दिलाना: लोन ${v.loanNumber} का सोना ${d(v.slotDate)} को ${v.slotTime} बजे ले जाएँ। पहचान पत्र लाएँ।`,
  },
}

// Tamil sentences put the loan number before a colon rather than inflect it ("GL/…-இன்"), as
// Tamil bank SMS do; the auction notice is the tersest, to stay within three UCS-2 parts.
const TAMIL: Templates = {
  due: {
    subject: 'தவணை நினைவூட்டல்',
    body: (v, d) =>
      `நகைக் கடன் ${v.loanNumber}: ${amount(v.amountPaise)} தவணையை ${d(v.dueOn)} அன்று செலுத்த வேண்டும். உரிய நேரத்தில் செலுத்தவும்.`,
  },
  overdue: {
    subject: 'தவணை நிலுவை',
    body: (v, d) =>
      `நகைக் கடன் ${v.loanNumber}: ${d(v.dueOn)} அன்று செலுத்த வேண்டிய ${amount(v.amountPaise)} தவணை நிலுவையில் உள்ளது. அபராதக் கட்டணத்தைத் தவிர்க்க உடனே செலுத்தவும்.`,
  },
  auctionNotice: {
    subject: 'ஏல அறிவிப்பு',
    body: (v, d) =>
      `ஏல அறிவிப்பு ${v.noticeNumber}: கடன் ${v.loanNumber} முடிக்க ${amount(v.amountPaise)} (${d(v.asOf)} வரை) ${d(v.earliestOn)}க்குள் கட்டவும்; இல்லையேல் நகை ஏலம் போகலாம்.`,
  },
  shortfall: {
    subject: 'நகை மதிப்புக் குறைவு',
    body: (v) =>
      `கடன் ${v.loanNumber}: அடகு நகையின் மதிப்பு கடன் வரம்பை விடக் குறைந்துள்ளது. ${amount(v.amountPaise)} செலுத்தவும் அல்லது கூடுதல் நகையை அடகு வைக்கவும்.`,
  },
  paymentReversed: {
    subject: 'செலுத்திய தொகை ரத்து',
    body: (v) =>
      `நகைக் கடன் ${v.loanNumber}: நீங்கள் செலுத்திய ${amount(v.amountPaise)} (ரசீது ${v.receiptNumber}) ரத்து செய்யப்பட்டது. ரத்துக் குறிப்பு ${v.noteNumber}.`,
  },
  loanCancelled: {
    subject: 'கடன் ரத்து',
    body: (v) =>
      `${amount(v.amountPaise)} நகைக் கடன் ${v.loanNumber} இன்று ரத்து செய்யப்பட்டு, தொகை திரும்பப் பெறப்பட்டது. இதில் நிலுவை எதுவும் இல்லை.`,
  },
  loanWrittenOff: {
    subject: 'வாராக் கடனாக நீக்கம்',
    body: (v) => `நகைக் கடன் ${v.loanNumber}, ${amount(v.amountPaise)} நிலுவையுடன் வாராக் கடனாகக் கணக்கிலிருந்து நீக்கப்பட்டது.`,
  },
  onlinePaymentRefunded: {
    subject: 'ஆன்லைன் தொகை திருப்பி அனுப்பப்பட்டது',
    body: (v) =>
      `கடன் ${v.loanNumber}: நீங்கள் ஆன்லைனில் செலுத்திய ${amount(v.amountPaise)} திருப்பி அனுப்பப்பட்டது: ${WHY.ta[v.reason]}. 5-7 வேலை நாட்களில் உங்கள் கணக்கில் வரும்.`,
  },
  onlinePaymentHeld: {
    subject: 'ஆன்லைன் தொகை வரவு வைக்கப்படவில்லை',
    body: (v) =>
      `கடன் ${v.loanNumber}: ஆன்லைனில் நீங்கள் செலுத்திய ${amount(v.amountPaise)} வரவு வைக்கப்படவில்லை: ${WHY.ta[v.reason]}. பணத்தைத் திருப்பித் தர கடை உங்களை அழைக்கும்.`,
  },
  collectGold: {
    subject: 'உங்கள் நகையைப் பெற்றுக்கொள்ளுங்கள்',
    body: (v, d) => `கடன் ${v.loanNumber} முடிந்தது. ${d(v.dueBy)}க்குள் நகையைப் பெறுங்கள். நேரம்: ${v.url}`,
  },
  releaseSlotReminder: {
    subject: 'நாளை நகை திருப்பித் தருதல்',
    body: (v, d) =>
      `நினைவூட்டல்: கடன் ${v.loanNumber} நகையை ${d(v.slotDate)} அன்று ${v.slotTime} மணிக்குப் பெற்றுக்கொள்ளுங்கள். அடையாள அட்டை கொண்டு வாருங்கள்.`,
  },
}

const LANGUAGES: Record<MessageLanguage, { templates: Templates; date: DateFormat; dear: string; regards: string }> = {
  en: { templates: ENGLISH, date: formatIsoDate, dear: 'Dear', regards: 'Regards' },
  hi: { templates: HINDI, date: formatHindiDate, dear: 'प्रिय', regards: 'धन्यवाद' },
  ta: { templates: TAMIL, date: formatTamilDate, dear: 'அன்புள்ள', regards: 'நன்றி' },
}

/** The shop's name as an SMS starts with it: long names are cut so the message stays short. */
export const SMS_SHOP_NAME_MAX = 30

function smsShop(shop: string): string {
  const chars = [...shop.trim()]
  return chars.length <= SMS_SHOP_NAME_MAX ? chars.join('') : `${chars.slice(0, SMS_SHOP_NAME_MAX - 1).join('')}…`
}

/**
 * A borrower message in their language: `text` (SMS and WhatsApp) starts with the shop's name, as
 * a borrower reads an SMS from an unknown sender id; the email names the borrower and signs with the shop.
 */
export function renderBorrowerMessage(
  content: MessageContent,
  to: { shop: string; name: string; language: MessageLanguage },
): RenderedMessage {
  const lang = LANGUAGES[to.language]
  const template = lang.templates[content.kind] as Template<MessageKind>
  const body = template.body(content.values, lang.date)
  return {
    language: to.language,
    subject: `${template.subject} - ${to.shop}`,
    text: `${smsShop(to.shop)}: ${body}`,
    email: `${lang.dear} ${to.name},\n\n${body}\n\n${lang.regards},\n${to.shop}`,
  }
}
