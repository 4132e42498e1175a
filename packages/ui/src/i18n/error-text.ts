import type { authErrors } from '@gold/core/auth/auth-errors'
import type { CustomerFieldErrorKey } from '@gold/core/customers/customers-errors'
import type { intakeErrors } from '@gold/core/intake/intake-errors'
import type { ErrorCode } from '../server-error.ts'

/**
 * The API's messages are the spec's English on the wire; the borrower apps show the ones a borrower
 * can meet in their language, matched by the error's code (never its text). English shows the
 * server's own message, so only Hindi and Tamil are here. A code not listed shows the server's words.
 */
type BorrowerCode =
  | CustomerFieldErrorKey
  | Extract<ErrorCode<typeof intakeErrors>, 'invalidLink' | 'emailNotVerified' | 'saveConflict' | 'tenantNotFound'>
  | Extract<
      ErrorCode<typeof authErrors>,
      'invalidCode' | 'tooManyAttempts' | 'accountInactive' | 'tenantSuspended' | 'unauthorized'
    >

export type ErrorText = Readonly<Record<string, string>>

const hi = {
  nameRequired: 'नाम लिखना ज़रूरी है।',
  nameTooShort: 'नाम कम से कम 2 अक्षरों का होना चाहिए।',
  nameTooLong: 'नाम 50 अक्षरों से ज़्यादा नहीं हो सकता।',
  nameCharset: "नाम में केवल अक्षर, खाली जगह, बिंदु (.), हाइफ़न (-) और अपॉस्ट्रॉफ़ी (') हो सकते हैं।",
  phoneRequired: 'मोबाइल नंबर लिखना ज़रूरी है।',
  phoneInvalid: 'मोबाइल नंबर 10 अंकों का सही भारतीय नंबर होना चाहिए।',
  emailRequired: 'ईमेल पता लिखना ज़रूरी है।',
  emailInvalid: 'कृपया सही ईमेल पता लिखें।',
  addressTooLong: 'पता 500 अक्षरों से ज़्यादा नहीं हो सकता।',
  aadhaarInvalid: 'आधार नंबर ठीक 12 अंकों का होना चाहिए।',
  panInvalid: 'PAN में 5 अक्षर, 4 अंक और 1 अक्षर होते हैं (जैसे ABCDE1234F)।',
  nomineeNameRequired: 'नॉमिनी का नाम लिखें।',
  nomineeNameTooShort: 'नॉमिनी का नाम कम से कम 2 अक्षरों का होना चाहिए।',
  nomineeNameTooLong: 'नॉमिनी का नाम 50 अक्षरों से ज़्यादा नहीं हो सकता।',
  nomineeNameCharset: 'नॉमिनी के नाम में केवल अक्षर, खाली जगह, बिंदु, हाइफ़न और अपॉस्ट्रॉफ़ी हो सकते हैं।',
  nomineeRelRequired: 'नॉमिनी से आपका रिश्ता लिखें।',
  nomineeRelTooShort: 'रिश्ता कम से कम 2 अक्षरों का होना चाहिए।',
  nomineeRelTooLong: 'रिश्ता 50 अक्षरों से ज़्यादा नहीं हो सकता।',
  nomineeRelCharset: 'रिश्ते में केवल अक्षर, खाली जगह, स्लैश (/), बिंदु, हाइफ़न और कोष्ठक हो सकते हैं।',
  bankNameRequired: 'बैंक की जानकारी दे रहे हैं तो बैंक का नाम लिखें।',
  bankNameTooLong: 'बैंक का नाम 120 अक्षरों से ज़्यादा नहीं हो सकता।',
  accountNumberRequired: 'बैंक की जानकारी दे रहे हैं तो खाता नंबर लिखें।',
  accountNumberInvalid: 'खाता नंबर 9 से 20 अंकों का होना चाहिए।',
  ifscRequired: 'बैंक की जानकारी दे रहे हैं तो IFSC कोड लिखें।',
  ifscInvalid: 'IFSC कोड सही नहीं है (4 अक्षर, फिर 0, फिर 6 अक्षर या अंक, जैसे SBIN0001234)।',
  kycDocRequired: 'आधार या PAN का दस्तावेज़ अपलोड करें।',
  kycUrlTooLong: 'दस्तावेज़ का पता 2048 अक्षरों से ज़्यादा नहीं हो सकता।',
  invalidLink: 'यह लिंक सही नहीं है। अपनी शाखा से नया लिंक माँगें।',
  emailNotVerified: 'भेजने से पहले अपने ईमेल पते की पुष्टि करें।',
  saveConflict: 'आपकी जानकारी सहेजी नहीं जा सकी। अपनी जानकारी जाँचें, या पहले से रजिस्टर हैं तो शाखा से संपर्क करें।',
  tenantNotFound: 'दुकान नहीं मिली। अपनी शाखा से मिला लिंक फिर से खोलें।',
  invalidCode: 'कोड गलत है या उसका समय खत्म हो गया है।',
  tooManyAttempts: 'बहुत बार कोशिश हो चुकी है। थोड़ी देर बाद फिर से कोशिश करें।',
  accountInactive: 'यह खाता बंद है। शाखा से संपर्क करें।',
  tenantSuspended: 'यह दुकान अभी ऑनलाइन सेवा नहीं दे रही है। शाखा से संपर्क करें।',
  unauthorized: 'कृपया फिर से साइन इन करें।',
} satisfies Record<BorrowerCode, string>

const ta = {
  nameRequired: 'பெயர் கட்டாயம்.',
  nameTooShort: 'பெயரில் குறைந்தது 2 எழுத்துகள் இருக்க வேண்டும்.',
  nameTooLong: 'பெயர் 50 எழுத்துகளுக்குள் இருக்க வேண்டும்.',
  nameCharset: "பெயரில் எழுத்துகள், இடைவெளி, புள்ளி (.), இணைப்புக்கோடு (-), மேற்கோள் (') மட்டுமே இருக்கலாம்.",
  phoneRequired: 'கைபேசி எண் கட்டாயம்.',
  phoneInvalid: 'கைபேசி எண் சரியான 10 இலக்க இந்திய எண்ணாக இருக்க வேண்டும்.',
  emailRequired: 'மின்னஞ்சல் முகவரி கட்டாயம்.',
  emailInvalid: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்.',
  addressTooLong: 'முகவரி 500 எழுத்துகளுக்குள் இருக்க வேண்டும்.',
  aadhaarInvalid: 'ஆதார் எண் சரியாக 12 இலக்கங்கள் இருக்க வேண்டும்.',
  panInvalid: 'PAN-இல் 5 எழுத்துகள், 4 இலக்கங்கள், 1 எழுத்து இருக்கும் (எ.கா. ABCDE1234F).',
  nomineeNameRequired: 'நியமனதாரரின் பெயரை உள்ளிடவும்.',
  nomineeNameTooShort: 'நியமனதாரரின் பெயரில் குறைந்தது 2 எழுத்துகள் இருக்க வேண்டும்.',
  nomineeNameTooLong: 'நியமனதாரரின் பெயர் 50 எழுத்துகளுக்குள் இருக்க வேண்டும்.',
  nomineeNameCharset: 'நியமனதாரரின் பெயரில் எழுத்துகள், இடைவெளி, புள்ளி, இணைப்புக்கோடு, மேற்கோள் மட்டுமே இருக்கலாம்.',
  nomineeRelRequired: 'நியமனதாரர் உங்களுக்கு என்ன உறவு என்பதை உள்ளிடவும்.',
  nomineeRelTooShort: 'உறவில் குறைந்தது 2 எழுத்துகள் இருக்க வேண்டும்.',
  nomineeRelTooLong: 'உறவு 50 எழுத்துகளுக்குள் இருக்க வேண்டும்.',
  nomineeRelCharset: 'உறவில் எழுத்துகள், இடைவெளி, சாய்வுக்கோடு (/), புள்ளி, இணைப்புக்கோடு, அடைப்புக்குறி மட்டுமே இருக்கலாம்.',
  bankNameRequired: 'வங்கி விவரம் தருவதானால் வங்கியின் பெயரை உள்ளிடவும்.',
  bankNameTooLong: 'வங்கியின் பெயர் 120 எழுத்துகளுக்குள் இருக்க வேண்டும்.',
  accountNumberRequired: 'வங்கி விவரம் தருவதானால் கணக்கு எண்ணை உள்ளிடவும்.',
  accountNumberInvalid: 'கணக்கு எண் 9 முதல் 20 இலக்கங்கள் இருக்க வேண்டும்.',
  ifscRequired: 'வங்கி விவரம் தருவதானால் IFSC குறியீட்டை உள்ளிடவும்.',
  ifscInvalid: 'IFSC குறியீடு சரியில்லை (4 எழுத்துகள், 0, பின் 6 எழுத்துகள் அல்லது இலக்கங்கள், எ.கா. SBIN0001234).',
  kycDocRequired: 'ஆதார் அல்லது PAN ஆவணத்தைப் பதிவேற்றவும்.',
  kycUrlTooLong: 'ஆவண முகவரி 2048 எழுத்துகளுக்குள் இருக்க வேண்டும்.',
  invalidLink: 'இந்த இணைப்பு சரியில்லை. உங்கள் கிளையிடம் புதிய இணைப்பைக் கேளுங்கள்.',
  emailNotVerified: 'அனுப்பும் முன் உங்கள் மின்னஞ்சல் முகவரியைச் சரிபார்க்கவும்.',
  saveConflict:
    'உங்கள் விவரங்களைச் சேமிக்க முடியவில்லை. விவரங்களைச் சரிபார்க்கவும்; ஏற்கனவே பதிவு செய்திருந்தால் கிளையைத் தொடர்பு கொள்ளவும்.',
  tenantNotFound: 'கடை கண்டுபிடிக்கப்படவில்லை. கிளை அனுப்பிய இணைப்பை மீண்டும் திறக்கவும்.',
  invalidCode: 'குறியீடு தவறு அல்லது காலாவதியாகிவிட்டது.',
  tooManyAttempts: 'பல முறை முயன்றுவிட்டீர்கள். சிறிது நேரம் கழித்து மீண்டும் முயலவும்.',
  accountInactive: 'இந்தக் கணக்கு செயலில் இல்லை. கிளையைத் தொடர்பு கொள்ளவும்.',
  tenantSuspended: 'இந்தக் கடை இப்போது இணையச் சேவை வழங்கவில்லை. கிளையைத் தொடர்பு கொள்ளவும்.',
  unauthorized: 'மீண்டும் உள்நுழையவும்.',
} satisfies Record<BorrowerCode, string>

export const UI_ERROR_TEXT: { readonly hi: ErrorText; readonly ta: ErrorText } = { hi, ta }
