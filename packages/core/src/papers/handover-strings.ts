import type { PaperLanguage } from './paper-language.ts'

/**
 * The release receipt's handover under the packet rule, and the borrower's slots and reminders
 * (issue 28's proof of a delay). Statuses and channels as stored are words here, never printed raw.
 */
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

const EN = {
  heading: 'Handover',
  packet: 'Packet',
  seal: 'Seal',
  labelScanned: 'Label scanned',
  releasedBy: 'Released by',
  witness: 'Witness',
  sealAtHandover: 'Seal at handover',
  signature: 'Borrower’s signature',
  imageMissing: 'Image not available',
  imageUnreadable: 'Image not readable',
  attempts: 'Release slots and reminders',
  slot: (date: string, time: string) => `Slot ${date} ${time}`,
  booking: (status: string, via: string) => `${status} (booked via ${via})`,
  bookingStatuses: { Booked: 'Booked', Rebooked: 'Rebooked', Missed: 'Missed', Attended: 'Attended' } as Record<
    string,
    string
  >,
  bookedVia: { portal: 'the portal', link: 'the SMS link', staff: 'the shop' } as Record<string, string>,
  reminderKinds: { collectGold: 'Collect your gold', releaseSlotReminder: 'Slot reminder' } as Record<string, string>,
  reminder: (channel: string, date: string, status: string) => `${channel}, ${date}: ${status}`,
  channels: { sms: 'SMS', whatsapp: 'WhatsApp', email: 'Email' } as Record<string, string>,
  reminderStatuses: {
    sent: 'sent',
    outbox: 'not sent (no provider: in the outbox)',
    failed: 'failed',
    retrying: 'failed, retrying',
    skipped: 'skipped',
  } as Record<string, string>,
  excused: (days: number) =>
    `${plural(days, 'day', 'days')} of the delay followed a slot the borrower booked and missed; no compensation is owed for them.`,
}

export type HandoverStrings = typeof EN

const HI: HandoverStrings = {
  heading: 'सुपुर्दगी',
  packet: 'पैकेट',
  seal: 'सील',
  labelScanned: 'स्कैन किया गया लेबल',
  releasedBy: 'लौटाने वाले',
  witness: 'गवाह',
  sealAtHandover: 'सुपुर्दगी के समय सील',
  signature: 'उधारकर्ता के हस्ताक्षर',
  imageMissing: 'चित्र उपलब्ध नहीं',
  imageUnreadable: 'चित्र पढ़ा नहीं जा सका',
  attempts: 'सोना लेने के समय और अनुस्मारक',
  slot: (date, time) => `समय ${date} ${time}`,
  booking: (status, via) => `${status} (${via} से बुक)`,
  bookingStatuses: { Booked: 'बुक', Rebooked: 'बदला गया', Missed: 'नहीं आए', Attended: 'आए' },
  bookedVia: { portal: 'पोर्टल', link: 'SMS लिंक', staff: 'दुकान' },
  reminderKinds: { collectGold: 'अपना सोना ले जाएँ', releaseSlotReminder: 'समय का अनुस्मारक' },
  reminder: (channel, date, status) => `${channel}, ${date}: ${status}`,
  channels: { sms: 'SMS', whatsapp: 'WhatsApp', email: 'ईमेल' },
  reminderStatuses: {
    sent: 'भेजा गया',
    outbox: 'नहीं भेजा गया (प्रदाता नहीं: आउटबॉक्स में)',
    failed: 'विफल',
    retrying: 'विफल, फिर से प्रयास',
    skipped: 'छोड़ा गया',
  },
  excused: (days) => `देरी के ${days} दिन उधारकर्ता द्वारा बुक किए गए और छोड़े गए समय के बाद के थे; इनके लिए कोई मुआवज़ा देय नहीं है।`,
}

const TA: HandoverStrings = {
  heading: 'ஒப்படைப்பு',
  packet: 'பொட்டலம்',
  seal: 'முத்திரை',
  labelScanned: 'ஸ்கேன் செய்த லேபிள்',
  releasedBy: 'ஒப்படைத்தவர்',
  witness: 'சாட்சி',
  sealAtHandover: 'ஒப்படைப்பின்போது முத்திரை',
  signature: 'கடன்தாரரின் கையொப்பம்',
  imageMissing: 'படம் கிடைக்கவில்லை',
  imageUnreadable: 'படத்தைப் படிக்க முடியவில்லை',
  attempts: 'நகை பெறும் நேரங்களும் நினைவூட்டல்களும்',
  slot: (date, time) => `நேரம் ${date} ${time}`,
  booking: (status, via) => `${status} (${via} மூலம் முன்பதிவு)`,
  bookingStatuses: { Booked: 'முன்பதிவு', Rebooked: 'மாற்றப்பட்டது', Missed: 'வரவில்லை', Attended: 'வந்தார்' },
  bookedVia: { portal: 'தளம்', link: 'SMS இணைப்பு', staff: 'கடை' },
  reminderKinds: { collectGold: 'உங்கள் நகையைப் பெற்றுக்கொள்ளுங்கள்', releaseSlotReminder: 'நேர நினைவூட்டல்' },
  reminder: (channel, date, status) => `${channel}, ${date}: ${status}`,
  channels: { sms: 'SMS', whatsapp: 'WhatsApp', email: 'மின்னஞ்சல்' },
  reminderStatuses: {
    sent: 'அனுப்பப்பட்டது',
    outbox: 'அனுப்பப்படவில்லை (வழங்குநர் இல்லை: வெளிப்பெட்டியில்)',
    failed: 'தோல்வி',
    retrying: 'தோல்வி, மீண்டும் முயற்சி',
    skipped: 'தவிர்க்கப்பட்டது',
  },
  excused: (days) => `தாமதத்தின் ${days} நாள், கடன்தாரர் முன்பதிவு செய்து வராத நேரத்துக்குப் பிந்தையது; அதற்கு இழப்பீடு இல்லை.`,
}

export const HANDOVER_STRINGS: Record<PaperLanguage, HandoverStrings> = { en: EN, hi: HI, ta: TA }
