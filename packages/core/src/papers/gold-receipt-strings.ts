import type { PaperLanguage } from './paper-language.ts'

/**
 * The gold receipt (pledge slip). The labels it shares with the certificate (packet, seal,
 * certificate numbers, the borrower heading, copies, seal) come from the certificate's strings.
 */
const EN = {
  title: 'Gold Receipt (Pledge Slip)',
  info: (number: string) => `Gold receipt ${number}`,
  receiptNo: 'Receipt No.',
  valuedOn: 'Valued on',
  ornamentsReceived: 'Ornaments received',
  safeCustody: 'Safe custody',
  columns: {
    purity: 'Purity',
    gross: 'Gross wt',
    net: 'Net wt',
    fine: 'Fine wt',
  },
  weightsNote:
    'Weights in grams for the whole line. Net = gross less stones and other deductions; fine = net x purity.',
  packet: (packetNo: string | null, sealNo: string | null) =>
    [packetNo && `packet No. ${packetNo}`, sealNo && `seal No. ${sealNo}`].filter(Boolean).join(', '),
  statement: (borrower: string, shop: string, packet: string) =>
    `Received from ${borrower} the ornaments listed above as security for a gold loan` +
    (packet ? `, packed and sealed in their presence (${packet})` : '') +
    `. ${shop} holds them in safe custody and returns them, in the same sealed packet, ` +
    'against this receipt once the loan is closed.',
  borrowerSign: (name: string) => `Signature of the borrower (${name})`,
  receivedFor: (shop: string) => `Received for ${shop}`,
}

export type GoldReceiptStrings = typeof EN

const HI: GoldReceiptStrings = {
  title: 'स्वर्ण रसीद (गिरवी पर्ची)',
  info: (number) => `स्वर्ण रसीद ${number}`,
  receiptNo: 'रसीद सं.',
  valuedOn: 'मूल्यांकन की तिथि',
  ornamentsReceived: 'प्राप्त आभूषण',
  safeCustody: 'सुरक्षित अभिरक्षा',
  columns: {
    purity: 'शुद्धता',
    gross: 'सकल वज़न',
    net: 'निवल वज़न',
    fine: 'शुद्ध सोना',
  },
  weightsNote: 'पूरी पंक्ति के वज़न ग्राम में। निवल = सकल में से नग और अन्य कटौतियाँ घटाकर; शुद्ध सोना = निवल x शुद्धता।',
  packet: (packetNo, sealNo) =>
    [packetNo && `पैकेट सं. ${packetNo}`, sealNo && `सील सं. ${sealNo}`].filter(Boolean).join(', '),
  statement: (borrower, shop, packet) =>
    `${borrower} से ऊपर सूचीबद्ध आभूषण स्वर्ण ऋण की प्रतिभूति के रूप में प्राप्त किए गए` +
    (packet ? `, जो उनकी उपस्थिति में पैक और सीलबंद किए गए (${packet})` : '') +
    `। ${shop} इन्हें सुरक्षित अभिरक्षा में रखता है और ऋण बंद होने पर इस रसीद के बदले ` +
    'इन्हें उसी सीलबंद पैकेट में लौटाता है।',
  borrowerSign: (name) => `उधारकर्ता के हस्ताक्षर (${name})`,
  receivedFor: (shop) => `${shop} की ओर से प्राप्त`,
}

const TA: GoldReceiptStrings = {
  title: 'நகை ரசீது (அடகுச் சீட்டு)',
  info: (number) => `நகை ரசீது ${number}`,
  receiptNo: 'ரசீது எண்',
  valuedOn: 'மதிப்பிட்ட தேதி',
  ornamentsReceived: 'பெற்றுக்கொண்ட நகைகள்',
  safeCustody: 'பாதுகாப்பான பொறுப்பு',
  columns: {
    purity: 'தூய்மை',
    gross: 'மொத்த எடை',
    net: 'நிகர எடை',
    fine: 'சுத்தத் தங்கம்',
  },
  weightsNote:
    'ஒவ்வொரு வரியின் முழு எடையும் கிராமில். நிகரம் = மொத்தத்திலிருந்து கற்களும் பிற கழிவுகளும் நீக்கியது; சுத்தத் தங்கம் = நிகரம் x தூய்மை.',
  packet: (packetNo, sealNo) =>
    [packetNo && `பொட்டல எண் ${packetNo}`, sealNo && `முத்திரை எண் ${sealNo}`].filter(Boolean).join(', '),
  statement: (borrower, shop, packet) =>
    `மேலே பட்டியலிட்ட நகைகளை நகைக் கடனுக்கான பிணையாக ${borrower} அவர்களிடமிருந்து பெற்றுக்கொண்டோம்` +
    (packet ? `; அவை அவர் முன்னிலையில் பொட்டலமிட்டு முத்திரையிடப்பட்டன (${packet})` : '') +
    `. ${shop} அவற்றைப் பாதுகாப்பாக வைத்திருந்து, கடன் முடிந்ததும் இந்த ரசீதைப் பெற்றுக்கொண்டு ` +
    'அதே முத்திரையிட்ட பொட்டலத்தில் திருப்பித் தரும்.',
  borrowerSign: (name) => `கடன்தாரரின் கையொப்பம் (${name})`,
  receivedFor: (shop) => `${shop} சார்பில் பெற்றுக்கொண்டது`,
}

export const GOLD_RECEIPT_STRINGS: Record<PaperLanguage, GoldReceiptStrings> = { en: EN, hi: HI, ta: TA }
