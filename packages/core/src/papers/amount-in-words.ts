import { rupeesInWords } from '../loans/loan-documents.ts'
import type { MessageLanguage } from '../messages/message-language.ts'

// Hindi has a word of its own for every number below a hundred.
const HINDI_BELOW_HUNDRED = (
  'शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस ' +
  'बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस ' +
  'पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस ' +
  'सैंतालीस अड़तालीस उनचास पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ ' +
  'इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर ' +
  'पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी ' +
  'अट्ठासी नवासी नब्बे इक्यानबे बानबे तिरानबे चौरानबे पचानबे छियानबे सत्तानबे अट्ठानबे निन्यानबे'
).split(' ')

function hindiWords(n: number): string {
  const parts: string[] = []
  const crore = Math.floor(n / 10_000_000)
  let rest = n % 10_000_000
  if (crore) parts.push(`${hindiWords(crore)} करोड़`)
  for (const [size, name] of [
    [100_000, 'लाख'],
    [1_000, 'हज़ार'],
    [100, 'सौ'],
  ] as const) {
    const count = Math.floor(rest / size)
    rest %= size
    if (count) parts.push(`${HINDI_BELOW_HUNDRED[count]} ${name}`)
  }
  if (rest) parts.push(HINDI_BELOW_HUNDRED[rest]!)
  return parts.join(' ')
}

const TAMIL_ONES = ['', 'ஒன்று', 'இரண்டு', 'மூன்று', 'நான்கு', 'ஐந்து', 'ஆறு', 'ஏழு', 'எட்டு', 'ஒன்பது']
const TAMIL_TEENS = [
  'பத்து',
  'பதினொன்று',
  'பன்னிரண்டு',
  'பதின்மூன்று',
  'பதினான்கு',
  'பதினைந்து',
  'பதினாறு',
  'பதினேழு',
  'பதினெட்டு',
  'பத்தொன்பது',
]
// Each ten and hundred alone (இருபது, இருநூறு) and joined to what follows (இருபத்து ஒன்று, இருநூற்று ஒன்று).
const TAMIL_TENS = ['', '', 'இருபது', 'முப்பது', 'நாற்பது', 'ஐம்பது', 'அறுபது', 'எழுபது', 'எண்பது', 'தொண்ணூறு']
const TAMIL_TENS_JOINED = [
  '',
  '',
  'இருபத்து',
  'முப்பத்து',
  'நாற்பத்து',
  'ஐம்பத்து',
  'அறுபத்து',
  'எழுபத்து',
  'எண்பத்து',
  'தொண்ணூற்று',
]
const TAMIL_HUNDREDS = [
  '',
  'நூறு',
  'இருநூறு',
  'முந்நூறு',
  'நானூறு',
  'ஐந்நூறு',
  'அறுநூறு',
  'எழுநூறு',
  'எண்ணூறு',
  'தொள்ளாயிரம்',
]
const TAMIL_HUNDREDS_JOINED = [
  '',
  'நூற்று',
  'இருநூற்று',
  'முந்நூற்று',
  'நானூற்று',
  'ஐந்நூற்று',
  'அறுநூற்று',
  'எழுநூற்று',
  'எண்ணூற்று',
  'தொள்ளாயிரத்து',
]

function tamilBelowHundred(n: number): string {
  if (n < 10) return TAMIL_ONES[n]!
  if (n < 20) return TAMIL_TEENS[n - 10]!
  const ones = n % 10
  return ones ? `${TAMIL_TENS_JOINED[Math.floor(n / 10)]} ${TAMIL_ONES[ones]}` : TAMIL_TENS[n / 10]!
}

/** A count before ஆயிரம், லட்சம் or கோடி: one is ஒரு there, as is a count ending in one (இருபத்து ஒரு லட்சம்). */
const tamilCountOf = (n: number) => tamilWords(n).replace(/ஒன்று$/, 'ஒரு')

/** Whole rupees in Tamil words; `joined` when more words follow (ஆயிரத்து, லட்சத்து, கோடியே). */
function tamilWords(n: number): string {
  const parts: [string, string][] = []
  const crore = Math.floor(n / 10_000_000)
  let rest = n % 10_000_000
  if (crore) parts.push([`${tamilCountOf(crore)} கோடி`, `${tamilCountOf(crore)} கோடியே`])
  const lakh = Math.floor(rest / 100_000)
  rest %= 100_000
  if (lakh) parts.push([`${tamilCountOf(lakh)} லட்சம்`, `${tamilCountOf(lakh)} லட்சத்து`])
  const thousand = Math.floor(rest / 1_000)
  rest %= 1_000
  if (thousand === 1) parts.push(['ஆயிரம்', 'ஆயிரத்து'])
  else if (thousand) parts.push([`${tamilCountOf(thousand)} ஆயிரம்`, `${tamilCountOf(thousand)} ஆயிரத்து`])
  const hundred = Math.floor(rest / 100)
  rest %= 100
  if (hundred) parts.push([TAMIL_HUNDREDS[hundred]!, TAMIL_HUNDREDS_JOINED[hundred]!])
  if (rest) parts.push([tamilBelowHundred(rest), tamilBelowHundred(rest)])
  return parts.map(([alone, joined], i) => (i < parts.length - 1 ? joined : alone)).join(' ')
}

/**
 * An amount in words as a voucher writes it under the figure, in the document's language:
 * `Rupees One Lakh Only`, `एक लाख रुपये मात्र`, `ரூபாய் ஒரு லட்சம் மட்டும்`.
 */
export function amountInWords(language: MessageLanguage, paise: number): string {
  if (language === 'en') return rupeesInWords(paise)
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new Error(`amountInWords expects non-negative integer paise, got ${paise}`)
  const rupees = Math.floor(paise / 100)
  const rest = paise % 100
  if (language === 'hi') {
    const r = rupees || rest === 0 ? `${hindiWords(rupees) || 'शून्य'} रुपये` : ''
    const p = rest ? `${HINDI_BELOW_HUNDRED[rest]} पैसे` : ''
    return `${[r, p].filter(Boolean).join(' और ')} मात्र`
  }
  const r = rupees || rest === 0 ? `ரூபாய் ${tamilWords(rupees) || 'பூஜ்யம்'}` : ''
  const p = rest ? `${tamilBelowHundred(rest)} பைசா` : ''
  return `${[r, p].filter(Boolean).join(', ')} மட்டும்`
}
