import { defineErrors } from '@gold/core'

/** Bank and branch management (not in the platform spec; our own wording). */
export const bankErrors = defineErrors({
  bankNotFound: [404, 'Bank not found'],
  branchNotFound: [404, 'Branch not found'],
  sharedReadOnly: [403, 'Shared catalog banks are read only.'],
  adminOnly: [403, 'Only a tenant admin can change banks and branches.'],
  nameRequired: [400, 'Bank name is required.'],
  branchNameRequired: [400, 'Branch name is required.'],
  invalidRate: [400, 'Gold rate must be from ₹100 to ₹10,00,000 per gram, or null.'],
  nameTooLong: [400, 'Bank name must be 120 characters or fewer.'],
  branchNameTooLong: [400, 'Branch name must be 120 characters or fewer.'],
  ifscTooLong: [400, 'IFSC code must be 20 characters or fewer.'],
  managerNameTooLong: [400, 'Manager name must be 100 characters or fewer.'],
  emailSubjectTooLong: [400, 'Email subject must be 300 characters or fewer.'],
  emailBodyTooLong: [400, 'Email body must be 20,000 characters or fewer.'],
  invalidEmail: [400, 'Email address is not valid.'],
  invalidTemplateKind: [404, 'Unknown template kind'],
  templateFieldsRequired: [400, 'Subject and body are required.'],
})

export type BankErrorCode = keyof typeof bankErrors.table
