import { defineErrors } from '@gold/core'

/** POST /api/upload and GET /api/files/private (shapes are ours: the spec defines them elsewhere). */
export const uploadErrors = defineErrors({
  unsupportedType: [400, 'Unsupported file type. Upload a JPEG, PNG, WebP or GIF image, or a PDF.'],
  typeMismatch: [400, 'The file content does not match its type.'],
  empty: [400, 'The file is empty.'],
  invalidPurpose: [400, 'Unknown upload purpose. Use kyc, ticket, valuation or logo.'],
  tooLarge: [413, 'File is too large. The limit is 10 MB.'],
  imageTooLarge: [
    413,
    'The image has too many pixels. The limit is 50 megapixels (8000 × 6000); please resize it and upload it again.',
  ],
  unreadableImage: [400, 'The image could not be read. It may be damaged: please upload it again or choose another.'],
  pathnameRequired: [400, 'A pathname is required.'],
  notFound: [404, 'File not found'],
})
