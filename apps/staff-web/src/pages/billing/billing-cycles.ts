export const CYCLE_LABELS: Record<string, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  'half-yearly': 'Half-yearly',
  yearly: 'Yearly',
}
export const CYCLE_UNITS: Record<string, string> = {
  monthly: 'month',
  quarterly: 'quarter',
  'half-yearly': 'half-year',
  yearly: 'year',
}
