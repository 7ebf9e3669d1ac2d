/** The little the hand database needs from SQL: PGlite in the process or a Postgres server. @internal */
export interface HandSql {
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (sql: Pick<HandSql, 'query'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PGlite (Postgres in WebAssembly) with its files under `dir`, or in memory without one. @internal */
export async function pgliteHandSql(dir: string | undefined): Promise<HandSql> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = dir === undefined ? await PGlite.create() : await PGlite.create(dir);
  return {
    async query<T>(text: string, params?: readonly unknown[]) {
      return (await db.query<T>(text, params as unknown[] | undefined)).rows;
    },
    async transaction<T>(fn: (sql: Pick<HandSql, 'query'>) => Promise<T>) {
      return db.transaction(async (tx) =>
        fn({ query: async <R>(text: string, params?: readonly unknown[]) => (await tx.query<R>(text, params as unknown[] | undefined)).rows }),
      );
    },
    async close() {
      await db.close();
    },
  };
}

/** A Postgres server (`postgres://user@host:port/db`) through one connection of the `pg` driver. @internal */
export async function postgresHandSql(url: string): Promise<HandSql> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  return {
    async query<T>(text: string, params?: readonly unknown[]) {
      return (await client.query(text, params as unknown[] | undefined)).rows as T[];
    },
    async transaction<T>(fn: (sql: Pick<HandSql, 'query'>) => Promise<T>) {
      await client.query('begin');
      try {
        const result = await fn({ query: async <R>(text: string, params?: readonly unknown[]) => (await client.query(text, params as unknown[] | undefined)).rows as R[] });
        await client.query('commit');
        return result;
      } catch (e) {
        await client.query('rollback').catch(() => {});
        throw e;
      }
    },
    async close() {
      await client.end();
    },
  };
}
