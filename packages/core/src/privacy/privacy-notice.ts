import { isRecord } from '../shared/is-record.ts'

/**
 * The shop's privacy notice (DPDP Act 2023 s. 5): what the borrower is told before giving their
 * data, in plain words. Its version is what a consent records, so a consent always names the text
 * the borrower saw; change the text, change the version.
 */
export const PRIVACY_NOTICE_VERSION = '2026-12-30'

export const CONSENT_CHANNELS = ['intake', 'counter'] as const
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number]

type PrivacyNotice = {
  title: string
  points: readonly string[]
  /** The borrower's own tick on the intake form. */
  borrowerAgrees: (version: string) => string
}

/**
 * The notice in each language the borrower may read the intake form in (DPDP Act s. 5(3): in
 * English or a language of the Eighth Schedule). One version for all three: a change to any text
 * is a change of version.
 */
export const PRIVACY_NOTICES: Record<'en' | 'hi' | 'ta', PrivacyNotice> = {
  en: {
    title: 'How the shop uses your personal data',
    points: [
      'The shop collects your name, contact details, Aadhaar and PAN numbers, bank details, nominee and KYC documents to identify you and to lend against your gold, as RBI and the money-lending laws require.',
      'Your Aadhaar number is kept encrypted and is shown to staff only masked; the full number is seen only for a recorded reason.',
      'Your data is used only for your loans: documents, reminders and notices about them. It is not sold or shared for marketing.',
      'You may ask the shop for a copy of your data and to correct it. After your last loan is closed and the period the law requires has passed, you may ask for your identity data to be erased; the loan records the law requires are kept.',
      'Questions and complaints go to the shop; you may also complain to the Data Protection Board of India.',
    ],
    borrowerAgrees: (version) =>
      `I have read the privacy notice (version ${version}) and agree to the shop using my data as it says.`,
  },
  hi: {
    title: 'दुकान आपके व्यक्तिगत डेटा का उपयोग कैसे करती है',
    points: [
      'दुकान आपकी पहचान करने और आपके सोने पर ऋण देने के लिए, जैसा RBI और साहूकारी कानून माँगते हैं, आपका नाम, संपर्क विवरण, आधार और PAN नंबर, बैंक विवरण, नामिती और KYC दस्तावेज़ लेती है।',
      'आपका आधार नंबर एन्क्रिप्ट करके रखा जाता है और कर्मचारियों को केवल छिपा हुआ दिखता है; पूरा नंबर केवल दर्ज किए गए कारण से ही देखा जाता है।',
      'आपका डेटा केवल आपके ऋणों के लिए उपयोग होता है: उनके दस्तावेज़, अनुस्मारक और सूचनाएँ। इसे बेचा नहीं जाता और मार्केटिंग के लिए साझा नहीं किया जाता।',
      'आप दुकान से अपने डेटा की प्रति माँग सकते हैं और उसे सुधरवा सकते हैं। आपका अंतिम ऋण बंद होने और कानून द्वारा तय अवधि बीतने के बाद आप अपनी पहचान का डेटा मिटाने को कह सकते हैं; कानून द्वारा आवश्यक ऋण रिकॉर्ड रखे जाते हैं।',
      'प्रश्न और शिकायतें दुकान से करें; आप भारतीय डेटा संरक्षण बोर्ड से भी शिकायत कर सकते हैं।',
    ],
    borrowerAgrees: (version) =>
      `मैंने गोपनीयता सूचना (संस्करण ${version}) पढ़ ली है और दुकान द्वारा मेरे डेटा के उसमें बताए गए उपयोग से सहमत हूँ।`,
  },
  ta: {
    title: 'கடை உங்கள் தனிப்பட்ட தரவை எப்படிப் பயன்படுத்துகிறது',
    points: [
      'உங்களை அடையாளம் காணவும் உங்கள் நகையின் மீது கடன் தரவும், RBI-யும் வட்டிக்குக் கடன் தரும் சட்டங்களும் கேட்பதுபோல், கடை உங்கள் பெயர், தொடர்பு விவரங்கள், ஆதார் மற்றும் PAN எண்கள், வங்கி விவரங்கள், வாரிசுதாரர், KYC ஆவணங்கள் ஆகியவற்றைப் பெறுகிறது.',
      'உங்கள் ஆதார் எண் மறையாக்கம் செய்து வைக்கப்படுகிறது; ஊழியர்களுக்கு மறைத்தே காட்டப்படும்; முழு எண் பதிவு செய்த காரணத்துக்காக மட்டுமே பார்க்கப்படும்.',
      'உங்கள் தரவு உங்கள் கடன்களுக்கு மட்டுமே பயன்படும்: அவற்றின் ஆவணங்கள், நினைவூட்டல்கள், அறிவிப்புகள். அது விற்கப்படாது, விளம்பரத்துக்காகப் பகிரப்படாது.',
      'உங்கள் தரவின் நகலையும் அதில் திருத்தத்தையும் கடையிடம் கேட்கலாம். உங்கள் கடைசிக் கடன் முடிந்து சட்டம் கேட்கும் காலம் கடந்த பின், உங்கள் அடையாளத் தரவை அழிக்கச் சொல்லலாம்; சட்டம் கேட்கும் கடன் பதிவுகள் வைக்கப்படும்.',
      'கேள்விகளும் புகார்களும் கடையிடம்; இந்திய தரவுப் பாதுகாப்பு வாரியத்திடமும் புகார் செய்யலாம்.',
    ],
    borrowerAgrees: (version) =>
      `தனியுரிமை அறிவிப்பைப் (பதிப்பு ${version}) படித்தேன்; அதில் சொன்னபடி கடை என் தரவைப் பயன்படுத்த ஒப்புக்கொள்கிறேன்.`,
  },
}

/** The notice in English: what the counter reads out and what the data export names. */
export const PRIVACY_NOTICE = PRIVACY_NOTICES.en

/**
 * The notice version a form's body says the borrower agreed to (`privacyNoticeVersion`), when it is
 * the current one; otherwise null and no consent is recorded. Never a refusal: spec 4.6's forms
 * answer as before whether or not a consent came with them.
 */
export function consentedNoticeVersion(body: unknown): string | null {
  const version = isRecord(body) ? body.privacyNoticeVersion : undefined
  return version === PRIVACY_NOTICE_VERSION ? version : null
}
