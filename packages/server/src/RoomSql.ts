/**
 * The little the room needs from a SQL database, implemented over PGlite ({@link pgliteSql}) and
 * over a Postgres server ({@link postgresSql}); both run the same statements.
 */
export interface RoomSql {
  /** Runs one statement with `$1`-style parameters and resolves to its rows. */
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (sql: Pick<RoomSql, 'query'>) => Promise<T>): Promise<T>;
  /** Closes the database (or the pool). */
  close(): Promise<void>;
  /** `true` when only this process can use the database (PGlite): leases can be reset at start. */
  readonly exclusive: boolean;
}
