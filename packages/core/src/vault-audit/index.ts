export * from './packet-scan.ts'
export * from './vault-audit-errors.ts'
export * from './vault-audit-input.ts'
export * from './vault-audit-result.ts'
