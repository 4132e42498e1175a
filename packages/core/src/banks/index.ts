export * from './bank-input.ts'
