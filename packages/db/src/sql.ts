/**
 * A parameterised query run straight on the driver (the pg pool or PGlite), bypassing Prisma.
 * Prisma's raw-query pipeline costs about five times the query itself (0.34 ms of CPU against
 * 0.07 ms through `pg` for a one-row lookup, bench/README.md), which dominates the few statements
 * every request runs, such as resolving the session. Rows come back as the driver parses them, so
 * callers select text, boolean and integer columns, and compare timestamps in SQL against ISO
 * strings cast to timestamptz rather than reading them (the two drivers parse them differently).
 */
export type SqlRunner = <Row>(strings: TemplateStringsArray, ...values: unknown[]) => Promise<Row[]>

type Driver = { query: (text: string, params: unknown[]) => Promise<{ rows: unknown[] }> }

export function sqlRunner(driver: Driver): SqlRunner {
  return async <Row>(strings: TemplateStringsArray, ...values: unknown[]) => {
    const text = strings.reduce((sql, part, i) => `${sql}$${i}${part}`)
    const { rows } = await driver.query(text, values)
    return rows as Row[]
  }
}
