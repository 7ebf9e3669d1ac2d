/**
 * The little the room needs from a SQL database, implemented over PGlite ({@link pgliteSql}) and
 * over a Postgres server ({@link postgresSql}); both run the same statements.
 */
export interface RoomSql {
  /** Runs one statement with `$1`-style parameters and resolves to its rows. */
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /**
   * Runs a statement the database keeps prepared under `name` (parsed and planned once per
   * connection, then run again with new parameters), for the room's most frequent statement, the
   * group of appends. Optional: without it the room runs the statement with {@link RoomSql.query}.
   * The same `name` always comes with the same `text`.
   */
  prepared?<T = Record<string, unknown>>(name: string, text: string, params: readonly unknown[]): Promise<T[]>;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (sql: Pick<RoomSql, 'query'>) => Promise<T>): Promise<T>;
  /** Closes the database (or the pool). */
  close(): Promise<void>;
  /** `true` when only this process can use the database (PGlite): leases can be reset at start. */
  readonly exclusive: boolean;
}
