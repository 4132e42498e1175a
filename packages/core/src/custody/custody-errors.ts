import { defineErrors } from '../shared/domain-error.ts'

/** Custody of the pledged gold (issue 28): our wording, each message says what to do. */
export const custodyErrors = defineErrors({
  packetNotFound: [404, 'Packet not found.'],
  placeNotFound: [404, 'Vault place not found.'],
  moveRequestNotFound: [404, 'Move request not found.'],
  valuationNotFound: [404, 'Valuation not found.'],
  sealNoRequired: [400, 'Seal number is required: the number on the seal put on the packet.'],
  sealNoInvalid: [400, 'Seal number must be 1 to 40 letters, digits, spaces, / or -.'],
  ornamentPhotosRequired: [400, 'Add at least one photo of the ornaments before sealing the packet.'],
  ornamentPhotosTooMany: [400, 'At most 12 photos of the ornaments.'],
  sealedPhotoRequired: [400, 'Add a photo of the sealed packet showing its seal.'],
  photoInvalid: [400, 'Photos must be PNG or JPEG images uploaded for this shop.'],
  packetExists: [409, 'This valuation already has a packet.'],
  placeFieldRequired: [400, 'Safe, tray and slot are each required (at most 30 characters).'],
  placeExists: [409, 'A vault place with this safe, tray and slot already exists.'],
  placeInactive: [409, 'This vault place is retired; choose an active one.'],
  moveKindInvalid: [
    400,
    'Move must be one of intoVault, outForRevaluation, outForAudit, back, toAuction, release, reseal.',
  ],
  moveNeedsPlace: [400, 'Choose the vault place the packet goes to.'],
  moveNotAllowed: [409, 'This packet cannot make that move from where it is now.'],
  resealNeedsNewSeal: [400, 'A reseal needs the new seal number, different from the current one.'],
  releaseWhileLoanOpen: [409, "The packet's loan is still open; gold is released at the release desk after closure."],
  movePending: [409, 'This packet already has a move waiting for confirmation.'],
  moveNotPending: [409, 'This move was already confirmed or cancelled.'],
  sameStaffConfirms: [403, 'A different staff member must confirm this move: custody needs two people.'],
  goldReceiptRequiredForDisbursement: [
    409,
    'Issue the gold receipt for this valuation before disbursing: this shop requires a gold receipt and a sealed packet first.',
  ],
  packetRequiredForDisbursement: [
    409,
    'Seal the gold in a packet before disbursing: this shop requires a packet with its seal number, photos of the ornaments and a photo of the sealed packet.',
  ],
})

export type CustodyErrorKey = keyof typeof custodyErrors.table
