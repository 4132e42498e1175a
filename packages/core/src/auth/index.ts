export * from './auth-errors.ts'
export * from './principal.ts'
export * from './staff-accounts.ts'
export * from './second-factor.ts'
