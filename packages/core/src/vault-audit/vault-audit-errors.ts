import { defineErrors } from '../shared/domain-error.ts'

/** Vault audits (issue 28): our wording, each message says what to do. */
export const vaultAuditErrors = defineErrors({
  auditNotFound: [404, 'Vault audit not found.'],
  auditFinished: [409, 'This vault audit is finished. Start a new audit to scan again.'],
  vaultEmpty: [409, 'The vault has no places yet. Add vault places before auditing.'],
  notPacketLabel: [400, 'That is not a packet label. Scan the QR code on a packet, or type its number (PKT-000123).'],
  scanPlaceRequired: [400, 'Choose the vault place where this packet was found.'],
  placeNotAudited: [400, 'That place is not part of this audit.'],
})
