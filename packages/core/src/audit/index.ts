export * from './audit-actions.ts'
