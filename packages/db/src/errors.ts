/** Unique-constraint violation (P2002). Metadata differs between adapters, so branch on the code only. */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string }; message?: string } | null
  return err?.code === 'P2002' || err?.cause?.code === '23505' || /Unique constraint failed/.test(err?.message ?? '')
}

/** Name of the violated constraint when the driver reports it (e.g. `Customer_tenantId_phone_key`). */
export function violatedConstraint(e: unknown): string | undefined {
  const text = `${(e as Error)?.message ?? ''} ${JSON.stringify((e as any)?.meta ?? {})}`
  return /"?([A-Za-z]+_[A-Za-z_]+_key)"?/.exec(text)?.[1] ?? (/fields: \(`([^`]+)`\)/.exec(text)?.[1])
}
