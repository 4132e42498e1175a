import type { PaperLanguage } from './paper-language.ts'

/** The auction notice (loans.md 7). */
const EN = {
  title: 'Notice of Auction of Pledged Gold',
  info: (number: string) => `Auction notice ${number}`,
  noticeNumber: 'Notice number',
  daysPastDue: 'Days past due',
  inDefault: (loanNumber: string, earliest: string) =>
    `Your gold loan ${loanNumber} is in default. Unless the loan is closed, the gold pledged against it ` +
    `may be sold at auction on or after ${earliest}.`,
  amountToCloseAsOf: (date: string) => `Amount to close the loan (as of ${date})`,
  owed: 'What is owed',
  amountToClose: 'Amount to close',
  earliestAuction: 'Earliest auction date',
  interestRuns: (rate: string) =>
    `Interest keeps running at ${rate} on the principal until the loan is closed, so the ` +
    'amount on the day you pay will be slightly higher; ask the branch for the figure of that day. ' +
    'If the gold is auctioned, the proceeds pay the loan first: anything above the amount owed will be paid ' +
    'to you, and any shortfall remains payable by you.',
  closeByUpi: 'Close the loan by UPI',
  upiCaution: (date: string) =>
    `The amount is the amount to close as of ${date}; ask the branch for the figure of the day you pay.`,
  goldToAuction: 'Gold to be auctioned',
}

export type NoticeStrings = typeof EN

const HI: NoticeStrings = {
  title: 'गिरवी रखे सोने की नीलामी की सूचना',
  info: (number) => `नीलामी सूचना ${number}`,
  noticeNumber: 'सूचना संख्या',
  daysPastDue: 'अतिदेय दिन',
  inDefault: (loanNumber, earliest) =>
    `आपके स्वर्ण ऋण ${loanNumber} के भुगतान में चूक हुई है। यदि ऋण बंद नहीं किया जाता, तो इसके बदले गिरवी रखा ` +
    `सोना ${earliest} को या उसके बाद नीलामी में बेचा जा सकता है।`,
  amountToCloseAsOf: (date) => `ऋण बंद करने की राशि (${date} तक)`,
  owed: 'बकाया राशि',
  amountToClose: 'ऋण बंद करने की राशि',
  earliestAuction: 'नीलामी की सबसे पहली तिथि',
  interestRuns: (rate) =>
    `ऋण बंद होने तक मूलधन पर ${rate} की दर से ब्याज लगता रहेगा, इसलिए भुगतान के दिन राशि कुछ अधिक होगी; ` +
    'उस दिन की राशि शाखा से पूछ लें। यदि सोना नीलाम होता है, तो प्राप्त राशि पहले ऋण चुकाने में लगेगी: ' +
    'बकाया से अधिक राशि आपको लौटाई जाएगी, और कोई कमी रहने पर वह आपको चुकानी होगी।',
  closeByUpi: 'UPI से ऋण बंद करें',
  upiCaution: (date) => `यह ${date} तक ऋण बंद करने की राशि है; जिस दिन भुगतान करें उस दिन की राशि शाखा से पूछ लें।`,
  goldToAuction: 'नीलाम किया जाने वाला सोना',
}

const TA: NoticeStrings = {
  title: 'அடகு நகை ஏல அறிவிப்பு',
  info: (number) => `ஏல அறிவிப்பு ${number}`,
  noticeNumber: 'அறிவிப்பு எண்',
  daysPastDue: 'தவணை தவறிய நாட்கள்',
  inDefault: (loanNumber, earliest) =>
    `உங்கள் நகைக் கடன் ${loanNumber}-இல் தவணை தவறியுள்ளது. கடன் முடிக்கப்படாவிட்டால், அதற்காக அடகு வைத்த ` +
    `நகை ${earliest} அன்றோ அதற்குப் பிறகோ ஏலத்தில் விற்கப்படலாம்.`,
  amountToCloseAsOf: (date) => `கடனை முடிக்கத் தேவையான தொகை (${date} நிலவரப்படி)`,
  owed: 'நிலுவைத் தொகை',
  amountToClose: 'கடன் முடிக்கும் தொகை',
  earliestAuction: 'ஏலம் விடக்கூடிய முதல் தேதி',
  interestRuns: (rate) =>
    `கடன் முடியும் வரை அசலுக்கு ${rate} வட்டி சேர்ந்துகொண்டே இருக்கும்; எனவே நீங்கள் செலுத்தும் நாளில் தொகை ` +
    'சற்று அதிகமாக இருக்கும்; அந்த நாளின் தொகையைக் கிளையில் கேட்டுக்கொள்ளவும். நகை ஏலம் விடப்பட்டால், ' +
    'கிடைக்கும் தொகை முதலில் கடனுக்கு வரவு வைக்கப்படும்: நிலுவைக்கு மேல் உள்ள தொகை உங்களுக்குத் திருப்பித் ' +
    'தரப்படும்; பற்றாக்குறை இருந்தால் அதை நீங்கள் செலுத்த வேண்டும்.',
  closeByUpi: 'UPI மூலம் கடனை முடிக்கவும்',
  upiCaution: (date) =>
    `இந்தத் தொகை ${date} நிலவரப்படி கடன் முடிக்கும் தொகை; நீங்கள் செலுத்தும் நாளுக்கான தொகையைக் கிளையில் கேட்டுக்கொள்ளவும்.`,
  goldToAuction: 'ஏலம் விடப்படவுள்ள நகைகள்',
}

export const NOTICE_STRINGS: Record<PaperLanguage, NoticeStrings> = { en: EN, hi: HI, ta: TA }
