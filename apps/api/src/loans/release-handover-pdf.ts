import { formatIstDate, formatIsoDate } from '@gold/core'
import { type Pdf, contentWidth, imageDataUri, keepTogether } from '../pdf/pdf-document.ts'
import { note, pairs, section } from './loan-document-layout.ts'

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

export function handoverSection(doc: Pdf, h: ReleaseHandoverPrint) {
  section(doc, 'Handover')
  pairs(
    doc,
    [
      ['Packet', h.packetNumber],
      ['Seal', h.sealNo ?? '-'],
      ['Label scanned', h.scannedLabel],
      ['Released by', h.releasedBy],
      ['Witness', h.witness],
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
      doc.font('regular').text('Image not available', x, top + 14, { width: half - 10 })
      return
    }
    try {
      doc.image(imageDataUri(bytes), x, top + 14, { fit: [half - 20, IMAGE_BOX] })
    } catch {
      doc.font('regular').text('Image not readable', x, top + 14, { width: half - 10 })
    }
  }
  image(h.sealPhoto, left, 'Seal at handover')
  image(h.signature, left + half, 'Borrower’s signature')
  doc.font('regular').fontSize(9.5)
  doc.x = left
  doc.y = top + 14 + IMAGE_BOX + 6
}

const STATUS: Record<string, string> = {
  sent: 'sent',
  outbox: 'not sent (no provider: in the outbox)',
  failed: 'failed',
  retrying: 'failed, retrying',
  skipped: 'skipped',
}
const KIND: Record<string, string> = { collectGold: 'Collect your gold', releaseSlotReminder: 'Slot reminder' }

export function releaseAttemptsSection(doc: Pdf, a: ReleaseAttemptsPrint, excusedDays: number) {
  if (a.bookings.length === 0 && a.reminders.length === 0) return
  section(doc, 'Release slots and reminders')
  pairs(doc, [
    ...a.bookings.map((b): [string, string] => [
      `Slot ${formatIsoDate(b.date)} ${b.time}`,
      `${b.status} (booked via ${b.via})`,
    ]),
    ...a.reminders.map((r): [string, string] => [
      `${KIND[r.kind] ?? r.kind}`,
      `${r.channel}, ${formatIstDate(new Date(r.at))}: ${STATUS[r.status] ?? r.status}`,
    ]),
  ])
  if (excusedDays > 0)
    note(
      doc,
      `${excusedDays} day${excusedDays === 1 ? '' : 's'} of the delay followed a slot the borrower booked and missed; no compensation is owed for them.`,
    )
}
