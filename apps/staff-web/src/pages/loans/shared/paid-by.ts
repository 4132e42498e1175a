import { modeLabel } from './loan-outputs.tsx'

/** How money handed over or received is described after its amount: "in cash", or "by UPI · <reference>". */
export const paidBy = (mode: string, reference: string | null | undefined) =>
  mode === 'Cash' ? 'in cash' : `by ${modeLabel(mode)} · ${(reference ?? '').trim()}`
