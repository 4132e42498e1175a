import { defineCatalogue } from '@gold/ui'

/** The sign-in page and the code by SMS. */
const en = {
  pageTitle: 'Sign in',
  title: 'Sign in to your loans',
  byEmail: 'We will email you a one-time code. Use the address you gave the branch.',
  byPhone: 'We will text a one-time code to the mobile number you gave the branch.',
  methods: 'Get the code by',
  email: 'Email',
  sms: 'SMS to my phone',
  signIn: 'Sign in',
  phoneLabel: 'Mobile number',
  phoneProblem: 'Enter your 10-digit mobile number.',
  phoneCodeProblem: 'Enter the 6-digit code from the SMS.',
  phoneSent: (phone: string) =>
    `If ${phone} is the number the branch has for you, a 6-digit code is on its way by SMS. It is valid for 10 minutes.`,
  phoneResent: (phone: string) => `If ${phone} is registered, a new code is on its way.`,
  phoneChange: 'Use a different number',
}

export const signInText = defineCatalogue(en, {
  hi: {
    pageTitle: 'साइन इन',
    title: 'अपने लोन देखने के लिए साइन इन करें',
    byEmail: 'हम आपको ईमेल पर एक बार इस्तेमाल होने वाला कोड भेजेंगे। वही ईमेल पता डालें जो आपने शाखा को दिया था।',
    byPhone: 'हम उस मोबाइल नंबर पर SMS से एक बार इस्तेमाल होने वाला कोड भेजेंगे जो आपने शाखा को दिया था।',
    methods: 'कोड कैसे पाएँ',
    email: 'ईमेल',
    sms: 'मेरे फ़ोन पर SMS',
    signIn: 'साइन इन करें',
    phoneLabel: 'मोबाइल नंबर',
    phoneProblem: 'अपना 10 अंकों का मोबाइल नंबर लिखें।',
    phoneCodeProblem: 'SMS में आया 6 अंकों का कोड लिखें।',
    phoneSent: (phone) => `अगर ${phone} वही नंबर है जो शाखा के पास है, तो 6 अंकों का कोड SMS से आ रहा है। यह 10 मिनट तक चलेगा।`,
    phoneResent: (phone) => `अगर ${phone} रजिस्टर है, तो नया कोड आ रहा है।`,
    phoneChange: 'दूसरा नंबर डालें',
  },
  ta: {
    pageTitle: 'உள்நுழைக',
    title: 'உங்கள் கடன்களைப் பார்க்க உள்நுழையவும்',
    byEmail: 'ஒருமுறை பயன்படுத்தும் குறியீட்டை மின்னஞ்சலில் அனுப்புவோம். கிளையிடம் கொடுத்த முகவரியைப் பயன்படுத்தவும்.',
    byPhone: 'கிளையிடம் கொடுத்த கைபேசி எண்ணுக்கு ஒருமுறை பயன்படுத்தும் குறியீட்டை SMS-இல் அனுப்புவோம்.',
    methods: 'குறியீட்டைப் பெறும் வழி',
    email: 'மின்னஞ்சல்',
    sms: 'என் கைபேசிக்கு SMS',
    signIn: 'உள்நுழைக',
    phoneLabel: 'கைபேசி எண்',
    phoneProblem: 'உங்கள் 10 இலக்க கைபேசி எண்ணை உள்ளிடவும்.',
    phoneCodeProblem: 'SMS-இல் வந்த 6 இலக்கக் குறியீட்டை உள்ளிடவும்.',
    phoneSent: (phone) =>
      `கிளையிடம் உள்ள உங்கள் எண் ${phone} என்றால், 6 இலக்கக் குறியீடு SMS-இல் வருகிறது. இது 10 நிமிடங்களுக்குச் செல்லும்.`,
    phoneResent: (phone) => `${phone} பதிவு செய்யப்பட்ட எண் என்றால், புதிய குறியீடு வருகிறது.`,
    phoneChange: 'வேறு எண்ணைப் பயன்படுத்தவும்',
  },
})
