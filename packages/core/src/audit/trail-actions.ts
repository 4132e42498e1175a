/**
 * The words the Audit trail page shows for a recorded action. An action is the tRPC procedure's
 * path (`customers.correct`) or the REST route (`PATCH /api/customers/:id/kyc`); one without a
 * label here reads as a humanised path, so a procedure added later is never unreadable.
 */
export const TRAIL_ACTION_LABELS: Readonly<Record<string, string>> = {
  'customers.create': 'Borrower added',
  'customers.get': 'Borrower details viewed',
  'customers.correct': 'Borrower details corrected',
  'customers.setStatus': 'Borrower status changed',
  'customers.setKyc': 'KYC documents changed',
  'customers.setLanguage': 'Message language changed',
  'customers.kycDocuments': 'KYC documents viewed',
  'customers.revealAadhaar': 'Aadhaar number revealed',
  'customers.revokeIntakeLink': 'Intake link revoked',
  'loans.create': 'Loan disbursed',
  'loans.recordPayment': 'Payment recorded',
  'loans.release': 'Gold released',
  'loans.renew': 'Loan renewed',
  'valuations.create': 'Valuation created',
  'goldRates.set': 'Gold rate entered',
  'vaultAudits.start': 'Vault audit started',
  'vaultAudits.scan': 'Packet label scanned in a vault audit',
  'vaultAudits.finish': 'Vault audit finished',
  'custody.createPacket': 'Gold sealed in a packet',
  'custody.requestMove': 'Packet move asked for',
  'custody.confirmMove': 'Packet move confirmed',
  'custody.cancelMove': 'Packet move withdrawn',
  'custody.createPlace': 'Vault place added',
  'custody.updatePlace': 'Vault place renamed',
  'custody.setPlaceActive': 'Vault place retired or restored',
  'custody.updateSettings': 'Custody rule changed',
  'users.create': 'Staff account created',
  'auth.changePassword': 'Password changed',
  'security.enrolTotp': 'Two-factor sign-in set up',
  'security.confirmTotp': 'Two-factor sign-in turned on',
  'security.disableTotp': 'Two-factor sign-in turned off',
  'security.revokeSession': 'Signed-in device revoked',
  'security.regenerateRecoveryCodes': 'Recovery codes replaced',
  'security.setRequireTwoFactor': 'Two-factor requirement changed',
  'POST /api/customers': 'Borrower added',
  'GET /api/customers/:id': 'Borrower details viewed',
  'PATCH /api/customers/:id/status': 'Borrower status changed',
  'PATCH /api/customers/:id/kyc': 'KYC documents changed',
  'POST /api/customers/:id/aadhaar/reveal': 'Aadhaar number revealed',
}

const humanise = (word: string) => word.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()

export function trailActionLabel(action: string): string {
  const label = TRAIL_ACTION_LABELS[action]
  if (label) return label
  const [domain, ...rest] = action.split('.')
  if (rest.length === 0 || action.includes(' ')) return action
  const what = humanise(rest.join(' '))
  return `${humanise(domain ?? '')}: ${what}`.replace(/^./, (c) => c.toUpperCase())
}
