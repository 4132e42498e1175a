import { defineErrors } from '../shared/domain-error.ts'

/** The release desk (issue 28): our wording; each message says what to do next. */
export const releaseDeskErrors = defineErrors({
  slotInvalid: [400, 'Choose a release slot: a date (YYYY-MM-DD) and a time (HH:MM).'],
  slotNotOpen: [400, 'This slot is not open for booking. Choose another.'],
  slotFull: [409, 'This slot is full. Choose another.'],
  notAwaitingRelease: [400, 'A slot can only be booked for a closed loan whose gold is still with the shop.'],
  linkInvalid: [404, 'This link is not valid. Ask the branch for a new one.'],
  linkExpired: [400, 'This link has expired. Ask the branch for a new one.'],
  bookingNotFound: [404, 'Booking not found.'],
  notMissable: [400, 'Only a booked slot that has begun can be marked missed.'],
  settingsInvalid: [
    400,
    'Slots need an opening and a closing time (HH:MM, at least 30 minutes apart) and 1 to 50 borrowers a slot.',
  ],
  // Release under the packet rule (CustodySettings.requirePacketBeforeDisbursement).
  handoverRequired: [
    400,
    'This shop releases gold only with the packet label scanned, a seal photo and the borrower’s signature.',
  ],
  noPacket: [409, 'No packet is recorded for this loan’s gold. Record the packet before releasing.'],
  labelRequired: [400, 'Scan the packet label before releasing the gold.'],
  labelUnreadable: [400, 'The scanned code is not a packet label. Scan the label on the packet.'],
  /** Dynamic: see `labelMismatchError`. */
  labelMismatch: [400, 'Wrong packet: the label scanned is <scanned>, this loan’s gold is in <packet>.'],
  sealPhotoRequired: [400, 'Take a photo of the packet seal at handover.'],
  signatureRequired: [400, 'The borrower must sign on the screen.'],
  witnessRequired: [409, 'A second staff member must confirm the release: custody of the gold needs two people.'],
  notShopUpload: [400, 'The seal photo and the signature must be images uploaded by this shop’s staff.'],
})

export const labelMismatchError = (scanned: string, packet: string) =>
  releaseDeskErrors.error('labelMismatch', {
    message: `Wrong packet: the label scanned is ${scanned}, this loan’s gold is in ${packet}.`,
  })

export type ReleaseDeskErrorKey = keyof typeof releaseDeskErrors.table
