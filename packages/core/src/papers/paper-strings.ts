import { AGREEMENT_EN, type AgreementStrings } from './agreement-strings-en.ts'
import { AGREEMENT_HI } from './agreement-strings-hi.ts'
import { AGREEMENT_TA } from './agreement-strings-ta.ts'
import { CERTIFICATE_STRINGS, type CertificateStrings } from './certificate-strings.ts'
import { COMMON_STRINGS, type CommonStrings } from './common-strings.ts'
import { GOLD_RECEIPT_STRINGS, type GoldReceiptStrings } from './gold-receipt-strings.ts'
import { HANDOVER_STRINGS, type HandoverStrings } from './handover-strings.ts'
import { KFS_EN, type KfsStrings } from './kfs-strings-en.ts'
import { KFS_HI } from './kfs-strings-hi.ts'
import { KFS_TA } from './kfs-strings-ta.ts'
import { NOTICE_STRINGS, type NoticeStrings } from './notice-strings.ts'
import type { PaperLanguage } from './paper-language.ts'
import { RECEIPT_STRINGS, type ReceiptStrings } from './receipt-strings.ts'

/** Every string the borrower's papers print, in one language. */
export type PaperStrings = {
  common: CommonStrings
  receipts: ReceiptStrings
  notice: NoticeStrings
  certificate: CertificateStrings
  goldReceipt: GoldReceiptStrings
  handover: HandoverStrings
  kfs: KfsStrings
  agreement: AgreementStrings
}

/** The catalogue: each language complete (the types say so, `papers-catalogue.test.ts` checks the text). */
export const PAPER_STRINGS: Record<PaperLanguage, PaperStrings> = {
  en: {
    common: COMMON_STRINGS.en,
    receipts: RECEIPT_STRINGS.en,
    notice: NOTICE_STRINGS.en,
    certificate: CERTIFICATE_STRINGS.en,
    goldReceipt: GOLD_RECEIPT_STRINGS.en,
    handover: HANDOVER_STRINGS.en,
    kfs: KFS_EN,
    agreement: AGREEMENT_EN,
  },
  hi: {
    common: COMMON_STRINGS.hi,
    receipts: RECEIPT_STRINGS.hi,
    notice: NOTICE_STRINGS.hi,
    certificate: CERTIFICATE_STRINGS.hi,
    goldReceipt: GOLD_RECEIPT_STRINGS.hi,
    handover: HANDOVER_STRINGS.hi,
    kfs: KFS_HI,
    agreement: AGREEMENT_HI,
  },
  ta: {
    common: COMMON_STRINGS.ta,
    receipts: RECEIPT_STRINGS.ta,
    notice: NOTICE_STRINGS.ta,
    certificate: CERTIFICATE_STRINGS.ta,
    goldReceipt: GOLD_RECEIPT_STRINGS.ta,
    handover: HANDOVER_STRINGS.ta,
    kfs: KFS_TA,
    agreement: AGREEMENT_TA,
  },
}

export const paperStrings = (language: PaperLanguage): PaperStrings => PAPER_STRINGS[language]
