// Browser-safe: the web apps import this folder for inline validation. Keep node: imports out.
export * from './customers-errors.ts'
export * from './phone.ts'
export * from './field-checks.ts'
export * from './customer-validation.ts'
export * from './customer-status.ts'
export * from './kyc.ts'
export * from './timeline.ts'
export * from './aadhaar-mask.ts'
