export * from './corrections-errors.ts'
export * from './corrections-input.ts'
export * from './live-ledger.ts'
export * from './payment-reversal.ts'
