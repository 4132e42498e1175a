export * from './gstin.ts'
export * from './shop-errors.ts'
export * from './shop-gold-rate.ts'
export * from './shop-profile.ts'
