import type { PaperLanguage } from './paper-language.ts'

/** Where a gold rate came from (`goldRateSource`): shop, demo, manual or a live feed's URL. */
/** `text`: a live feed's host, or the stored source of a kind the papers have no words for. */
type RateSource = { kind: 'shop' | 'demo' | 'manual' | 'feed' | 'other'; text: string }

const EN = {
  titles: {
    loan: 'Gold Loan Valuation Certificate',
    sell: 'Gold Purchase Valuation Certificate',
    certificate: 'Gold Valuation Certificate',
  } as Record<string, string>,
  info: (number: string) => `Valuation certificate ${number}`,
  certificateNo: 'Certificate No.',
  issuedOn: 'Issued on',
  appraisedBy: 'Appraised by',
  verificationCode: 'Verification code',
  scanToVerify: 'Scan to verify',
  bank: 'Bank',
  goldReceiptNo: 'Gold receipt No.',
  packetNo: 'Packet No.',
  sealNo: 'Seal No.',
  rate22k: 'Rate used (22K)',
  rate24k: 'Rate used (24K)',
  perGram: (amount: string) => `${amount} per gram`,
  rateBasis: 'Rate basis',
  bankRate: 'Bank rate',
  marketRate: 'Market rate',
  rateSource: 'Rate source',
  rateSources: (s: RateSource): string =>
    s.kind === 'shop'
      ? "Shop's own rate, entered by hand"
      : s.kind === 'demo'
        ? 'Demo feed'
        : s.kind === 'manual'
          ? "Platform operator's rate"
          : s.kind === 'feed'
            ? `Live feed ${s.text}`
            : s.text,
  rateSourceNotRecorded: 'Not recorded',
  rateAsOf: 'Rate as of',
  notRecorded: 'not recorded',
  grossWeight: 'Gross weight',
  netWeight: 'Net weight',
  fineGold: 'Fine gold',
  equivalent22k: '22K equivalent',
  totalValue: 'Total value',
  valuationFee: 'Valuation fee',
  loanToValue: 'Loan to value',
  interestRate: 'Interest rate',
  aYear: (percent: string) => `${percent} a year`,
  estimatedLoan: 'Estimated loan',
  dateTime: (date: string, clock: string) => `${date}, ${clock} IST`,
  headings: {
    borrower: 'Borrower',
    ornaments: 'Ornaments',
    photos: 'Ornament photos',
    rates: 'Gold rate and valuation',
    schedule: (total: string) => `Repayment schedule (total ${total})`,
    appraiser: "Appraiser's declaration",
    acknowledgement: "Borrower's acknowledgement",
    ownership: "Borrower's declaration of ownership",
  },
  columns: {
    number: '#',
    ornament: 'Ornament',
    quantity: 'Qty',
    purityTest: 'Purity and test',
    gross: 'Gross',
    less: 'Less',
    net: 'Net',
    fine: 'Fine',
    equivalent22k: '22K eq.',
    value: 'Value',
    total: 'Total',
  },
  purityTest: (method: string | null, karat: string | null, verified: boolean) =>
    `${method ?? 'Method not recorded'}${karat ? ` (${karat})` : ''}, ${verified ? 'verified' : 'not verified'}`,
  weightsNote:
    'Weights in grams for the whole line. Less: stones and other deductions. Net = gross - deductions. ' +
    'Fine = net x purity (24K 0.999, 22K 0.916, 18K 0.75), valued at the 24K rate. 22K eq. = fine / 0.916.',
  photoUnreadable: 'Photo could not be read',
  photosNotPrinted: (list: string) => `Photo on file, not printed here: ${list}.`,
  packetPhoto: 'Sealed packet',
  scheduleColumns: { number: '#', dueOn: 'Due date', amount: 'Amount', status: 'Status' },
  paidOn: (date: string) => `Paid ${date}`,
  emiStatuses: { Upcoming: 'Upcoming', 'Due Soon': 'Due Soon', Overdue: 'Overdue', Paid: 'Paid' } as Record<
    string,
    string
  >,
  appraiserFallback: 'the undersigned appraiser',
  appraiserDeclaration: (appraiser: string, one: boolean) =>
    `I, ${appraiser}, declare that I have examined the ${one ? 'ornament' : 'ornaments'} listed above ` +
    `in the presence of the borrower, tested ${one ? 'its' : 'their'} purity by the method stated ` +
    'against each and weighed them on a verified scale, and that the weights, purities and values stated are true ' +
    'to the best of my knowledge and belief.',
  acknowledgement: (name: string) =>
    `I, ${name}, confirm that the ornaments listed above are my own property, that they were weighed ` +
    'and tested in my presence, and that I have read and received a copy of this certificate.',
  ownership: (name: string) =>
    `I, ${name}, declare that I am the lawful owner of the ornaments pledged and listed above, that they are ` +
    'not stolen, borrowed or held for anyone else, and that no other person has any claim, charge or lien on ' +
    'them. They were weighed and tested in my presence, and I have read this certificate in a language I ' +
    'understand and received a copy of it.',
  disclaimer: (shop: string) =>
    `Values are worked out by ${shop} from the weights and purities recorded above and the gold rate shown; they are no guarantee of any future price.`,
  verifyAt: (url: string) => `Verify this certificate at ${url}`,
  superseded: 'SUPERSEDED',
  supersededBy: (number: string, date: string) =>
    `Replaced by certificate ${number} on ${date}: this certificate is no longer valid.`,
  shopSeal: 'Shop seal',
  copies: { shop: 'Shop copy', borrower: 'Borrower copy' },
  copyFooter: (number: string, copy: string, page: number, pages: number) =>
    `${number} · ${copy} · page ${page} of ${pages} · computer-generated document`,
  appraiserSign: (name: string | null) => (name ? `Appraiser: ${name}` : 'Appraiser'),
  borrowerSign: (name: string) => `Borrower: ${name}`,
}

export type CertificateStrings = typeof EN
export type { RateSource }

const HI: CertificateStrings = {
  titles: {
    loan: 'स्वर्ण ऋण मूल्यांकन प्रमाणपत्र',
    sell: 'स्वर्ण क्रय मूल्यांकन प्रमाणपत्र',
    certificate: 'स्वर्ण मूल्यांकन प्रमाणपत्र',
  },
  info: (number) => `मूल्यांकन प्रमाणपत्र ${number}`,
  certificateNo: 'प्रमाणपत्र सं.',
  issuedOn: 'जारी करने की तिथि',
  appraisedBy: 'मूल्यांकनकर्ता',
  verificationCode: 'सत्यापन कोड',
  scanToVerify: 'सत्यापन के लिए स्कैन करें',
  bank: 'बैंक',
  goldReceiptNo: 'स्वर्ण रसीद सं.',
  packetNo: 'पैकेट सं.',
  sealNo: 'सील सं.',
  rate22k: 'प्रयुक्त दर (22K)',
  rate24k: 'प्रयुक्त दर (24K)',
  perGram: (amount) => `${amount} प्रति ग्राम`,
  rateBasis: 'दर का आधार',
  bankRate: 'बैंक दर',
  marketRate: 'बाज़ार दर',
  rateSource: 'दर का स्रोत',
  rateSources: (s) =>
    s.kind === 'shop'
      ? 'दुकान की अपनी दर, हाथ से दर्ज'
      : s.kind === 'demo'
        ? 'डेमो फ़ीड'
        : s.kind === 'manual'
          ? 'प्लेटफ़ॉर्म संचालक की दर'
          : s.kind === 'feed'
            ? `लाइव फ़ीड ${s.text}`
            : s.text,
  rateSourceNotRecorded: 'दर्ज नहीं',
  rateAsOf: 'दर का समय',
  notRecorded: 'दर्ज नहीं',
  grossWeight: 'सकल वज़न',
  netWeight: 'निवल वज़न',
  fineGold: 'शुद्ध सोना',
  equivalent22k: '22K समतुल्य',
  totalValue: 'कुल मूल्य',
  valuationFee: 'मूल्यांकन शुल्क',
  loanToValue: 'ऋण-मूल्य अनुपात (LTV)',
  interestRate: 'ब्याज दर',
  aYear: (percent) => `${percent} वार्षिक`,
  estimatedLoan: 'अनुमानित ऋण',
  dateTime: (date, clock) => `${date}, ${clock} IST`,
  headings: {
    borrower: 'उधारकर्ता',
    ornaments: 'आभूषण',
    photos: 'आभूषणों के फ़ोटो',
    rates: 'स्वर्ण दर और मूल्यांकन',
    schedule: (total) => `पुनर्भुगतान अनुसूची (कुल ${total})`,
    appraiser: 'मूल्यांकनकर्ता की घोषणा',
    acknowledgement: 'उधारकर्ता की पावती',
    ownership: 'उधारकर्ता की स्वामित्व घोषणा',
  },
  columns: {
    number: '#',
    ornament: 'आभूषण',
    quantity: 'नग',
    purityTest: 'शुद्धता और परीक्षण',
    gross: 'सकल',
    less: 'कटौती',
    net: 'निवल',
    fine: 'शुद्ध सोना',
    equivalent22k: '22K समतुल्य',
    value: 'मूल्य',
    total: 'कुल',
  },
  purityTest: (method, karat, verified) =>
    `${method ?? 'विधि दर्ज नहीं'}${karat ? ` (${karat})` : ''}, ${verified ? 'सत्यापित' : 'असत्यापित'}`,
  weightsNote:
    'पूरी पंक्ति के वज़न ग्राम में। कटौती: नग और अन्य कटौतियाँ। निवल = सकल - कटौती। ' +
    'शुद्ध सोना = निवल x शुद्धता (24K 0.999, 22K 0.916, 18K 0.75), 24K दर पर मूल्यांकित। 22K समतुल्य = शुद्ध सोना / 0.916।',
  photoUnreadable: 'फ़ोटो पढ़ा नहीं जा सका',
  photosNotPrinted: (list) => `फ़ोटो रिकॉर्ड में है, यहाँ छपा नहीं: ${list}।`,
  packetPhoto: 'सीलबंद पैकेट',
  scheduleColumns: { number: '#', dueOn: 'देय तिथि', amount: 'राशि', status: 'स्थिति' },
  paidOn: (date) => `${date} को भुगतान`,
  emiStatuses: { Upcoming: 'आगामी', 'Due Soon': 'जल्द देय', Overdue: 'अतिदेय', Paid: 'भुगतान हो गया' },
  appraiserFallback: 'अधोहस्ताक्षरी मूल्यांकनकर्ता',
  appraiserDeclaration: (appraiser, one) =>
    `मैं, ${appraiser}, घोषणा करता/करती हूँ कि मैंने ऊपर सूचीबद्ध ${one ? 'आभूषण' : 'आभूषणों'} की जाँच ` +
    `उधारकर्ता की उपस्थिति में की, प्रत्येक के सामने बताई गई विधि से ${one ? 'उसकी' : 'उनकी'} शुद्धता का ` +
    'परीक्षण किया और सत्यापित तराज़ू पर तौला, तथा बताए गए वज़न, शुद्धता और मूल्य मेरी पूरी जानकारी और ' +
    'विश्वास के अनुसार सही हैं।',
  acknowledgement: (name) =>
    `मैं, ${name}, पुष्टि करता/करती हूँ कि ऊपर सूचीबद्ध आभूषण मेरी अपनी संपत्ति हैं, उनका वज़न और परीक्षण ` +
    'मेरी उपस्थिति में किया गया, और मैंने यह प्रमाणपत्र पढ़ लिया है तथा इसकी एक प्रति प्राप्त कर ली है।',
  ownership: (name) =>
    `मैं, ${name}, घोषणा करता/करती हूँ कि मैं ऊपर सूचीबद्ध गिरवी रखे गए आभूषणों का वैध स्वामी हूँ; ये ` +
    'आभूषण चोरी के, उधार लिए हुए या किसी अन्य की ओर से रखे हुए नहीं हैं, और इन पर किसी अन्य व्यक्ति का ' +
    'कोई दावा, भार या ग्रहणाधिकार नहीं है। इनका वज़न और परीक्षण मेरी उपस्थिति में किया गया, और मैंने यह ' +
    'प्रमाणपत्र अपनी समझ की भाषा में पढ़ लिया है तथा इसकी एक प्रति प्राप्त कर ली है।',
  disclaimer: (shop) =>
    `मूल्य ${shop} द्वारा ऊपर दर्ज वज़न और शुद्धता तथा दर्शाई गई स्वर्ण दर से निकाले गए हैं; ये भविष्य के किसी मूल्य की गारंटी नहीं हैं।`,
  verifyAt: (url) => `इस प्रमाणपत्र का सत्यापन करें: ${url}`,
  superseded: 'प्रतिस्थापित',
  supersededBy: (number, date) => `${date} को प्रमाणपत्र ${number} द्वारा प्रतिस्थापित: यह प्रमाणपत्र अब मान्य नहीं है।`,
  shopSeal: 'दुकान की मुहर',
  copies: { shop: 'दुकान की प्रति', borrower: 'उधारकर्ता की प्रति' },
  copyFooter: (number, copy, page, pages) => `${number} · ${copy} · पृष्ठ ${page} / ${pages} · कंप्यूटर जनित दस्तावेज़`,
  appraiserSign: (name) => (name ? `मूल्यांकनकर्ता: ${name}` : 'मूल्यांकनकर्ता'),
  borrowerSign: (name) => `उधारकर्ता: ${name}`,
}

const TA: CertificateStrings = {
  titles: {
    loan: 'நகைக் கடன் மதிப்பீட்டுச் சான்றிதழ்',
    sell: 'தங்கக் கொள்முதல் மதிப்பீட்டுச் சான்றிதழ்',
    certificate: 'தங்க மதிப்பீட்டுச் சான்றிதழ்',
  },
  info: (number) => `மதிப்பீட்டுச் சான்றிதழ் ${number}`,
  certificateNo: 'சான்றிதழ் எண்',
  issuedOn: 'வழங்கிய தேதி',
  appraisedBy: 'மதிப்பீட்டாளர்',
  verificationCode: 'சரிபார்ப்புக் குறியீடு',
  scanToVerify: 'சரிபார்க்க ஸ்கேன் செய்யவும்',
  bank: 'வங்கி',
  goldReceiptNo: 'நகை ரசீது எண்',
  packetNo: 'பொட்டல எண்',
  sealNo: 'முத்திரை எண்',
  rate22k: 'பயன்படுத்திய விலை (22K)',
  rate24k: 'பயன்படுத்திய விலை (24K)',
  perGram: (amount) => `கிராமுக்கு ${amount}`,
  rateBasis: 'விலையின் அடிப்படை',
  bankRate: 'வங்கி விலை',
  marketRate: 'சந்தை விலை',
  rateSource: 'விலையின் மூலம்',
  rateSources: (s) =>
    s.kind === 'shop'
      ? 'கடையின் சொந்த விலை, கையால் பதிவு செய்தது'
      : s.kind === 'demo'
        ? 'டெமோ தரவு'
        : s.kind === 'manual'
          ? 'தளம் இயக்குநரின் விலை'
          : s.kind === 'feed'
            ? `நேரலைத் தரவு ${s.text}`
            : s.text,
  rateSourceNotRecorded: 'பதிவு செய்யப்படவில்லை',
  rateAsOf: 'விலை நேரம்',
  notRecorded: 'பதிவு செய்யப்படவில்லை',
  grossWeight: 'மொத்த எடை',
  netWeight: 'நிகர எடை',
  fineGold: 'சுத்தத் தங்கம்',
  equivalent22k: '22K-க்குச் சமமான எடை',
  totalValue: 'மொத்த மதிப்பு',
  valuationFee: 'மதிப்பீட்டுக் கட்டணம்',
  loanToValue: 'கடன்-மதிப்பு விகிதம் (LTV)',
  interestRate: 'வட்டி விகிதம்',
  aYear: (percent) => `ஆண்டுக்கு ${percent}`,
  estimatedLoan: 'மதிப்பிட்ட கடன்',
  dateTime: (date, clock) => `${date}, ${clock} IST`,
  headings: {
    borrower: 'கடன்தாரர்',
    ornaments: 'நகைகள்',
    photos: 'நகைகளின் புகைப்படங்கள்',
    rates: 'தங்க விலையும் மதிப்பீடும்',
    schedule: (total) => `திருப்பிச் செலுத்தும் அட்டவணை (மொத்தம் ${total})`,
    appraiser: 'மதிப்பீட்டாளரின் உறுதிமொழி',
    acknowledgement: 'கடன்தாரரின் ஒப்புகை',
    ownership: 'கடன்தாரரின் உரிமை உறுதிமொழி',
  },
  columns: {
    number: '#',
    ornament: 'நகை',
    quantity: 'எண்ணிக்கை',
    purityTest: 'தூய்மையும் சோதனையும்',
    gross: 'மொத்தம்',
    less: 'கழிவு',
    net: 'நிகரம்',
    fine: 'சுத்தத் தங்கம்',
    equivalent22k: '22K சமம்',
    value: 'மதிப்பு',
    total: 'மொத்தம்',
  },
  purityTest: (method, karat, verified) =>
    `${method ?? 'முறை பதிவு செய்யப்படவில்லை'}${karat ? ` (${karat})` : ''}, ${verified ? 'சரிபார்க்கப்பட்டது' : 'சரிபார்க்கப்படவில்லை'}`,
  weightsNote:
    'ஒவ்வொரு வரியின் முழு எடையும் கிராமில். கழிவு: கற்களும் பிற கழிவுகளும். நிகரம் = மொத்தம் - கழிவு. ' +
    'சுத்தத் தங்கம் = நிகரம் x தூய்மை (24K 0.999, 22K 0.916, 18K 0.75), 24K விலையில் மதிப்பிடப்பட்டது. 22K சமம் = சுத்தத் தங்கம் / 0.916.',
  photoUnreadable: 'புகைப்படத்தைப் படிக்க முடியவில்லை',
  photosNotPrinted: (list) => `புகைப்படம் பதிவில் உள்ளது, இங்கு அச்சிடப்படவில்லை: ${list}.`,
  packetPhoto: 'முத்திரையிட்ட பொட்டலம்',
  scheduleColumns: { number: '#', dueOn: 'செலுத்த வேண்டிய தேதி', amount: 'தொகை', status: 'நிலை' },
  paidOn: (date) => `${date} அன்று செலுத்தப்பட்டது`,
  emiStatuses: {
    Upcoming: 'வரவிருக்கிறது',
    'Due Soon': 'விரைவில் செலுத்த வேண்டியது',
    Overdue: 'நிலுவை',
    Paid: 'செலுத்தப்பட்டது',
  },
  appraiserFallback: 'கீழே கையொப்பமிட்ட மதிப்பீட்டாளர்',
  appraiserDeclaration: (appraiser, one) =>
    `${appraiser} ஆகிய நான், மேலே பட்டியலிட்ட ${one ? 'நகையை' : 'நகைகளை'} கடன்தாரர் முன்னிலையில் பரிசோதித்து, ` +
    'ஒவ்வொன்றுக்கும் எதிரே குறிப்பிட்ட முறையில் தூய்மையைச் சோதித்து, சரிபார்க்கப்பட்ட தராசில் எடை போட்டேன் ' +
    'என்றும், குறிப்பிட்ட எடை, தூய்மை, மதிப்பு ஆகியவை எனக்குத் தெரிந்தவரை உண்மையானவை என்றும் உறுதியளிக்கிறேன்.',
  acknowledgement: (name) =>
    `${name} ஆகிய நான், மேலே பட்டியலிட்ட நகைகள் என் சொந்தச் சொத்து என்றும், அவை என் முன்னிலையில் எடை ` +
    'போடப்பட்டுச் சோதிக்கப்பட்டன என்றும், இந்தச் சான்றிதழைப் படித்து அதன் நகலைப் பெற்றுக்கொண்டேன் என்றும் உறுதிப்படுத்துகிறேன்.',
  ownership: (name) =>
    `${name} ஆகிய நான், மேலே பட்டியலிட்டு அடகு வைக்கப்பட்ட நகைகளின் சட்டப்பூர்வ உரிமையாளர் நானே என்றும், ` +
    'அவை திருடப்பட்டவையோ இரவல் பெற்றவையோ வேறொருவருக்காக வைத்திருப்பவையோ அல்ல என்றும், அவற்றின் மீது ' +
    'வேறு எவருக்கும் எந்த உரிமைக் கோரிக்கையும் அடமானமும் இல்லை என்றும் உறுதியளிக்கிறேன். அவை என் ' +
    'முன்னிலையில் எடை போடப்பட்டுச் சோதிக்கப்பட்டன; இந்தச் சான்றிதழை எனக்குப் புரியும் மொழியில் படித்து, ' +
    'அதன் நகலைப் பெற்றுக்கொண்டேன்.',
  disclaimer: (shop) =>
    `மதிப்புகள் மேலே பதிவு செய்த எடை, தூய்மை, காட்டப்பட்ட தங்க விலை ஆகியவற்றைக் கொண்டு ${shop} கணக்கிட்டவை; இவை எதிர்கால விலைக்கு உத்தரவாதம் அல்ல.`,
  verifyAt: (url) => `இந்தச் சான்றிதழைச் சரிபார்க்க: ${url}`,
  superseded: 'மாற்றப்பட்டது',
  supersededBy: (number, date) => `${date} அன்று சான்றிதழ் ${number} மூலம் மாற்றப்பட்டது: இந்தச் சான்றிதழ் இனி செல்லாது.`,
  shopSeal: 'கடை முத்திரை',
  copies: { shop: 'கடையின் நகல்', borrower: 'கடன்தாரரின் நகல்' },
  copyFooter: (number, copy, page, pages) => `${number} · ${copy} · பக்கம் ${page} / ${pages} · கணினியில் உருவாக்கிய ஆவணம்`,
  appraiserSign: (name) => (name ? `மதிப்பீட்டாளர்: ${name}` : 'மதிப்பீட்டாளர்'),
  borrowerSign: (name) => `கடன்தாரர்: ${name}`,
}

export const CERTIFICATE_STRINGS: Record<PaperLanguage, CertificateStrings> = { en: EN, hi: HI, ta: TA }
