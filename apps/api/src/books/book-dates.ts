import type { IsoDate } from '@gold/core'

/** A `@db.Date` column read as the India business date it stores, and written back. */
export const toIso = (d: Date): IsoDate => d.toISOString().slice(0, 10)
export const dateOf = (iso: IsoDate): Date => new Date(`${iso}T00:00:00Z`)
