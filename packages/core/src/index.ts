export * from './shared/domain-error.ts'
export * from './shared/indian-format.ts'
