import { XMLParser, XMLValidator } from 'fast-xml-parser'

/**
 * Reads a Tally import file back for tests (core's and the API's): fast-xml-parser, a real XML
 * parser, so a file that is not well-formed fails here as Tally would refuse it. Amounts come back
 * in paise, parsed from the text without floating point.
 */
export type TallyEntry = { ledger: string; deemedPositive: boolean; amountPaise: number }
export type TallyVoucher = {
  remoteId: string
  type: string
  vchType: string
  date: string
  number: string
  narration: string
  entries: TallyEntry[]
}
export type TallyFile = {
  tallyRequest: string
  reportName: string
  ledgers: { name: string; aliases: string[]; parent: string }[]
  vouchers: TallyVoucher[]
}

const LISTS = new Set(['TALLYMESSAGE', 'ALLLEDGERENTRIES.LIST', 'NAME'])

/** `-1234.50` as -123450 paise; anything but a signed amount with exactly two decimals throws. */
export function paiseOfAmount(text: string): number {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(text)
  if (!m) throw new Error(`not a Tally amount with two decimals: ${text}`)
  const paise = Number(m[2]) * 100 + Number(m[3])
  return m[1] === '-' ? -paise : paise
}

type Node = Record<string, unknown>
function text(v: unknown): string {
  if (v === undefined) return ''
  if (typeof v !== 'string') throw new Error(`expected text, got ${JSON.stringify(v)}`)
  return v
}
const nodes = (v: unknown): Node[] => (Array.isArray(v) ? (v as Node[]) : v === undefined ? [] : [v as Node])

export function readTallyXml(xml: string): TallyFile {
  const valid = XMLValidator.validate(xml)
  if (valid !== true) throw new Error(`not well-formed XML: ${JSON.stringify(valid.err)}`)
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    isArray: (name) => LISTS.has(name),
  })
  const doc = parser.parse(xml) as Node
  const envelope = doc.ENVELOPE as Node
  const importData = (envelope.BODY as Node).IMPORTDATA as Node
  const messages = nodes((importData.REQUESTDATA as Node).TALLYMESSAGE)
  return {
    tallyRequest: text((envelope.HEADER as Node).TALLYREQUEST),
    reportName: text((importData.REQUESTDESC as Node).REPORTNAME),
    ledgers: messages.flatMap((m) => nodes(m.LEDGER)).map(ledgerOf),
    vouchers: messages.flatMap((m) => nodes(m.VOUCHER)).map(voucherOf),
  }
}

function ledgerOf(l: Node) {
  const names = nodes((l['NAME.LIST'] as Node).NAME).map(text)
  if (text(l['@NAME']) !== names[0]) throw new Error(`ledger NAME attribute ${text(l['@NAME'])} is not its name`)
  return { name: names[0] ?? '', aliases: names.slice(1), parent: text(l.PARENT) }
}

function voucherOf(v: Node): TallyVoucher {
  return {
    remoteId: text(v['@REMOTEID']),
    vchType: text(v['@VCHTYPE']),
    type: text(v.VOUCHERTYPENAME),
    date: text(v.DATE),
    number: text(v.VOUCHERNUMBER),
    narration: text(v.NARRATION),
    entries: nodes(v['ALLLEDGERENTRIES.LIST']).map((e) => ({
      ledger: text(e.LEDGERNAME),
      deemedPositive: text(e.ISDEEMEDPOSITIVE) === 'Yes',
      amountPaise: paiseOfAmount(text(e.AMOUNT)),
    })),
  }
}

/** Each ledger's net in paise over the vouchers, debit positive (Tally's amounts negated). */
export function tallyNetByLedger(file: TallyFile): Map<string, number> {
  const net = new Map<string, number>()
  for (const v of file.vouchers) for (const e of v.entries) net.set(e.ledger, (net.get(e.ledger) ?? 0) - e.amountPaise)
  return net
}
