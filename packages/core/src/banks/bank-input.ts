import { uncheckedBody } from '../shared/request-body.ts'

type OptionalText = string | null

/** A bank branch as staff send it: POST /api/banks/{id}/branches, PATCH /api/banks/{id}/branches/{branchId}, or inside a new bank. */
export type BranchBody = {
  branchName?: string
  ifsc?: OptionalText
  managerEmail?: OptionalText
  managerName?: OptionalText
  emailSubject?: OptionalText
  emailBody?: OptionalText
  isActive?: boolean
}

/** A bank template: POST /api/banks (with its first branches) and PATCH /api/banks/{id}. The rate may come as numeric text. */
export type BankBody = {
  name?: string
  goldRate22k?: number | string | null
  defaultEmail?: OptionalText
  emailSubject?: OptionalText
  emailBody?: OptionalText
  isActive?: boolean
  branches?: BranchBody[]
}

/**
 * Checked by the bank service (apps/api/src/banks/bank-input.ts): a change to a bank or branch is
 * refused as not found or read only before its fields are looked at.
 */
export const bankInput = uncheckedBody<BankBody>()
export const branchInput = uncheckedBody<BranchBody>()
