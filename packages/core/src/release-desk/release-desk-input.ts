import { parseRelease, type ReleaseInput } from '../loans/loan-input.ts'
import { parseIsoDate, type IsoDate } from '../shared/india-calendar.ts'
import { isRecord } from '../shared/is-record.ts'
import { checkedBody } from '../shared/request-body.ts'
import { optionalText } from '../shared/text.ts'
import { releaseDeskErrors } from './release-desk-errors.ts'
import { minutesOf, SLOT_MINUTES, type SlotSettings } from './release-slots.ts'

export type SlotBody = { date: string; time: string }
export type SlotChoice = { date: IsoDate; time: string }

/** A release slot as asked: a real date and a `HH:MM` time (whether the shop offers it is `assertBookable`'s). */
export function parseSlot(raw: unknown): SlotChoice {
  const body = isRecord(raw) ? raw : {}
  const date = parseIsoDate(body.date)
  if (date === null || typeof body.time !== 'string' || minutesOf(body.time) === null)
    throw releaseDeskErrors.error('slotInvalid')
  return { date, time: body.time }
}
export const slotBody = checkedBody<SlotBody>()(parseSlot)

export type ReleaseDeskSettingsBody = SlotSettings & { borrowerDelayPausesClock: boolean }

export function parseReleaseDeskSettings(raw: unknown): ReleaseDeskSettingsBody {
  const body = isRecord(raw) ? raw : {}
  const { opensAt, closesAt, slotCapacity, borrowerDelayPausesClock } = body
  const open = typeof opensAt === 'string' ? minutesOf(opensAt) : null
  const close = typeof closesAt === 'string' ? minutesOf(closesAt) : null
  if (
    open === null ||
    close === null ||
    close - open < SLOT_MINUTES ||
    typeof slotCapacity !== 'number' ||
    !Number.isInteger(slotCapacity) ||
    slotCapacity < 1 ||
    slotCapacity > 50 ||
    typeof borrowerDelayPausesClock !== 'boolean'
  )
    throw releaseDeskErrors.error('settingsInvalid')
  return { opensAt: opensAt as string, closesAt: closesAt as string, slotCapacity, borrowerDelayPausesClock }
}
export const releaseDeskSettingsBody = checkedBody<ReleaseDeskSettingsBody>()(parseReleaseDeskSettings)

/**
 * The handover evidence under the packet rule: the text the packet label's QR code held (or typed
 * from the label), and the stored pathnames of the seal photo and of the signature PNG.
 */
export type HandoverInput = { scannedLabel: string | null; sealPhoto: string | null; signature: string | null }
export type ReleaseWithHandover = ReleaseInput & { handover: HandoverInput | null }
export type ReleaseWithHandoverBody = {
  releasedTo: string
  sealIntact: boolean
  note?: string
  handover?: { scannedLabel?: string; sealPhoto?: string; signature?: string }
}

const PATHNAME_MAX = 300

/**
 * POST /api/loans/{id}/release with the optional `handover`: loans.md 6's fields are checked exactly
 * as before (core `parseRelease`); the handover is only read here, and checked against the packet
 * rule by the service (a shop without the rule ignores it, so the contract's answers stay).
 */
export function parseReleaseWithHandover(raw: unknown): ReleaseWithHandover {
  const release = parseRelease(raw)
  const h = isRecord(raw) && isRecord(raw.handover) ? raw.handover : null
  if (!h) return { ...release, handover: null }
  const text = (v: unknown) => {
    const t = optionalText(v)
    return t === null ? null : t.slice(0, PATHNAME_MAX)
  }
  return {
    ...release,
    handover: { scannedLabel: text(h.scannedLabel), sealPhoto: text(h.sealPhoto), signature: text(h.signature) },
  }
}
export const releaseWithHandoverBody = checkedBody<ReleaseWithHandoverBody>()(parseReleaseWithHandover)
