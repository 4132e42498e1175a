// Server-only: uses node:crypto. Browser code imports '@gold/core/customers/index' instead of the root.
export * from './intake-errors.ts'
export * from './intake-token.ts'
export * from './intake-request.ts'
