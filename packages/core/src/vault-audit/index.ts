export * from './vault-audit-result.ts'
