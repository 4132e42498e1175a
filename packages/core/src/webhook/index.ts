export * from './webhook-errors.ts'
