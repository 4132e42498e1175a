import { defineCatalogue } from '@gold/ui'

/** The portal's frame: header, menu, the pages every borrower sees before their loans. */
const en = {
  portal: 'Borrower portal',
  signOut: 'Sign out',
  shopNotFound: 'Shop not found',
  shopNotFoundText: 'This address does not belong to an active shop. Check the link your branch gave you.',
  pageNotFound: 'Page not found',
  pageNotFoundText: 'The page you were looking for does not exist.',
  nav: {
    loans: 'My loans',
    payments: 'EMI payments',
    notifications: 'Notifications',
    support: 'Support',
    profile: 'My details',
  },
}

export const shellText = defineCatalogue(en, {
  hi: {
    portal: 'ग्राहक पोर्टल',
    signOut: 'साइन आउट',
    shopNotFound: 'दुकान नहीं मिली',
    shopNotFoundText: 'यह पता किसी चालू दुकान का नहीं है। शाखा से मिला लिंक जाँचें।',
    pageNotFound: 'पेज नहीं मिला',
    pageNotFoundText: 'आप जो पेज ढूँढ रहे थे, वह मौजूद नहीं है।',
    nav: {
      loans: 'मेरे लोन',
      payments: 'किस्तें (EMI)',
      notifications: 'सूचनाएँ',
      support: 'मदद',
      profile: 'मेरी जानकारी',
    },
  },
  ta: {
    portal: 'வாடிக்கையாளர் போர்ட்டல்',
    signOut: 'வெளியேறு',
    shopNotFound: 'கடை கண்டுபிடிக்கப்படவில்லை',
    shopNotFoundText: 'இந்த முகவரி இயங்கும் எந்தக் கடைக்கும் உரியதல்ல. கிளை கொடுத்த இணைப்பைச் சரிபார்க்கவும்.',
    pageNotFound: 'பக்கம் கிடைக்கவில்லை',
    pageNotFoundText: 'நீங்கள் தேடிய பக்கம் இல்லை.',
    nav: {
      loans: 'என் கடன்கள்',
      payments: 'தவணைகள் (EMI)',
      notifications: 'அறிவிப்புகள்',
      support: 'உதவி',
      profile: 'என் விவரங்கள்',
    },
  },
})
