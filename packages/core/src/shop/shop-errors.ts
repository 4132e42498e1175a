import { defineErrors } from '../shared/domain-error.ts'

/** The shop profile and the shop's own gold rate (issue 17): our wording, each message names the field. */
export const shopErrors = defineErrors({
  legalNameTooLong: [400, 'Legal name must be at most 120 characters.'],
  addressTooLong: [400, 'Address must be at most 300 characters.'],
  phoneInvalid: [
    400,
    'Phone must be a 10-digit mobile number or a landline number with its STD code, such as 98765 43210 or 044 2434 5678.',
  ],
  emailInvalid: [400, 'Email must be an address such as accounts@yourshop.in.'],
  gstinLength: [400, 'GSTIN must be 15 letters and digits, such as 27AAPFU0939F1ZV.'],
  gstinStateCode: [400, 'GSTIN must start with a state code from 01 to 38.'],
  gstinPan: [400, 'Characters 3 to 12 of a GSTIN are the PAN: 5 letters, 4 digits, then a letter.'],
  gstinEntity: [400, 'Characters 13 and 14 of a GSTIN must be the registration number (1-9 or A-Z) and Z.'],
  gstinCheckDigit: [400, 'GSTIN check character does not match; look for a mistyped character.'],
  licenceTooLong: [400, 'Licence or registration number must be at most 60 characters.'],
  logoInvalid: [400, 'Logo must be a PNG or JPEG image uploaded for this shop.'],
  rate22kInvalid: [400, '22K rate must be a number of rupees per gram from 100 to 10,00,000.'],
  rate24kInvalid: [400, '24K rate must be a number of rupees per gram from 100 to 10,00,000.'],
  rate24kBelow22k: [400, '24K rate must be higher than the 22K rate.'],
  historyDays: [400, 'History days must be a whole number from 1 to 365.'],
  // Issue 27: the shop's UPI collection details.
  upiIdInvalid: [
    400,
    'UPI ID must look like yourshop@okaxis: letters, digits, dots, hyphens or underscores, then @ and the bank handle.',
  ],
  payeeNameRequired: [400, 'Payee name is required with a UPI ID: it is the name a payer sees before paying.'],
  payeeNameInvalid: [400, "Payee name must be at most 50 letters, digits, spaces and . & ' -"],
})

export type ShopErrorKey = keyof typeof shopErrors.table
