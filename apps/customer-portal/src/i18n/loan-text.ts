import { defineCatalogue } from '@gold/ui'

/**
 * A loan's page: what it takes to close, and how it ended. Sentences are whole (amounts and dates
 * passed in already formatted), because Hindi and Tamil put the verb last and a sentence cut around
 * a date could not be translated.
 */
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`
const en = {
  loading: 'Loading your loan…',
  notFound: 'Loan not found',
  notFoundText: 'It may belong to another account.',
  loanNumber: (n: string) => `Loan ${n}`,
  disbursed: (date: string) => `Gold loan · disbursed ${date}`,
  myLoans: 'My loans',
  days,
  toCloseToday: 'To close the loan today',
  principal: 'Principal',
  interest: 'Interest',
  penalCharges: 'Penal charges',
  nextDue: 'Next due',
  nothingDue: 'Nothing due',
  amountOn: (amount: string, date: string) => `${amount} on ${date}`,
  overdueBy: (n: number) => `Overdue by ${days(n)}`,
  overdueText: 'Penal charges run on an overdue amount. Please pay at the branch as soon as you can.',
  auctionNotice: 'Auction notice',
  auctionNoticeNumber: (n: string) => `Auction notice ${n}`,
  auctionText: (sentOn: string, from: string) =>
    `The shop sent this notice on ${sentOn}. Your gold may be auctioned from ${from} unless the loan is closed. Paying the amount above closes the loan and stops the auction.`,
  pay: 'Pay',
  figureFor: (date: string, online: boolean) =>
    `Interest runs every day, so this figure is for ${date}. ${online ? 'Pay online or at the branch' : 'Pay at the branch'}; there is no charge for closing early.`,
  renewed: 'Loan renewed',
  renewedText: 'This loan was renewed: what it owed moved into a new loan, and your gold stays pledged there.',
  openNewLoan: 'Open the new loan',
  released: 'Loan closed and gold returned',
  releasedText: (closedOn: string, releasedOn: string) =>
    `Closed on ${closedOn}; your gold was handed back on ${releasedOn}.`,
  lateRelease: (n: number, amount: string) =>
    `That was ${days(n)} after it was due, so the shop owes you ${amount} in compensation.`,
  closedOn: (date: string) => `Closed on ${date}.`,
  releaseClock: (workingDays: number, dueBy: string) =>
    `The shop returns your gold within ${workingDays} working days of closing: by ${dueBy}. Collect it at the branch with your gold receipt.`,
  auctioned: 'Your gold was auctioned',
  soldOn: 'Sold on',
  salePrice: 'Sale price',
  afterNotice: 'After notice',
  surplusOwed: 'The shop owes you money from the sale',
  surplusOwedText: (amount: string) =>
    `The sale brought in more than the loan owed: ${amount} is yours. Collect it at the branch.`,
  surplusPaid: 'Surplus paid to you',
  surplusPaidText: (amount: string, date: string) => `${amount} from the sale was paid to you on ${date}.`,
  stillOwed: 'Still owed after the sale',
  shortfallText: (amount: string, asOf: string, online: boolean) =>
    `The sale did not cover the loan: ${amount} is still owed as of ${asOf}. ${online ? 'Pay it online or at the branch.' : 'Please pay it at the branch.'}`,
  payOnline: (amount: string) => `Pay ${amount} online`,
}

const hiDays = (n: number) => `${n} दिन`
const taDays = (n: number) => `${n} ${n === 1 ? 'நாள்' : 'நாட்கள்'}`

export const loanText = defineCatalogue(en, {
  hi: {
    loading: 'आपका लोन लोड हो रहा है…',
    notFound: 'लोन नहीं मिला',
    notFoundText: 'हो सकता है यह किसी दूसरे खाते का हो।',
    loanNumber: (n) => `लोन ${n}`,
    disbursed: (date) => `गोल्ड लोन · ${date} को दिया गया`,
    myLoans: 'मेरे लोन',
    days: hiDays,
    toCloseToday: 'आज लोन बंद करने के लिए',
    principal: 'मूलधन',
    interest: 'ब्याज',
    penalCharges: 'दंड शुल्क',
    nextDue: 'अगली किस्त',
    nothingDue: 'कुछ देय नहीं',
    amountOn: (amount, date) => `${date} को ${amount}`,
    overdueBy: (n) => `${hiDays(n)} से बकाया`,
    overdueText: 'बकाया राशि पर दंड शुल्क लगता है। कृपया जल्द से जल्द शाखा में भुगतान करें।',
    auctionNotice: 'नीलामी सूचना',
    auctionNoticeNumber: (n) => `नीलामी सूचना ${n}`,
    auctionText: (sentOn, from) =>
      `दुकान ने यह सूचना ${sentOn} को भेजी। अगर लोन बंद नहीं हुआ तो ${from} से आपका सोना नीलाम हो सकता है। ऊपर दी गई राशि जमा करने से लोन बंद हो जाएगा और नीलामी रुक जाएगी।`,
    pay: 'भुगतान करें',
    figureFor: (date, online) =>
      `ब्याज हर दिन जुड़ता है, इसलिए यह राशि ${date} की है। ${online ? 'ऑनलाइन या शाखा में भुगतान करें' : 'शाखा में भुगतान करें'}; जल्दी बंद करने पर कोई शुल्क नहीं है।`,
    renewed: 'लोन नवीनीकृत हुआ',
    renewedText: 'यह लोन नवीनीकृत हुआ: इसकी बकाया राशि नए लोन में चली गई, और आपका सोना वहीं गिरवी रहेगा।',
    openNewLoan: 'नया लोन खोलें',
    released: 'लोन बंद हुआ और सोना लौटा दिया गया',
    releasedText: (closedOn, releasedOn) => `${closedOn} को बंद हुआ; आपका सोना ${releasedOn} को लौटाया गया।`,
    lateRelease: (n, amount) => `यह तय तारीख से ${hiDays(n)} देर से हुआ, इसलिए दुकान आपको ${amount} मुआवज़ा देगी।`,
    closedOn: (date) => `${date} को बंद हुआ।`,
    releaseClock: (workingDays, dueBy) =>
      `लोन बंद होने के ${workingDays} कार्य दिवसों में, यानी ${dueBy} तक, दुकान आपका सोना लौटाएगी। अपनी सोने की रसीद लेकर शाखा से सोना लें।`,
    auctioned: 'आपका सोना नीलाम हुआ',
    soldOn: 'बिक्री की तारीख',
    salePrice: 'बिक्री मूल्य',
    afterNotice: 'सूचना',
    surplusOwed: 'बिक्री से दुकान पर आपका पैसा बाकी है',
    surplusOwedText: (amount) => `बिक्री से लोन की बकाया राशि से ज़्यादा पैसा आया: ${amount} आपका है। इसे शाखा से लें।`,
    surplusPaid: 'बची हुई राशि आपको दी गई',
    surplusPaidText: (amount, date) => `बिक्री से बची ${amount} की राशि आपको ${date} को दी गई।`,
    stillOwed: 'बिक्री के बाद भी बकाया',
    shortfallText: (amount, asOf, online) =>
      `बिक्री से पूरा लोन नहीं चुका: ${asOf} तक ${amount} अभी बकाया है। ${online ? 'इसे ऑनलाइन या शाखा में जमा करें।' : 'कृपया इसे शाखा में जमा करें।'}`,
    payOnline: (amount) => `${amount} ऑनलाइन जमा करें`,
  },
  ta: {
    loading: 'உங்கள் கடன் ஏற்றப்படுகிறது…',
    notFound: 'கடன் கிடைக்கவில்லை',
    notFoundText: 'இது வேறு கணக்கைச் சேர்ந்ததாக இருக்கலாம்.',
    loanNumber: (n) => `கடன் ${n}`,
    disbursed: (date) => `நகைக் கடன் · ${date} அன்று வழங்கப்பட்டது`,
    myLoans: 'என் கடன்கள்',
    days: taDays,
    toCloseToday: 'இன்று கடனை முடிக்க',
    principal: 'அசல்',
    interest: 'வட்டி',
    penalCharges: 'அபராதக் கட்டணம்',
    nextDue: 'அடுத்த தவணை',
    nothingDue: 'செலுத்த வேண்டியது இல்லை',
    amountOn: (amount, date) => `${date} அன்று ${amount}`,
    overdueBy: (n) => `${taDays(n)} தாமதம்`,
    overdueText: 'தாமதமான தொகைக்கு அபராதக் கட்டணம் உண்டு. முடிந்தவரை விரைவில் கிளையில் செலுத்துங்கள்.',
    auctionNotice: 'ஏல அறிவிப்பு',
    auctionNoticeNumber: (n) => `ஏல அறிவிப்பு ${n}`,
    auctionText: (sentOn, from) =>
      `கடை இந்த அறிவிப்பை ${sentOn} அன்று அனுப்பியது. கடனை முடிக்காவிட்டால் ${from} முதல் உங்கள் நகை ஏலம் விடப்படலாம். மேலே உள்ள தொகையைச் செலுத்தினால் கடன் முடிந்து ஏலம் நிறுத்தப்படும்.`,
    pay: 'செலுத்து',
    figureFor: (date, online) =>
      `வட்டி தினமும் சேரும், எனவே இந்தத் தொகை ${date} தேதிக்கானது. ${online ? 'ஆன்லைனில் அல்லது கிளையில் செலுத்துங்கள்' : 'கிளையில் செலுத்துங்கள்'}; முன்கூட்டியே முடிக்கக் கட்டணம் இல்லை.`,
    renewed: 'கடன் புதுப்பிக்கப்பட்டது',
    renewedText: 'இந்தக் கடன் புதுப்பிக்கப்பட்டது: நிலுவைத் தொகை புதிய கடனுக்கு மாற்றப்பட்டது; உங்கள் நகை அங்கேயே அடகில் இருக்கும்.',
    openNewLoan: 'புதிய கடனைத் திற',
    released: 'கடன் முடிந்தது, நகை திருப்பித் தரப்பட்டது',
    releasedText: (closedOn, releasedOn) => `${closedOn} அன்று முடிந்தது; உங்கள் நகை ${releasedOn} அன்று திருப்பித் தரப்பட்டது.`,
    lateRelease: (n, amount) => `இது உரிய தேதியை விட ${taDays(n)} தாமதம், எனவே கடை உங்களுக்கு ${amount} இழப்பீடு தர வேண்டும்.`,
    closedOn: (date) => `${date} அன்று முடிந்தது.`,
    releaseClock: (workingDays, dueBy) =>
      `கடன் முடிந்த ${workingDays} வேலை நாட்களுக்குள், அதாவது ${dueBy} க்குள், கடை உங்கள் நகையைத் திருப்பித் தரும். நகை ரசீதுடன் கிளைக்கு வந்து பெற்றுக்கொள்ளுங்கள்.`,
    auctioned: 'உங்கள் நகை ஏலம் விடப்பட்டது',
    soldOn: 'விற்ற தேதி',
    salePrice: 'விற்ற விலை',
    afterNotice: 'அறிவிப்பு',
    surplusOwed: 'விற்பனையிலிருந்து கடை உங்களுக்குப் பணம் தர வேண்டும்',
    surplusOwedText: (amount) =>
      `விற்பனையில் கடன் நிலுவையை விட அதிகம் கிடைத்தது: ${amount} உங்களுடையது. கிளையில் பெற்றுக்கொள்ளுங்கள்.`,
    surplusPaid: 'மீதித் தொகை உங்களுக்குத் தரப்பட்டது',
    surplusPaidText: (amount, date) => `விற்பனையின் மீதி ${amount} உங்களுக்கு ${date} அன்று தரப்பட்டது.`,
    stillOwed: 'விற்பனைக்குப் பிறகும் நிலுவை',
    shortfallText: (amount, asOf, online) =>
      `விற்பனைத் தொகை கடனை முழுமையாக அடைக்கவில்லை: ${asOf} நிலவரப்படி ${amount} இன்னும் நிலுவையில் உள்ளது. ${online ? 'ஆன்லைனில் அல்லது கிளையில் செலுத்துங்கள்.' : 'கிளையில் செலுத்துங்கள்.'}`,
    payOnline: (amount) => `${amount} ஆன்லைனில் செலுத்து`,
  },
})
