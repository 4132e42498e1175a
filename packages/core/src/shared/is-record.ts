/**
 * A JSON object (not null, not an array): the one guard for untrusted bodies, so a field read
 * (`body.amount`) never runs on a number, a string or a list.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
