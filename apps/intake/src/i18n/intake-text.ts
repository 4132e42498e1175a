import { defineCatalogue } from '@gold/ui'

/** The intake form's own words (the borrower form's labels and the code steps are shared, in @gold/ui). */
const en = {
  appTitle: 'Borrower registration',
  checkingLink: 'Checking your link…',
  problems: {
    expired: {
      title: 'This link has expired',
      text: 'Registration links are valid for a limited time. Ask your branch to send you a new link.',
    },
    revoked: {
      title: 'This link is no longer active',
      text: 'The branch has withdrawn this link. Ask your branch for the current one.',
    },
    invalid: {
      title: 'This link is not valid',
      text: 'The link may be incomplete or mistyped. Open it again from the message your branch sent, or ask for a new one.',
    },
  },
  branch: (shop: string) => `Branch: ${shop}`,
  progress: 'Progress',
  done: '(done)',
  steps: { verify: 'Verify email', details: 'Your details' },
  stepTitles: { verify: 'Verify your email', details: 'Your details', done: 'Details sent' },
  verifyTitle: 'Verify your email',
  verifyIntro: (shop: string) =>
    `${shop} asked you to share your details. First, confirm your email address with a one-time code.`,
  verifyButton: 'Verify email',
  detailsTitle: 'Your details',
  detailsIntro: 'Fields marked * are required. Your details go only to the branch.',
  fixFields: 'Please correct the highlighted fields.',
  sending: 'Sending…',
  send: 'Send my details',
  verificationExpired: 'Your email verification has expired. Please verify your email again; your details are kept.',
  doneTitle: 'Thank you, your details have been sent',
  doneText: (shop: string) =>
    `${shop} has received your details. The branch will contact you if anything else is needed. You can close this page.`,
}

export const intakeText = defineCatalogue(en, {
  hi: {
    appTitle: 'ग्राहक पंजीकरण',
    checkingLink: 'आपका लिंक जाँचा जा रहा है…',
    problems: {
      expired: {
        title: 'इस लिंक का समय खत्म हो गया है',
        text: 'पंजीकरण लिंक कुछ ही समय तक चलते हैं। अपनी शाखा से नया लिंक भेजने को कहें।',
      },
      revoked: {
        title: 'यह लिंक अब चालू नहीं है',
        text: 'शाखा ने यह लिंक वापस ले लिया है। अपनी शाखा से नया लिंक माँगें।',
      },
      invalid: {
        title: 'यह लिंक सही नहीं है',
        text: 'लिंक अधूरा या गलत लिखा हो सकता है। शाखा के भेजे संदेश से इसे फिर खोलें, या नया लिंक माँगें।',
      },
    },
    branch: (shop) => `शाखा: ${shop}`,
    progress: 'प्रगति',
    done: '(पूरा)',
    steps: { verify: 'ईमेल की पुष्टि', details: 'आपकी जानकारी' },
    stepTitles: { verify: 'अपने ईमेल की पुष्टि करें', details: 'आपकी जानकारी', done: 'जानकारी भेज दी गई' },
    verifyTitle: 'अपने ईमेल की पुष्टि करें',
    verifyIntro: (shop) => `${shop} ने आपसे आपकी जानकारी माँगी है। पहले, एक बार के कोड से अपने ईमेल पते की पुष्टि करें।`,
    verifyButton: 'ईमेल की पुष्टि करें',
    detailsTitle: 'आपकी जानकारी',
    detailsIntro: '* वाले खाने भरना ज़रूरी है। आपकी जानकारी केवल शाखा को जाती है।',
    fixFields: 'कृपया लाल रंग में दिखाए गए खाने ठीक करें।',
    sending: 'भेजा जा रहा है…',
    send: 'मेरी जानकारी भेजें',
    verificationExpired: 'आपके ईमेल की पुष्टि का समय खत्म हो गया। कृपया फिर से पुष्टि करें; आपकी भरी जानकारी बची रहेगी।',
    doneTitle: 'धन्यवाद, आपकी जानकारी भेज दी गई है',
    doneText: (shop) =>
      `${shop} को आपकी जानकारी मिल गई है। और कुछ चाहिए होगा तो शाखा आपसे संपर्क करेगी। अब आप यह पेज बंद कर सकते हैं।`,
  },
  ta: {
    appTitle: 'வாடிக்கையாளர் பதிவு',
    checkingLink: 'உங்கள் இணைப்பு சரிபார்க்கப்படுகிறது…',
    problems: {
      expired: {
        title: 'இந்த இணைப்பின் காலம் முடிந்துவிட்டது',
        text: 'பதிவு இணைப்புகள் குறிப்பிட்ட காலம் மட்டுமே செல்லும். புதிய இணைப்பை அனுப்பும்படி உங்கள் கிளையிடம் கேளுங்கள்.',
      },
      revoked: {
        title: 'இந்த இணைப்பு இப்போது செயலில் இல்லை',
        text: 'கிளை இந்த இணைப்பைத் திரும்பப் பெற்றுவிட்டது. தற்போதைய இணைப்பை உங்கள் கிளையிடம் கேளுங்கள்.',
      },
      invalid: {
        title: 'இந்த இணைப்பு சரியில்லை',
        text: 'இணைப்பு முழுமையில்லாமல் அல்லது தவறாக இருக்கலாம். கிளை அனுப்பிய செய்தியிலிருந்து மீண்டும் திறக்கவும், அல்லது புதிய இணைப்பைக் கேளுங்கள்.',
      },
    },
    branch: (shop) => `கிளை: ${shop}`,
    progress: 'முன்னேற்றம்',
    done: '(முடிந்தது)',
    steps: { verify: 'மின்னஞ்சல் சரிபார்ப்பு', details: 'உங்கள் விவரங்கள்' },
    stepTitles: { verify: 'உங்கள் மின்னஞ்சலைச் சரிபார்க்கவும்', details: 'உங்கள் விவரங்கள்', done: 'விவரங்கள் அனுப்பப்பட்டன' },
    verifyTitle: 'உங்கள் மின்னஞ்சலைச் சரிபார்க்கவும்',
    verifyIntro: (shop) =>
      `${shop} உங்கள் விவரங்களைக் கேட்டுள்ளது. முதலில், ஒருமுறை பயன்படுத்தும் குறியீட்டால் உங்கள் மின்னஞ்சல் முகவரியை உறுதி செய்யவும்.`,
    verifyButton: 'மின்னஞ்சலைச் சரிபார்',
    detailsTitle: 'உங்கள் விவரங்கள்',
    detailsIntro: '* குறியிட்டவை கட்டாயம். உங்கள் விவரங்கள் கிளைக்கு மட்டுமே செல்லும்.',
    fixFields: 'குறிக்கப்பட்ட பகுதிகளைத் திருத்தவும்.',
    sending: 'அனுப்பப்படுகிறது…',
    send: 'என் விவரங்களை அனுப்பு',
    verificationExpired:
      'உங்கள் மின்னஞ்சல் சரிபார்ப்பின் காலம் முடிந்துவிட்டது. மீண்டும் சரிபார்க்கவும்; நீங்கள் நிரப்பிய விவரங்கள் அப்படியே இருக்கும்.',
    doneTitle: 'நன்றி, உங்கள் விவரங்கள் அனுப்பப்பட்டன',
    doneText: (shop) =>
      `உங்கள் விவரங்கள் ${shop} கடைக்குக் கிடைத்துவிட்டன. வேறு ஏதாவது தேவைப்பட்டால் கிளை உங்களைத் தொடர்பு கொள்ளும். இந்தப் பக்கத்தை மூடலாம்.`,
  },
})
