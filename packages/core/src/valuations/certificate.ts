import { isRecord } from '../shared/is-record.ts'
import { checkedBody, idAndFields } from '../shared/request-body.ts'
import { exceedsLength } from '../shared/text-limits.ts'
import { optionalText } from '../shared/text.ts'
import { PURITY_FACTORS, isPurity } from './purity.ts'
import { valuationErrors } from './valuations-errors.ts'
import { type Milligrams, roundToCentigram } from '../shared/weight.ts'

/** The valuation certificate's number series: `VC/<financial year>/<000001>`, per tenant. */
export const CERTIFICATE_SERIES = 'VC'

/** `certificateNumber('2026-27', 1)` is `VC/2026-27/000001`; the sequence widens past 999,999. */
export function certificateNumber(financialYear: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new Error(`certificate sequence must be a positive integer, got ${sequence}`)
  return `${CERTIFICATE_SERIES}/${financialYear}/${String(sequence).padStart(6, '0')}`
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
/** 10 random bytes are 80 bits, exactly 16 base32 characters. */
export const VERIFICATION_CODE_BYTES = 10

/**
 * The public verification code of a certificate: the given random bytes (10 of them, from a
 * cryptographic source) in RFC 4648 base32 without padding, 16 characters. Upper-case letters and
 * 2-7 only, so it reads aloud and survives a URL unescaped.
 */
export function verificationCodeFrom(bytes: Uint8Array): string {
  if (bytes.length !== VERIFICATION_CODE_BYTES)
    throw new Error(`verification code needs ${VERIFICATION_CODE_BYTES} bytes`)
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  return out
}

/**
 * A code as someone typed or scanned it, upper-cased, or null when it cannot be one (the lookup
 * is skipped and answers not found, as an unknown code does).
 */
export function normalizeVerificationCode(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const code = raw.trim().toUpperCase()
  return /^[A-Z2-7]{16}$/.test(code) ? code : null
}

/** Where the certificate's QR code points: the public page of the staff app on the main host. */
export const verificationUrl = (origin: string, code: string) => `${origin.replace(/\/+$/, '')}/verify/${code}`

/** A stored ornament line: gross and deduction per piece; `netWeightMg` is the line's fine gold. */
export type CertificateOrnament = {
  purity: string
  grossWeightMg: Milligrams
  deductionMg: Milligrams
  quantity: number
  netWeightMg: Milligrams
}

/** The weights a bank reads off a pledge, in milligrams, for the whole line. */
export type OrnamentWeights = {
  /** Gross weight of the line (per piece x quantity). */
  gross: Milligrams
  /** Gold weight after deductions (stones, lac, wax), before purity: (gross - deduction) x quantity, never negative. */
  net: Milligrams
  /** Pure gold: the valuation's stored fine weight. */
  fine: Milligrams
  /** The fine gold expressed as 22K gold (fine / 0.916), the weight banks lend against. */
  equivalent22k: Milligrams
}

/** The fine weight as 22K gold: a gram of 22K holds 0.916 g of fine gold; to the centigram. */
export const equivalent22kWeight = (fineMg: Milligrams): Milligrams => roundToCentigram(fineMg / PURITY_FACTORS['22K'])

/** One line's weights, each rounded to the centigram (the two decimals a certificate prints). */
export function ornamentWeights(o: CertificateOrnament): OrnamentWeights {
  return {
    gross: roundToCentigram(o.grossWeightMg * o.quantity),
    net: roundToCentigram(Math.max(0, o.grossWeightMg - o.deductionMg) * o.quantity),
    fine: o.netWeightMg,
    equivalent22k: equivalent22kWeight(o.netWeightMg),
  }
}

/** The weights of every line added up (each rounded to the centigram like the lines). */
export function totalWeights(ornaments: CertificateOrnament[]): OrnamentWeights {
  const lines = ornaments.map(ornamentWeights)
  const add = (pick: (w: OrnamentWeights) => number) => roundToCentigram(lines.reduce((s, w) => s + pick(w), 0))
  return {
    gross: add((w) => w.gross),
    net: add((w) => w.net),
    fine: add((w) => w.fine),
    equivalent22k: add((w) => w.equivalent22k),
  }
}

/** How the purity was established, as the certificate prints it for one line. */
export function purityTestLabel(o: { purity: string; purityMethod: string | null; purityVerified: boolean }): string {
  const method = o.purityMethod ?? 'Method not recorded'
  const karat = isPurity(o.purity) ? ` (${o.purity})` : ''
  return `${method}${karat}, ${o.purityVerified ? 'verified' : 'not verified'}`
}

/** Packet and seal numbers as the gold receipt prints them. */
export const PACKET_FIELD_MAX = 40

export type PacketInput = { packetNo: string | null; sealNo: string | null }

/**
 * `valuations.setPacket`'s fields: blank or missing clears to null; each at most 40 characters.
 */
export function parsePacketInput(raw: unknown): PacketInput {
  const input: Record<string, unknown> = isRecord(raw) ? raw : {}
  const packetNo = optionalText(input.packetNo)
  const sealNo = optionalText(input.sealNo)
  if (exceedsLength(packetNo, PACKET_FIELD_MAX)) throw valuationErrors.error('packetNoTooLong')
  if (exceedsLength(sealNo, PACKET_FIELD_MAX)) throw valuationErrors.error('sealNoTooLong')
  return { packetNo, sealNo }
}

export type PacketBody = { packetNo?: string | null; sealNo?: string | null }
/** tRPC `valuations.setPacket`: `{id, packetNo, sealNo}`. */
export const valuationPacketInput = idAndFields(checkedBody<PacketBody>()(parsePacketInput))
