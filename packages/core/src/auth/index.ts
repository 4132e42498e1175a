export * from './auth-errors.ts'
export * from './principal.ts'
