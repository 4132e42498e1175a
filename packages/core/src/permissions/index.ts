export * from './built-in-roles.ts'
export * from './custom-roles.ts'
export * from './permission-catalog.ts'
