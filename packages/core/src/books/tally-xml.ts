import { rupeesText } from '../shared/csv.ts'
import { accountByCode, type Account } from './chart-of-accounts.ts'
import type { Journal, JournalLine } from './journal.ts'
import { tallyGroupOf } from './tally-groups.ts'
import { chartAccount } from './trial-balance.ts'

/**
 * The shop's books as the XML Tally Prime imports (Gateway of Tally > Import > Masters /
 * Transactions, or an HTTP post to Tally's port): an ENVELOPE whose HEADER asks to "Import Data"
 * and whose BODY/IMPORTDATA carries one TALLYMESSAGE per object, LEDGER masters and VOUCHERs. Sign
 * convention (docs/decisions/books.md, "Tally export"): a debit line is ISDEEMEDPOSITIVE Yes with a
 * negative AMOUNT, a credit line No with a positive AMOUNT, so each voucher's amounts sum to zero.
 */

/** A stored journal as the exports read it: its id (Tally's REMOTEID) and voucher number when it has one. */
export type ExportJournal = Journal & { id: string; voucherNumber?: string | null }

export type TallyVoucherType = 'Receipt' | 'Payment' | 'Contra' | 'Journal'

/** What a download holds: ledgers and vouchers (the default), or either alone. */
export type TallyPart = 'all' | 'masters' | 'vouchers'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/**
 * Characters XML 1.0 forbids even escaped (C0 controls other than tab and line breaks, U+FFFE/FFFF,
 * unpaired surrogates): a narration pasted with one must not make the whole file unreadable.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching the control characters XML forbids is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Text safe in an XML element or a quoted attribute. */
export const xmlText = (text: string): string => text.replace(NOT_XML, ' ').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)

/** `2026-01-05` as Tally's `20260105`. */
export const tallyDate = (date: string): string => date.replaceAll('-', '')

/** A line's signed Tally amount in paise: debits negative, credits positive. */
export const tallyAmountPaise = (line: Pick<JournalLine, 'debitPaise' | 'creditPaise'>): number =>
  line.creditPaise - line.debitPaise

/**
 * The Tally voucher type of a journal, from where its money goes: only cash and bank accounts is a
 * Contra; money in (cash or bank debited on balance) a Receipt; money out a Payment; no money moved a
 * Journal (Tally's Journal refuses cash and bank ledgers by default, and the other three require one).
 */
export function tallyVoucherType(chart: ReadonlyMap<string, Account>, lines: readonly JournalLine[]): TallyVoucherType {
  const isMoney = (l: JournalLine) => chartAccount(chart, l.accountCode).money !== undefined
  const money = lines.filter(isMoney)
  if (money.length === 0) return 'Journal'
  if (money.length === lines.length) return 'Contra'
  const net = money.reduce((t, l) => t + l.debitPaise - l.creditPaise, 0)
  return net > 0 ? 'Receipt' : net < 0 ? 'Payment' : 'Journal'
}

function ledgerXml(account: Account): string {
  const name = xmlText(account.name)
  return [
    `<LEDGER NAME="${name}" ACTION="Create">`,
    `<NAME.LIST TYPE="String"><NAME>${name}</NAME><NAME>${xmlText(account.code)}</NAME></NAME.LIST>`,
    `<PARENT>${xmlText(tallyGroupOf(account))}</PARENT>`,
    `</LEDGER>`,
  ].join('\n')
}

function entryXml(chart: ReadonlyMap<string, Account>, line: JournalLine): string {
  const amount = tallyAmountPaise(line)
  return [
    `<ALLLEDGERENTRIES.LIST>`,
    `<LEDGERNAME>${xmlText(chartAccount(chart, line.accountCode).name)}</LEDGERNAME>`,
    `<ISDEEMEDPOSITIVE>${amount < 0 ? 'Yes' : 'No'}</ISDEEMEDPOSITIVE>`,
    `<AMOUNT>${rupeesText(amount)}</AMOUNT>`,
    `</ALLLEDGERENTRIES.LIST>`,
  ].join('\n')
}

function voucherXml(chart: ReadonlyMap<string, Account>, journal: ExportJournal): string {
  const type = tallyVoucherType(chart, journal.lines)
  const view = 'Accounting Voucher View'
  return [
    `<VOUCHER REMOTEID="${xmlText(journal.id)}" VCHTYPE="${type}" ACTION="Create" OBJVIEW="${view}">`,
    `<DATE>${tallyDate(journal.date)}</DATE>`,
    `<VOUCHERTYPENAME>${type}</VOUCHERTYPENAME>`,
    `<VOUCHERNUMBER>${xmlText(journal.voucherNumber ?? journal.id)}</VOUCHERNUMBER>`,
    `<PERSISTEDVIEW>${view}</PERSISTEDVIEW>`,
    `<NARRATION>${xmlText(journal.narration)}</NARRATION>`,
    ...journal.lines.map((l) => entryXml(chart, l)),
    `</VOUCHER>`,
  ].join('\n')
}

const message = (object: string) => `<TALLYMESSAGE xmlns:UDF="TallyUDF">\n${object}\n</TALLYMESSAGE>`

function envelope(reportName: 'All Masters' | 'Vouchers', objects: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ENVELOPE>',
    '<HEADER>',
    '<TALLYREQUEST>Import Data</TALLYREQUEST>',
    '</HEADER>',
    '<BODY>',
    '<IMPORTDATA>',
    '<REQUESTDESC>',
    `<REPORTNAME>${reportName}</REPORTNAME>`,
    '</REQUESTDESC>',
    '<REQUESTDATA>',
    ...objects.map(message),
    '</REQUESTDATA>',
    '</IMPORTDATA>',
    '</BODY>',
    '</ENVELOPE>',
    '',
  ].join('\n')
}

/**
 * The Tally import file of `journals` (in the order given) against the shop's `chart`: every
 * account as a LEDGER under its Tally group, then every journal as a VOUCHER. `all` is one
 * "All Masters" envelope, ledgers first so they exist when the vouchers that name them arrive;
 * `masters` and `vouchers` are the two halves with their own report names, for Tally's two import
 * menus.
 */
export function tallyImportXml(chart: readonly Account[], journals: readonly ExportJournal[], part: TallyPart = 'all') {
  const byCode = accountByCode(chart)
  const ledgers = part === 'vouchers' ? [] : chart.map(ledgerXml)
  const vouchers = part === 'masters' ? [] : journals.map((j) => voucherXml(byCode, j))
  return envelope(part === 'vouchers' ? 'Vouchers' : 'All Masters', [...ledgers, ...vouchers])
}
