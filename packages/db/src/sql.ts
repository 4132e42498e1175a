/**
 * A parameterised query run straight on the driver (the pg pool or PGlite), bypassing Prisma.
 * Prisma's raw-query pipeline costs about five times the query itself (0.34 ms of CPU against
 * 0.07 ms through `pg` for a one-row lookup, bench/README.md), which dominates the few statements
 * every request runs, such as resolving the session. Rows come back as the driver parses them:
 * text, booleans, integers, json and timestamptz (as Date) read the same on both; compare
 * timestamps in SQL against ISO strings cast to timestamptz.
 *
 * `sql.named(name)` makes it a prepared statement on PostgreSQL (each pooled connection prepares
 * it once), so a join PostgreSQL spends longer planning than running is planned once per
 * connection rather than per request. The name must be unique to that statement's text.
 */
type Tagged = <Row>(strings: TemplateStringsArray, ...values: unknown[]) => Promise<Row[]>
/** A statement composed elsewhere, e.g. a `Prisma.sql` built from fragments (its `text` numbers the parameters $1, $2, ...). */
export type SqlStatement = { text: string; values: unknown[] }
export type SqlRunner = Tagged & {
  named: (name: string) => Tagged
  /** Runs a composed statement; with `name` it is prepared, and the name must be unique to its text. */
  statement: <Row>(statement: SqlStatement, name?: string) => Promise<Row[]>
}

export type SqlDriver = { query: (text: string, params: unknown[], name?: string) => Promise<{ rows: unknown[] }> }

export function sqlRunner(driver: SqlDriver): SqlRunner {
  const tagged =
    (name?: string): Tagged =>
    async <Row>(strings: TemplateStringsArray, ...values: unknown[]) => {
      const text = strings.reduce((sql, part, i) => `${sql}$${i}${part}`)
      const { rows } = await driver.query(text, values, name)
      return rows as Row[]
    }
  const statement = async <Row>({ text, values }: SqlStatement, name?: string) =>
    (await driver.query(text, values, name)).rows as Row[]
  return Object.assign(tagged(), { named: (name: string) => tagged(name), statement })
}
