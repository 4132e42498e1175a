export * from './payment-links-errors.ts'
export * from './payment-link-rules.ts'
