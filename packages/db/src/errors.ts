/** Unique-constraint violation (P2002). Metadata differs between adapters, so branch on the code only. */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string }; message?: string } | null
  return err?.code === 'P2002' || err?.cause?.code === '23505' || /Unique constraint failed/.test(err?.message ?? '')
}

/** Name of the violated constraint when the driver reports it (e.g. `Customer_tenantId_phone_key`). */
export function violatedConstraint(e: unknown): string | undefined {
  const text = `${(e as Error)?.message ?? ''} ${JSON.stringify((e as { meta?: unknown } | null)?.meta ?? {})}`
  return /"?([A-Za-z]+_[A-Za-z_]+_key)"?/.exec(text)?.[1] ?? /fields: \(`([^`]+)`\)/.exec(text)?.[1]
}

/** PostgreSQL aborted the transaction for a deadlock or serialization failure (40P01/40001, P2034): safe to retry. */
export function isTransactionConflict(e: unknown): boolean {
  type Cause = { code?: string; originalCode?: string; kind?: string }
  const err = e as { code?: string; cause?: Cause; meta?: { driverAdapterError?: { cause?: Cause } } } | null
  // Model queries surface P2034; a raw query surfaces P2010 with the driver's error in meta.
  const cause = err?.meta?.driverAdapterError?.cause ?? err?.cause
  return (
    err?.code === 'P2034' ||
    cause?.kind === 'TransactionWriteConflict' ||
    ['40P01', '40001'].includes(cause?.originalCode ?? cause?.code ?? '')
  )
}
