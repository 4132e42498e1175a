import { isoDateOf } from '@gold/core'
import { type Pdf, contentWidth, imageDataUri, keepTogether } from '../pdf/pdf-document.ts'
import { ENGLISH, note, pairs, type Paper, section } from './loan-document-layout.ts'

/** The handover under the packet rule, as the release receipt prints it (issue 28). */
export type ReleaseHandoverPrint = {
  packetNumber: string
  sealNo: string | null
  scannedLabel: string
  releasedBy: string
  witness: string
  sealPhoto: Uint8Array | null
  signature: Uint8Array | null
}

/** The borrower's release slots and the messages sent to them: the proof of a delay of theirs. */
export type ReleaseAttemptsPrint = {
  bookings: { date: string; time: string; status: string; via: string }[]
  reminders: { kind: string; channel: string; status: string; at: Date | string }[]
}

const IMAGE_BOX = 150

export function handoverSection(doc: Pdf, h: ReleaseHandoverPrint, paper: Paper = ENGLISH) {
  const t = paper.t.handover
  section(doc, t.heading)
  pairs(
    doc,
    [
      [t.packet, h.packetNumber],
      [t.seal, h.sealNo ?? '-'],
      [t.labelScanned, h.scannedLabel],
      [t.releasedBy, h.releasedBy],
      [t.witness, h.witness],
    ],
    2,
  )
  keepTogether(doc, IMAGE_BOX + 30)
  const left = doc.page.margins.left
  const top = doc.y + 4
  const half = contentWidth(doc) / 2
  const image = (bytes: Uint8Array | null, x: number, caption: string) => {
    doc
      .font('bold')
      .fontSize(9)
      .text(caption, x, top, { width: half - 10 })
    if (!bytes) {
      doc.font('regular').text(t.imageMissing, x, top + 14, { width: half - 10 })
      return
    }
    try {
      doc.image(imageDataUri(bytes), x, top + 14, { fit: [half - 20, IMAGE_BOX] })
    } catch {
      doc.font('regular').text(t.imageUnreadable, x, top + 14, { width: half - 10 })
    }
  }
  image(h.sealPhoto, left, t.sealAtHandover)
  image(h.signature, left + half, t.signature)
  doc.font('regular').fontSize(9.5)
  doc.x = left
  doc.y = top + 14 + IMAGE_BOX + 6
}

export function releaseAttemptsSection(doc: Pdf, a: ReleaseAttemptsPrint, excusedDays: number, paper: Paper = ENGLISH) {
  if (a.bookings.length === 0 && a.reminders.length === 0) return
  const t = paper.t.handover
  const word = (words: Record<string, string>, key: string) => words[key] ?? key
  section(doc, t.attempts)
  pairs(doc, [
    ...a.bookings.map((b): [string, string] => [
      t.slot(paper.date(b.date), b.time),
      t.booking(word(t.bookingStatuses, b.status), word(t.bookedVia, b.via)),
    ]),
    ...a.reminders.map((r): [string, string] => [
      word(t.reminderKinds, r.kind),
      t.reminder(
        word(t.channels, r.channel),
        paper.date(isoDateOf(new Date(r.at))),
        word(t.reminderStatuses, r.status),
      ),
    ]),
  ])
  if (excusedDays > 0) note(doc, t.excused(excusedDays))
}
