import { defineErrors } from '@gold/core'

/** Bank and branch management (not in the platform spec; our own wording). */
export const bankErrors = defineErrors({
  bankNotFound: [404, 'Bank not found'],
  branchNotFound: [404, 'Branch not found'],
  sharedReadOnly: [403, 'Shared catalog banks are read only.'],
  nameRequired: [400, 'Bank name is required.'],
  branchNameRequired: [400, 'Branch name is required.'],
  invalidRate: [400, 'Gold rate must be a positive number of rupees per gram, or null.'],
  invalidEmail: [400, 'Email address is not valid.'],
  invalidTemplateKind: [404, 'Unknown template kind'],
  templateFieldsRequired: [400, 'Subject and body are required.'],
})
